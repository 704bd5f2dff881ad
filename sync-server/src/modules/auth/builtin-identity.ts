import type { Knex } from 'knex';
import type { Identity } from './identity';
import type { TokenSigner } from '../../adapters/identity/token-signer';
import { assertUsable } from '../../middleware/authenticate';
import { UsersRepository } from '../users/users-repository';

export function builtinIdentity(db: Knex, signer: TokenSigner): Identity {
  const users = new UsersRepository(db);
  return {
    kind: 'builtin',
    async authenticate(idToken) {
      const claims = await signer.verify(idToken);
      const user = await users.findById(claims.userId);
      assertUsable(user);
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
