import { verifyPassword } from '../../adapters/identity/password-hasher';
import type { AuthThrottle } from './auth-throttle';

/**
 * Checks the password a signed-in user re-enters to prove it is them (password change, e-mail change),
 * counted like a sign-in: after the throttle's limit of wrong tries the account is locked for every one of
 * these checks and for sign-in alike (429), so a stolen token cannot guess its way to the account.
 */
export async function verifyCurrentPassword(
  throttle: AuthThrottle,
  account: { email: string; passwordHash: string },
  password: string,
  ip: string,
): Promise<boolean> {
  const attempt = await throttle.reserveAttempt(account.email, ip);
  if (!(await verifyPassword(password, account.passwordHash))) {
    await attempt.failed();
    return false;
  }
  await attempt.release();
  return true;
}
