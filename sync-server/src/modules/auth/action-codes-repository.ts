import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';
import { hashSecret, newSecret } from './refresh-tokens-repository';

export type ActionPurpose = 'password-reset' | 'verify-email' | 'change-email';

const rowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  payload: z.string().nullable(),
  expires_at: z.date(),
  used_at: z.date().nullable(),
});

export class ActionCodesRepository {
  constructor(private readonly db: Knex) {}

  async create(
    userId: string,
    purpose: ActionPurpose,
    ttlMinutes: number,
    payload: string | null = null,
  ): Promise<string> {
    const code = newSecret();
    await this.db('action_codes').insert({
      id: randomUUID(),
      user_id: userId,
      purpose,
      payload,
      code_hash: hashSecret(code),
      expires_at: new Date(Date.now() + ttlMinutes * 60_000),
    });
    return code;
  }

  async findForUpdate(
    code: string,
    purpose: ActionPurpose,
    trx: Knex,
  ): Promise<z.infer<typeof rowSchema> | undefined> {
    const row: unknown = await trx('action_codes')
      .where({ code_hash: hashSecret(code), purpose })
      .forUpdate()
      .first();
    return row ? rowSchema.parse(row) : undefined;
  }

  async markUsed(id: string, trx: Knex): Promise<void> {
    await trx('action_codes').where({ id }).update({ used_at: trx.fn.now() });
  }

  async countRecent(userId: string, minutes: number, purpose?: ActionPurpose): Promise<number> {
    const row: unknown = await this.db('action_codes')
      .where({ user_id: userId, ...(purpose && { purpose }) })
      .andWhere('created_at', '>', new Date(Date.now() - minutes * 60_000))
      .count<{ count: string }>({ count: '*' })
      .first();
    return Number(z.object({ count: z.union([z.string(), z.number()]) }).parse(row).count);
  }
}
