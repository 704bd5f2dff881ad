import { authSessionSchema } from '@shared-schema';
import type { TestServer } from './test-server';
import { GOOD_PASSWORD, refreshCookie, signUp, type SignedInUser } from './test-users';

/** The confirmation link of an e-mail (quoted-printable soft breaks and =3D undone), as a path. */
export function confirmationPathFrom(mail: string): string {
  const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = /\/api\/auth\/confirm-email\?code=[A-Za-z0-9._~%-]+/.exec(decoded);
  if (!match) throw new Error('No confirmation link in the e-mail');
  return match[0];
}

/** The newest e-mail in the test server's outbox addressed to `to`. */
export async function lastMailTo(server: TestServer, to: string): Promise<string> {
  const mail = (await server.outbox())
    .filter((m) => m.toLowerCase().includes(`to: ${to.toLowerCase()}`))
    .at(-1);
  if (!mail) throw new Error(`No e-mail to ${to}`);
  return mail;
}

/**
 * The one way tests get a super admin: sign up with SUPER_ADMIN_EMAIL, open the verification link the
 * server mailed to it, and sign in again. The role is granted only after that link.
 */
export async function signUpSuperAdmin(server: TestServer, password = GOOD_PASSWORD): Promise<SignedInUser> {
  const email = server.config.superAdminEmail;
  await signUp(server, email, password);
  const confirmed = await server.request(confirmationPathFrom(await lastMailTo(server, email)));
  if (confirmed.status !== 200) throw new Error(`verification failed: ${confirmed.status} ${confirmed.text}`);
  const res = await server.request('/api/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  const session = authSessionSchema.parse(res.body);
  if (session.user.role !== 'super_admin') throw new Error('the verified address did not become super admin');
  return { token: session.idToken, user: session.user, cookie: refreshCookie(res.headers), email, password };
}
