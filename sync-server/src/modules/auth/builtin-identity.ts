import type { Knex } from 'knex';
import type { Identity } from './identity';
import type { IdentityProvider } from '../../adapters/identity/identity-provider';
import { assertUsable } from '../../middleware/authenticate';
import { UnauthorizedError } from '../../errors';
import type { AccountCache } from './account-cache';
import { AccountStateRepository } from './account-state-repository';

/**
 * Built-in accounts: the provider verifies our own ID tokens, whose subject is the user id. The account
 * check is one query, or none while the account cache holds it (changes reach the cache on commit).
 */
export function createBuiltinIdentity(deps: {
  provider: IdentityProvider;
  db: Knex;
  cache: AccountCache;
}): Identity {
  const { provider, cache } = deps;
  const accounts = new AccountStateRepository(deps.db);
  return {
    kind: provider.kind,
    async authenticate(idToken) {
      const claims = await provider.verify(idToken);
      const account = await cache.get(claims.subject, claims.sessionId, () =>
        accounts.find(claims.subject, claims.sessionId),
      );
      assertUsable(account);
      // Sign-out and password reset revoke the ID tokens issued before them, not only the refresh tokens.
      const revoked =
        (account.tokensValidAfter !== null && claims.issuedAtMs < account.tokensValidAfter.getTime()) ||
        account.sessionRevoked;
      if (revoked)
        throw new UnauthorizedError('Your session has expired. Please sign in again.', 'user-token-expired');
      return {
        id: account.id,
        email: account.email,
        role: account.role,
        isActive: account.isActive,
        authTime: claims.authTime,
      };
    },
  };
}
