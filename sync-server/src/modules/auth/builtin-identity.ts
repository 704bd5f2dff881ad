import type { Knex } from 'knex';
import type { Identity } from './identity';
import type { IdentityProvider } from '../../adapters/identity/identity-provider';
import { assertUsable } from '../../middleware/authenticate';
import { UsersRepository } from '../users/users-repository';

/** Built-in accounts: the provider verifies our own ID tokens, whose subject is the user id. */
export function builtinIdentity(db: Knex, provider: IdentityProvider): Identity {
  const users = new UsersRepository(db);
  return {
    kind: provider.kind,
    async authenticate(idToken) {
      const claims = await provider.verify(idToken);
      const user = await users.findById(claims.subject);
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
