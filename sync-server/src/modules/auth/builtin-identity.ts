import type { Knex } from 'knex';
import type { Identity } from '../../adapters/identity/identity';
import type { TokenSigner } from '../../adapters/identity/token-signer';
import { assertUsable } from '../../middleware/authenticate';
import { UnauthorizedError } from '../../errors';
import { UsersRepository } from '../users/users-repository';
import { RefreshTokensRepository } from './refresh-tokens-repository';

export function builtinIdentity(db: Knex, signer: TokenSigner): Identity {
  const users = new UsersRepository(db);
  const refreshTokens = new RefreshTokensRepository(db);
  return {
    kind: 'builtin',
    async authenticate(idToken) {
      const claims = await signer.verify(idToken);
      const user = await users.findById(claims.userId);
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
