import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestData } from '@shared-schema';
import { analyzeContract } from '@contract-engine';
import { guestDb } from '../../db/guest-db';
import { readGuestData, saveGuestData } from '../../db/guest-store';
import { setTokenGetter } from '../../lib/auth-bridge';
import {
  ensureGuestSession,
  readGuestId,
  SessionContext,
  type SessionStatus,
  type SessionValue,
  GUEST_TRANSFER_FLAG,
} from '../auth';
import { GuestTransfer } from './guest-transfer';

const CONTRACT: NonNullable<GuestData['contract']> = {
  id: 1767261600000,
  userId: 'guest',
  contractNumber: 'CB-2026-600000',
  name: 'Acme website',
  type: 'service-agreement',
  status: 'in-progress',
  aiConfidence: 85,
  content: 'SERVICE AGREEMENT between [INSERT CLIENT NAME] and Jane',
  placeholders: { 'CLIENT NAME': 'Acme LLC' },
};
const REVIEW_TEXT =
  'This Agreement is governed by the laws of New York. Client shall pay $5,000 within 30 days.';

type Call = { url: string; init: RequestInit | undefined };
let calls: Call[];
let answer: () => Response;

beforeEach(async () => {
  await guestDb.guests.clear();
  calls = [];
  answer = () => Response.json({ contractId: 'c-1' }, { status: 201 });
  // The network edge: every own-API call goes through window.fetch.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(answer());
  });
  setTokenGetter(async () => 'id-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function session(status: SessionStatus): SessionValue {
  return {
    status,
    user: status === 'authenticated' ? { uid: 'u-1', email: 'a@example.com', displayName: null } : null,
    guestId: readGuestId(),
    isGuest: false,
    provider: null,
    config: null,
    ensureGuestSession,
    signOut: async () => undefined,
  };
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderApp(status: SessionStatus = 'authenticated') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <GuestTransfer />
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: ['/auth'] },
  );
  return render(
    <SessionContext.Provider value={session(status)}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
}

async function guestWith(data: Partial<GuestData>): Promise<string> {
  const guestId = await ensureGuestSession();
  await saveGuestData(guestId, {
    messages: [{ role: 'user', content: 'I need a website contract' }],
    ...data,
  });
  return guestId;
}

describe('guest to account transfer', () => {
  it('sends the contract with its chat, clears the guest session and opens the builder', async () => {
    const guestId = await guestWith({ contract: CONTRACT });
    renderApp();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contract-builder/c-1'));
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/api/auth/transfer-guest-data');
    expect(call?.init?.method).toBe('POST');
    expect(new Headers(call?.init?.headers).get('Authorization')).toBe('Bearer id-token');
    const sent: unknown = JSON.parse(String(call?.init?.body));
    expect(sent).toMatchObject({
      guestData: {
        guestId,
        contract: CONTRACT,
        messages: [{ role: 'user', content: 'I need a website contract' }],
      },
    });
    expect(readGuestId()).toBeNull();
    expect(await readGuestData(guestId)).toBeNull();
    expect(sessionStorage.getItem(GUEST_TRANSFER_FLAG)).toBe('true');
  });

  it('sends a guest review and opens its details', async () => {
    answer = () => Response.json({ reviewId: 'r-1' }, { status: 201 });
    const guestId = await guestWith({
      contractReview: {
        contractText: REVIEW_TEXT,
        reviewResult: analyzeContract(REVIEW_TEXT),
        createdAt: new Date().toISOString(),
      },
    });
    renderApp();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/contract-review-details/r-1'),
    );
    expect(await readGuestData(guestId)).toBeNull();
  });

  it('keeps the guest data and stays put when the server fails, and only logs', async () => {
    answer = () => Response.json({ message: 'Database unavailable', code: 'internal' }, { status: 500 });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const guestId = await guestWith({ contract: CONTRACT });
    renderApp();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Guest data transfer failed', expect.any(Error)));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
    expect(readGuestId()).toBe(guestId);
    expect((await readGuestData(guestId))?.contract).toEqual(CONTRACT);
  });

  it('keeps the guest data when the network is down', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const guestId = await guestWith({ contract: CONTRACT });
    renderApp();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect((await readGuestData(guestId))?.contract).toEqual(CONTRACT);
  });

  it('transfers once per browser session: the flag stops a second attempt', async () => {
    await guestWith({ contract: CONTRACT });
    const first = renderApp();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contract-builder/c-1'));
    first.unmount();
    // Guest data found again later in this browser session is not sent: only sign-out removes the flag.
    await guestWith({ contract: { ...CONTRACT, id: 2 } });
    renderApp();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });

  it('sends nothing without a contract or review, or while not signed in', async () => {
    await guestWith({});
    renderApp('unauthenticated');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sessionStorage.getItem(GUEST_TRANSFER_FLAG)).toBeNull();
    renderApp();
    await waitFor(() => expect(sessionStorage.getItem(GUEST_TRANSFER_FLAG)).toBe('true'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(readGuestId()).not.toBeNull();
  });
});
