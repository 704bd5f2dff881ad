import { randomBytes } from 'node:crypto';
import { authSessionSchema, type Profile } from '@shared-schema';
import type { TestServer } from './test-server';

export const GOOD_PASSWORD = 'Str0ng!Passw0rd';

export type SignedInUser = { token: string; user: Profile; cookie: string; email: string; password: string };

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** Signs a new account up through the real endpoint. */
export async function signUp(
  server: TestServer,
  email = uniqueEmail(),
  password = GOOD_PASSWORD,
): Promise<SignedInUser> {
  const res = await server.request('/api/auth/signup', { body: { email, password } });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const session = authSessionSchema.parse(res.body);
  return { token: session.idToken, user: session.user, cookie: refreshCookie(res.headers), email, password };
}

/** The cc_refresh=... pair from a response's Set-Cookie, ready to send back. */
export function refreshCookie(headers: Headers): string {
  const header = headers.getSetCookie().find((c) => c.startsWith('cc_refresh='));
  return header ? (header.split(';')[0] ?? '') : '';
}
