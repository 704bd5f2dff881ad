import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../lib/api/store';
import { toastStore } from '../../../components/ui/toast/toast-store';
import { setTokenGetter } from '../../../lib/auth-bridge';
import { SessionContext, type SessionValue } from '../../auth';
import { SettingsSecurityTab } from './settings-security-tab';

const session: SessionValue = {
  status: 'authenticated',
  user: { uid: 'u1', email: 'root@example.com', displayName: null },
  guestId: null,
  isGuest: false,
  provider: null,
  config: null,
  ensureGuestSession: async () => 'g',
  signOut: async () => undefined,
};

function renderTab() {
  return render(
    <Provider store={createStore()}>
      <SessionContext.Provider value={session}>
        <SettingsSecurityTab />
      </SessionContext.Provider>
    </Provider>,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const status = { totalBackups: 0, totalSizeMB: 0, latestBackup: null, diskSpaceAvailable: '10.0 GB' };

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setTokenGetter(async () => 'token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setTokenGetter(async () => null);
});

const lastToastTitle = () => toastStore.getSnapshot().at(-1)?.title;

describe('SettingsSecurityTab', () => {
  it('shows the security settings, Never as last backup, and Creating... while the emergency backup runs', async () => {
    let finish: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/admin/backup-status') return json(status);
      if (url === '/api/admin/create-backup') return new Promise<Response>((resolve) => (finish = resolve));
      return json({ message: 'no', code: 'x' }, 404);
    });
    renderTab();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByText('Security Reminders')).toBeInTheDocument();
    expect(screen.getByText('Change Admin Password')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('last-backup')).toHaveTextContent('Never'));
    const buttons = screen.getAllByRole('button', { name: 'Create Backup' });
    await userEvent.click(buttons[buttons.length - 1] ?? buttons[0]!);
    expect(await screen.findAllByRole('button', { name: 'Creating...' })).not.toHaveLength(0);
    finish(json({ message: 'Disk full', code: 'internal' }, 500));
    await waitFor(() => expect(lastToastTitle()).toBe('Failed to create backup'));
  });

  it('downloads logs with the bearer token and toasts the spec texts on failure', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/admin/backup-status') return json(status);
      if (url === '/api/admin/logs/error') return json({ message: 'boom', code: 'internal' }, 500);
      return new Response('log line\n', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="access-logs-2026-11-23.log"' },
      });
    });
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Download Access Logs' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([u]) => String(u) === '/api/admin/logs/access');
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe('Bearer token');

    await userEvent.click(screen.getByRole('button', { name: 'Download Error Logs' }));
    await waitFor(() => expect(lastToastTitle()).toBe('Download failed'));

    setTokenGetter(async () => null);
    await userEvent.click(screen.getByRole('button', { name: 'Download Error Logs' }));
    await waitFor(() => expect(lastToastTitle()).toBe('Authentication required'));
  });
});
