import type { Knex } from 'knex';
import type { AuthUser } from '../../app-context';
import type { Identity } from './identity';
import type { IdentityProvider, VerifiedIdToken } from '../../adapters/identity/identity-provider';
import { assertUsable } from '../../middleware/authenticate';
import { UnauthorizedError } from '../../errors';
import type { AccountCache, AccountState } from './account-cache';
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

  const checked = async (claims: VerifiedIdToken): Promise<AuthUser> =>
    toUser(
      await cache.get(claims.subject, claims.sessionId, () =>
        accounts.find(claims.subject, claims.sessionId),
      ),
      claims,
    );

  return {
    kind: provider.kind,
    async authenticate(idToken) {
      return checked(await provider.verify(idToken));
    },
    async authenticateRead(idToken) {
      const claims = await provider.verify(idToken);
      const peeked = cache.peek(claims.subject, claims.sessionId);
      // Only a cached "let in" of a plain user goes ahead of its proof: a refusal, or an admin's rights, wait
      // for it (a demoted admin must not read admin data on the request after the demotion).
      if (!peeked || peeked.state.role !== 'user' || refusal(peeked.state, claims))
        return { user: await checked(claims), confirm: async () => undefined };
      const proof = peeked.held
        .then(async (held) => {
          // The account changed (or the fence failed): check it again; a refusal replaces the answer.
          if (!held) await checked(claims);
        })
        .then(
          () => undefined,
          (error: unknown) => ({ error }),
        );
      return {
        user: toUser(peeked.state, claims),
        confirm: async () => {
          const failed = await proof;
          if (failed) throw failed.error;
        },
      };
    },
  };
}

function toUser(account: AccountState | undefined, claims: VerifiedIdToken): AuthUser {
  assertUsable(account);
  if (refusal(account, claims))
    throw new UnauthorizedError('Your session has expired. Please sign in again.', 'user-token-expired');
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    isActive: account.isActive,
    authTime: claims.authTime,
  };
}

/** Whether the account refuses this token: inactive, or its sign-in ended (sign-out, password reset). */
function refusal(account: AccountState, claims: VerifiedIdToken): boolean {
  return (
    !account.isActive ||
    (account.tokensValidAfter !== null && claims.issuedAtMs < account.tokensValidAfter.getTime()) ||
    account.sessionRevoked
  );
}
