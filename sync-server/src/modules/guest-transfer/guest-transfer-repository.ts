import type { Knex } from 'knex';
import { z } from 'zod';

// knex for guest_transfers (one row per user and transfer key). The contract, its messages and the
// review a transfer creates are written by their owner modules' repositories on the same trx.

const transferRowSchema = z.object({ contract_id: z.string().nullable(), review_id: z.string().nullable() });

export type TransferResult = { contractId: string } | { reviewId: string };

function toResult(row: unknown): TransferResult | undefined {
  const r = transferRowSchema.parse(row);
  if (r.contract_id) return { contractId: r.contract_id };
  if (r.review_id) return { reviewId: r.review_id };
  return undefined;
}

export class GuestTransferRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Claims the key for this transaction. ON CONFLICT DO NOTHING waits for a concurrent claimer to
   * finish, so false means another transfer with this key has committed (read it with `find`).
   */
  async claim(userId: string, transferKey: string): Promise<boolean> {
    const rows: unknown[] = await this.db('guest_transfers')
      .insert({ user_id: userId, transfer_key: transferKey })
      .onConflict(['user_id', 'transfer_key'])
      .ignore()
      .returning('transfer_key');
    return rows.length === 1;
  }

  async find(userId: string, transferKey: string): Promise<TransferResult | undefined> {
    const row: unknown = await this.db('guest_transfers')
      .where({ user_id: userId, transfer_key: transferKey })
      .first();
    return row ? toResult(row) : undefined;
  }

  async complete(userId: string, transferKey: string, result: TransferResult): Promise<void> {
    await this.db('guest_transfers')
      .where({ user_id: userId, transfer_key: transferKey })
      .update('contractId' in result ? { contract_id: result.contractId } : { review_id: result.reviewId });
  }
}
