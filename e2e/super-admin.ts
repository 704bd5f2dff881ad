import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { PASSWORD, waitForMail } from './helpers';

/** SUPER_ADMIN_EMAIL of the browser-test server (playwright.config.ts sets none, so the default). */
export const SUPER_ADMIN_EMAIL = process.env.SUPER_ADMIN_EMAIL ?? 'admin@clausecraft.app';

/**
 * The one way browser tests get a super admin: create the account of SUPER_ADMIN_EMAIL through the API
 * (or sign in to it when an earlier test did), open the verification link the server mailed to it, and
 * hand back the credentials for the sign-in form. The role is granted only after that link.
 */
export async function ensureVerifiedSuperAdmin(
  request: APIRequestContext,
  password = PASSWORD,
): Promise<{ email: string; password: string }> {
  const email = SUPER_ADMIN_EMAIL;
  const since = Date.now();
  const signup = await request.post('/api/auth/signup', { data: { email, password } });
  if (signup.status() !== 201) {
    const login = await request.post('/api/auth/login', { data: { email, password } });
    if (login.status() !== 200) throw new Error(`super admin sign-in failed: ${login.status()}`);
    const { idToken } = z.object({ idToken: z.string() }).parse(await login.json());
    const status = await request.get('/api/admin/status', {
      headers: { authorization: `Bearer ${idToken}` },
    });
    if (z.object({ isSuperAdmin: z.boolean() }).parse(await status.json()).isSuperAdmin)
      return { email, password };
  }
  const mail = (await waitForMail(email, since)).replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const link = /\/api\/auth\/confirm-email\?code=[A-Za-z0-9._~%-]+/.exec(mail)?.[0];
  if (!link) throw new Error('No verification link in the super admin e-mail');
  const confirmed = await request.get(link);
  if (confirmed.status() !== 200) throw new Error(`verification failed: ${confirmed.status()}`);
  return { email, password };
}
