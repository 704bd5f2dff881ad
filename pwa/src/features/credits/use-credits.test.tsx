import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../lib/api/store';
import { setTokenGetter } from '../../lib/auth-bridge';
import { SessionContext, type SessionValue } from '../auth';
import { writeLastKnownCredits } from './last-known-credits';
import { LastKnownNote } from './last-known-note';
import { useCredits } from './use-credits';

const session: SessionValue = {
  status: 'authenticated',
  user: { uid: 'u1', email: 'ada@example.com', displayName: null },
  guestId: null,
  isGuest: false,
  provider: null,
  config: null,
  ensureGuestSession: async () => 'g',
  signOut: async () => undefined,
};

function Balance() {
  const credits = useCredits();
  return (
    <div>
      <span data-testid="balance">{credits.data?.credits ?? 'none'}</span>
      <LastKnownNote show={credits.lastKnown} />
    </div>
  );
}

function renderBalance() {
  return render(
    <Provider store={createStore()}>
      <SessionContext.Provider value={session}>
        <Balance />
      </SessionContext.Provider>
    </Provider>,
  );
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setTokenGetter(async () => 'token');
});
afterEach(() => {
  setOnline(true);
  vi.unstubAllGlobals();
  setTokenGetter(async () => null);
});

describe('useCredits offline', () => {
  it('shows the last known balance offline, marked as such, without calling the server', async () => {
    writeLastKnownCredits('u1', 4);
    setOnline(false);
    renderBalance();
    expect(screen.getByTestId('balance')).toHaveTextContent('4');
    expect(screen.getByText('Last known balance (offline)')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("never shows another user's last balance", () => {
    writeLastKnownCredits('someone-else', 9);
    setOnline(false);
    renderBalance();
    expect(screen.getByTestId('balance')).toHaveTextContent('none');
    expect(screen.queryByText(/Last known balance/)).not.toBeInTheDocument();
  });

  it('remembers what the server said, and reconnecting refetches it', async () => {
    let serverCredits = 4;
    fetchMock.mockImplementation(async () => json({ credits: serverCredits }));
    renderBalance();
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('4'), { timeout: 5_000 });
    expect(screen.queryByText(/Last known balance/)).not.toBeInTheDocument();

    setOnline(false);
    expect(screen.getByTestId('balance')).toHaveTextContent('4');
    expect(screen.getByText('Last known balance (offline)')).toBeInTheDocument();

    // Another device spent 2 credits meanwhile.
    serverCredits = 2;
    const callsBefore = fetchMock.mock.calls.length;
    setOnline(true);
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('2'), { timeout: 5_000 });
    expect(screen.queryByText(/Last known balance/)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBeGreaterThan(callsBefore);
    expect(fetchMock.mock.calls.every(([url]) => url === '/api/credits')).toBe(true);
  });
});
