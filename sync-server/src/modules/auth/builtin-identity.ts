import type { Knex } from 'knex';
import type { Identity } from './identity';
import type { IdentityProvider } from '../../adapters/identity/identity-provider';
import { assertUsable } from '../../middleware/authenticate';
import { UnauthorizedError } from '../../errors';
import { UsersRepository } from '../users/users-repository';
import { RefreshTokensRepository } from './refresh-tokens-repository';

/** Built-in accounts: the provider verifies our own ID tokens, whose subject is the user id. */
export function builtinIdentity(db: Knex, provider: IdentityProvider): Identity {
  const users = new UsersRepository(db);
  const refreshTokens = new RefreshTokensRepository(db);
  return {
    kind: provider.kind,
    async authenticate(idToken) {
      const claims = await provider.verify(idToken);
      const user = await users.findById(claims.subject);
      assertUsable(user);
      // Sign-out and password reset revoke the ID tokens issued before them, not only the refresh tokens.
      const revoked =
        (user.tokensValidAfter !== null && claims.issuedAtMs < user.tokensValidAfter.getTime()) ||
        (claims.sessionId !== undefined && (await refreshTokens.isFamilyRevoked(claims.sessionId)));
      if (revoked)
        throw new UnauthorizedError('Your session has expired. Please sign in again.', 'user-token-expired');
      return {
        id: user.id,
        email: user.email,
        role: user.role,
        isActive: user.isActive,
        authTime: claims.authTime,
      };
    },
  };
}
