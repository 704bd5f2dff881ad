import type { Role } from '@shared-schema';
import type { IdentityProvider, VerifiedIdToken } from '../../adapters/identity/identity-provider';
import type { Identity } from './identity';
import { UnauthorizedError } from '../../errors';
import { assertUsable } from '../../middleware/authenticate';
import type { UserRecord, UsersRepository } from '../users/users-repository';
import type { AccountsService } from './accounts-service';

/**
 * Firebase Authentication: the provider (adapters/identity) verifies the ID tokens; this maps each
 * Firebase user to an account, created with its free trial on first sight.
 */
export function createFirebaseIdentity(options: {
  provider: IdentityProvider;
  users: Pick<UsersRepository, 'findByFirebaseUid' | 'findByEmail' | 'update'>;
  accounts: Pick<AccountsService, 'create' | 'roleFor'>;
}): Identity {
  const { provider, users } = options;

  async function accountFor(token: VerifiedIdToken): Promise<UserRecord> {
    const existing = await users.findByFirebaseUid(token.subject);
    if (existing) return existing;
    const email = token.email?.toLowerCase();
    if (!email)
      throw new UnauthorizedError(
        'Your sign-in provider did not share an e-mail address',
        'invalid-credential',
      );
    const byEmail = await users.findByEmail(email);
    // Another first request of the same person created the account since this one looked it up by uid.
    if (byEmail?.firebaseUid === token.subject) return byEmail;
    // Link an existing e-mail account only when Firebase has verified that the person owns the address.
    if (byEmail && !byEmail.firebaseUid && token.emailVerified)
      return (await users.update(byEmail.id, { firebaseUid: token.subject })) ?? byEmail;
    if (byEmail) throw new UnauthorizedError('Email address is already in use', 'email-already-in-use');
    const [firstName, ...rest] = (token.name ?? '').trim().split(/\s+/);
    try {
      return await options.accounts.create({
        email,
        passwordHash: null,
        firebaseUid: token.subject,
        firstName: firstName || null,
        lastName: rest.join(' ') || null,
        emailVerified: token.emailVerified,
      });
    } catch (error) {
      // Two first requests at once: the other one created the account.
      const created = await users.findByFirebaseUid(token.subject);
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
  function roleFor(user: UserRecord, token: VerifiedIdToken): Role {
    const tokenEmail = token.email?.toLowerCase();
    const configured = options.accounts.roleFor(user.email) === 'super_admin';
    if (configured && token.emailVerified && tokenEmail === user.email.toLowerCase()) return 'super_admin';
    if (configured && user.role === 'super_admin') return 'user';
    return user.role;
  }

  return {
    kind: provider.kind,
    async authenticate(idToken) {
      const decoded = await provider.verify(idToken);
      const user = await accountFor(decoded);
      assertUsable(user);
      const role = roleFor(user, decoded);
      if (role !== user.role) await users.update(user.id, { role });
      return { id: user.id, email: user.email, role, isActive: user.isActive, authTime: decoded.authTime };
    },
    async deleteExternalUser(firebaseUid) {
      await provider.deleteUser?.(firebaseUid);
    },
  };
}
