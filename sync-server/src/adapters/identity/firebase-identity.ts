import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import type { Knex } from 'knex';
import type { Role } from '@shared-schema';
import type { Identity } from './identity';
import { UnauthorizedError } from '../../errors';
import { assertUsable } from '../../middleware/authenticate';
import { UsersRepository, type UserRecord } from '../../modules/users/users-repository';
import type { AccountsService } from '../../modules/auth/accounts-service';

/**
 * Firebase Authentication: the PWA signs in with the Firebase client SDK; the server verifies its ID
 * tokens with firebase-admin (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set) and maps
 * each Firebase user to an account, created with its free trial on first sight.
 */
export function createFirebaseIdentity(options: {
  projectId: string;
  db: Knex;
  accounts: AccountsService;
}): Identity {
  const app =
    getApps().find((a) => a.name === `clausecraft-${options.projectId}`) ??
    initializeApp({ projectId: options.projectId }, `clausecraft-${options.projectId}`);
  const auth = getAuth(app satisfies App);
  const users = new UsersRepository(options.db);

  async function accountFor(token: DecodedIdToken): Promise<UserRecord> {
    const existing = await users.findByFirebaseUid(token.uid);
    if (existing) return existing;
    const email = token.email?.toLowerCase();
    if (!email)
      throw new UnauthorizedError(
        'Your sign-in provider did not share an e-mail address',
        'invalid-credential',
      );
    const byEmail = await users.findByEmail(email);
    // Link an existing e-mail account only when Firebase has verified that the person owns the address.
    if (byEmail && !byEmail.firebaseUid && token.email_verified)
      return (await users.update(byEmail.id, { firebaseUid: token.uid })) ?? byEmail;
    if (byEmail) throw new UnauthorizedError('Email address is already in use', 'email-already-in-use');
    const [firstName, ...rest] = (typeof token.name === 'string' ? token.name : '').trim().split(/\s+/);
    try {
      return await options.accounts.create({
        email,
        passwordHash: null,
        firebaseUid: token.uid,
        firstName: firstName || null,
        lastName: rest.join(' ') || null,
        emailVerified: token.email_verified === true,
      });
    } catch (error) {
      // Two first requests at once: the other one created the account.
      const created = await users.findByFirebaseUid(token.uid);
      if (created) return created;
      throw error;
    }
  }

  /**
   * The super-admin role follows the configured address only when this token's own e-mail is that
   * address and Firebase has verified it. AccountsService gives the role to the address on creation, so
   * an unverified first sign-in with it (anyone can sign up with any address) is taken back here, as is
   * the role of a row holding the address whose Firebase user is not verified for it. Other accounts keep
   * their stored role.
   */
  function roleFor(user: UserRecord, token: DecodedIdToken): Role {
    const tokenEmail = token.email?.toLowerCase();
    const configured = options.accounts.roleFor(user.email) === 'super_admin';
    if (configured && token.email_verified === true && tokenEmail === user.email.toLowerCase())
      return 'super_admin';
    if (configured && user.role === 'super_admin') return 'user';
    return user.role;
  }

  return {
    kind: 'firebase',
    async authenticate(idToken) {
      let decoded: DecodedIdToken;
      try {
        decoded = await auth.verifyIdToken(idToken);
      } catch (error) {
        const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
        if (code === 'auth/id-token-expired')
          throw new UnauthorizedError(
            'Your session has expired. Please sign in again.',
            'user-token-expired',
          );
        if (code === 'auth/user-disabled')
          throw new UnauthorizedError('This account has been disabled', 'user-disabled');
        throw new UnauthorizedError('Invalid authentication token', 'invalid-credential');
      }
      const user = await accountFor(decoded);
      assertUsable(user);
      const role = roleFor(user, decoded);
      if (role !== user.role) await users.update(user.id, { role });
      return { id: user.id, email: user.email, role, isActive: user.isActive, authTime: decoded.auth_time };
    },
    async deleteExternalUser(firebaseUid) {
      await auth.deleteUser(firebaseUid).catch((error: unknown) => {
        const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
        if (code !== 'auth/user-not-found') throw error;
      });
    },
  };
}
