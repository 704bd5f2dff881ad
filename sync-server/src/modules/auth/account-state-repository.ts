import type { Knex } from 'knex';
import { z } from 'zod';
import type { AccountState } from './account-cache';

const rowSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin', 'super_admin']),
  is_active: z.boolean(),
  tokens_valid_after: z.date().nullable(),
  session_revoked: z.boolean(),
});

/** The account check of an authenticated request in one query: the account and its sign-in's revocation. */
export class AccountStateRepository {
  constructor(private readonly db: Knex) {}

  async find(userId: string, sessionId: string | undefined): Promise<AccountState | undefined> {
    const row: unknown = await this.db('users')
      .where({ id: userId })
      .first(
        'id',
        'email',
        'role',
        'is_active',
        'tokens_valid_after',
        this.db.raw(
          'exists (select 1 from refresh_tokens where family_id = ? and revoked_at is not null) as session_revoked',
          [sessionId ?? null],
        ),
      );
    if (!row) return undefined;
    const r = rowSchema.parse(row);
    return {
      id: r.id,
      email: r.email,
      role: r.role,
      isActive: r.is_active,
      tokensValidAfter: r.tokens_valid_after,
      sessionRevoked: r.session_revoked,
    };
  }
}
