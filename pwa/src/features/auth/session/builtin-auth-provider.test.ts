// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError, type AuthUser } from './auth-provider';
import { BuiltinAuthProvider, startBootRefresh } from './builtin-auth-provider';
import { CACHED_USER_KEY } from './session-presence';

// Issue 15 item 12: offline, the built-in session must not send a refresh for every call that wants a token.

const remembered: AuthUser = { uid: 'u1', email: 'ada@example.com', displayName: null };
const profile = {
  id: 'u1',
  firstName: null,
  lastName: null,
  email: 'ada@example.com',
  profileImageUrl: null,
  createdAt: '2026-11-23T00:00:00.000Z',
  role: 'user',
  preferences: {},
  claims: { sub: 'u1', first_name: null, last_name: null, email: 'ada@example.com' },
};
const session = () =>
  new Response(JSON.stringify({ idToken: 'fresh-token', expiresIn: 900, user: profile }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

const fetchMock = vi.fn<typeof fetch>();
const refreshCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh').length;

async function started(): Promise<{ provider: BuiltinAuthProvider; users: Array<AuthUser | null> }> {
  const provider = new BuiltinAuthProvider();
  const users: Array<AuthUser | null> = [];
  provider.subscribe((user) => users.push(user));
  await provider.start();
  return { provider, users };
}

beforeEach(() => {
  localStorage.setItem(CACHED_USER_KEY, JSON.stringify(remembered));
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  setOnline(true);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('BuiltinAuthProvider offline', () => {
  it('starts offline with the remembered user and sends nothing until the online event', async () => {
    setOnline(false);
    const { provider, users } = await started();
    expect(users.at(-1)).toEqual(remembered);
    for (let i = 0; i < 20; i += 1) {
      await expect(provider.getIdToken()).rejects.toMatchObject({ code: 'network-request-failed' });
    }
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(session());
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(refreshCalls()).toBe(1));
    await expect(provider.getIdToken()).resolves.toBe('fresh-token');
    expect(refreshCalls()).toBe(1);
  });

  it('after a refresh that found no network, waits before trying again instead of once per call', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { provider, users } = await started();
    expect(users.at(-1)).toEqual(remembered);
    expect(refreshCalls()).toBe(1);
    const attempts = await Promise.allSettled(Array.from({ length: 20 }, () => provider.getIdToken()));
    expect(attempts.every((a) => a.status === 'rejected' && a.reason instanceof AuthError)).toBe(true);
    expect(refreshCalls()).toBe(1);
  });

  it('ends the session when another tab signs out', async () => {
    fetchMock.mockResolvedValue(session());
    const { users } = await started();
    expect(users.at(-1)).toEqual(remembered);
    localStorage.removeItem(CACHED_USER_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: CACHED_USER_KEY, newValue: null }));
    expect(users.at(-1)).toBeNull();
  });
});

describe('BuiltinAuthProvider boot refresh', () => {
  // Sent at most once per page: this test comes first, while no boot refresh was sent yet.
  it('sends nothing at boot when this browser holds no session', async () => {
    localStorage.clear();
    startBootRefresh();
    const { users } = await started();
    expect(users.at(-1)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes over the refresh sent at boot: one request, and its answer is the session', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    startBootRefresh();
    // Sent before any provider exists (the app's code has not rendered yet).
    await vi.waitFor(() => expect(refreshCalls()).toBe(1));
    const provider = new BuiltinAuthProvider();
    const users: Array<AuthUser | null> = [];
    provider.subscribe((user) => users.push(user));
    const start = provider.start();
    answer(session());
    await start;
    expect(users.at(-1)).toEqual(remembered);
    await expect(provider.getIdToken()).resolves.toBe('fresh-token');
    expect(refreshCalls()).toBe(1);
  });
});
