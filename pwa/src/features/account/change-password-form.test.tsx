import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast/toast-store';
import { createStore } from '../../lib/api/store';
import { setTokenGetter } from '../../lib/auth-bridge';
import type { AuthProvider } from '../auth';
import { SessionContext, type SessionValue } from '../auth';
import { ChangePasswordForm } from './change-password-form';

function session(provider: AuthProvider | null): SessionValue {
  return {
    status: 'authenticated',
    user: { uid: 'u1', email: 'ada@example.com', displayName: null },
    guestId: null,
    isGuest: false,
    provider,
    config: null,
    ensureGuestSession: async () => 'g',
    signOut: async () => undefined,
  };
}

function renderForm(provider: AuthProvider | null = null) {
  return render(
    <Provider store={createStore()}>
      <SessionContext.Provider value={session(provider)}>
        <ChangePasswordForm />
      </SessionContext.Provider>
    </Provider>,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
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
const lastToast = () => toastStore.getSnapshot().at(-1);

async function fill(current: string, next: string, confirm = next) {
  await userEvent.type(screen.getByLabelText('Current Password'), current);
  await userEvent.type(screen.getByLabelText('New Password'), next);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('Account Settings: change password', () => {
  it('checks the new password with the sign-up rules before sending anything', async () => {
    renderForm();
    await fill('Old!pass99', 'short', 'other');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the current and the new password, confirms, and clears the fields', async () => {
    fetchMock.mockResolvedValue(json({ success: true }));
    renderForm();
    await fill('Old!pass99', 'New!pass99');
    await waitFor(() => expect(lastToast()?.title).toBe('Password updated'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/change-password');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'Old!pass99',
      newPassword: 'New!pass99',
    });
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token');
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it("shows the server's message when the current password is wrong", async () => {
    fetchMock.mockResolvedValue(
      json({ message: 'The current password is incorrect', code: 'wrong-password' }, 400),
    );
    renderForm();
    await fill('Wrong!pass1', 'New!pass99');
    await waitFor(() => expect(lastToast()?.title).toBe('Failed to update password'));
    expect(lastToast()?.description).toBe('The current password is incorrect');
    expect(screen.getByLabelText('Current Password')).toHaveValue('Wrong!pass1');
  });

  it('with Firebase, sends its password reset e-mail instead', async () => {
    const sendPasswordReset = vi.fn(async () => undefined);
    const provider: AuthProvider = {
      kind: 'firebase',
      supportsGoogle: true,
      start: async () => undefined,
      subscribe: () => () => undefined,
      getIdToken: async () => 'token',
      signIn: async () => undefined,
      signUp: async () => undefined,
      signInWithGoogle: async () => undefined,
      sendPasswordReset,
      confirmPasswordReset: async () => undefined,
      reauthenticate: async () => undefined,
      signOut: async () => undefined,
      forgetSession: () => undefined,
    };
    renderForm(provider);
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Password Reset E-mail' }));
    expect(sendPasswordReset).toHaveBeenCalledWith('ada@example.com');
    await waitFor(() => expect(lastToast()?.title).toBe('Password reset e-mail sent'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
