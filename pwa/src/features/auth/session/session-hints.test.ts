// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuiltinAuthProvider } from './builtin-auth-provider';
import { writeCachedUser } from './cached-user';
import { hasSessionHint, writeHomeHint } from './session-hints';

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

afterEach(() => {
  clearCookies();
  vi.unstubAllGlobals();
});

const session = {
  idToken: 'token',
  expiresIn: 900,
  user: {
    id: '0190f0a0-0000-7000-8000-000000000001',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: null,
    profileImageUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    role: 'user',
    preferences: {},
    claims: {
      sub: '0190f0a0-0000-7000-8000-000000000001',
      first_name: 'Ann',
      last_name: null,
      email: 'ann@example.com',
    },
  },
};

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function startedUser(provider: BuiltinAuthProvider) {
  const seen: unknown[] = [];
  provider.subscribe((user) => seen.push(user));
  await provider.start();
  return seen.at(-1);
}

describe('session hint cookie', () => {
  it('is read from document.cookie', () => {
    expect(hasSessionHint()).toBe(false);
    document.cookie = 'cc_session=1; path=/';
    expect(hasSessionHint()).toBe(true);
  });

  it('home hint is written and removed', () => {
    writeHomeHint(true);
    expect(document.cookie).toContain('cc_home=1');
    writeHomeHint(false);
    expect(document.cookie).not.toContain('cc_home');
  });
});

describe('BuiltinAuthProvider.start', () => {
  it('makes no refresh call for a visitor with neither the hint nor a remembered user', async () => {
    const fetchMock = stubFetch(() => new Response('{}', { status: 401 }));
    expect(await startedUser(new BuiltinAuthProvider())).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes when the server hint is there, even with local storage cleared', async () => {
    document.cookie = 'cc_session=1; path=/';
    const fetchMock = stubFetch(() => Response.json(session));
    expect(await startedUser(new BuiltinAuthProvider())).toEqual({
      uid: session.user.id,
      email: 'ann@example.com',
      displayName: 'Ann',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/refresh',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
  });

  it('refreshes for a remembered user without the hint (a session older than the hint)', async () => {
    writeCachedUser({ uid: session.user.id, email: 'ann@example.com', displayName: 'Ann' });
    const fetchMock = stubFetch(
      () => new Response(JSON.stringify({ code: 'user-token-expired', message: 'expired' }), { status: 401 }),
    );
    expect(await startedUser(new BuiltinAuthProvider())).toBeNull();
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
