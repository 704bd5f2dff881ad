import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';

const rowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  family_id: z.string(),
  auth_time: z.date(),
  expires_at: z.date(),
  rotated_at: z.date().nullable(),
  revoked_at: z.date().nullable(),
  created_at: z.date(),
});
export type RefreshTokenRecord = z.infer<typeof rowSchema>;

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export class RefreshTokensRepository {
  constructor(private readonly db: Knex) {}

  async issue(
    input: { userId: string; familyId?: string; authTime: Date; ttlDays: number },
    trx: Knex = this.db,
  ): Promise<string> {
    const secret = newSecret();
    await trx('refresh_tokens').insert({
      id: randomUUID(),
      user_id: input.userId,
      family_id: input.familyId ?? randomUUID(),
      token_hash: hashSecret(secret),
      auth_time: input.authTime,
      expires_at: new Date(Date.now() + input.ttlDays * 86_400_000),
    });
    return secret;
  }

  /** Locks the row so two refreshes with one token cannot both rotate it. */
  async findForUpdate(secret: string, trx: Knex): Promise<RefreshTokenRecord | undefined> {
    const row: unknown = await trx('refresh_tokens')
      .where({ token_hash: hashSecret(secret) })
      .forUpdate()
      .first();
    return row ? rowSchema.parse(row) : undefined;
  }

  async find(secret: string): Promise<RefreshTokenRecord | undefined> {
    const row: unknown = await this.db('refresh_tokens')
      .where({ token_hash: hashSecret(secret) })
      .first();
    return row ? rowSchema.parse(row) : undefined;
  }

  /**
   * The token that replaced `token` when it was rotated, if it has not been used or revoked since: it was
   * issued by the rotating transaction, so it was created at the very moment `token` was rotated (now() is
   * the transaction's start). Locked like findForUpdate.
   */
  async unusedSuccessor(token: RefreshTokenRecord, trx: Knex): Promise<RefreshTokenRecord | undefined> {
    if (!token.rotated_at) return undefined;
    const row: unknown = await trx('refresh_tokens')
      .where({ family_id: token.family_id })
      // Compared in SQL: a JS Date would drop the timestamps' microseconds.
      .where('created_at', trx('refresh_tokens').select('rotated_at').where({ id: token.id }))
      .whereNull('rotated_at')
      .whereNull('revoked_at')
      .forUpdate()
      .first();
    return row ? rowSchema.parse(row) : undefined;
  }

  async markRotated(id: string, trx: Knex): Promise<void> {
    await trx('refresh_tokens').where({ id }).update({ rotated_at: trx.fn.now() });
  }

  async revokeFamily(familyId: string, trx: Knex = this.db): Promise<void> {
    await trx('refresh_tokens')
      .where({ family_id: familyId })
      .whereNull('revoked_at')
      .update({ revoked_at: trx.fn.now() });
  }

  async revokeAllForUser(userId: string, trx: Knex = this.db, exceptFamilyId?: string): Promise<void> {
    const query = trx('refresh_tokens').where({ user_id: userId }).whereNull('revoked_at');
    if (exceptFamilyId) query.whereNot({ family_id: exceptFamilyId });
    await query.update({ revoked_at: trx.fn.now() });
  }
}
