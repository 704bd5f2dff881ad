import type { Knex } from 'knex';
import { z } from 'zod';
import type { SyncCheckpoint } from '@shared-schema';
import { XMIN, type RowPatch } from '../sync/sync-table-repository';
import { MESSAGES_TABLE, messageRowSchema } from './messages-repository';

/** A contract's chat history as the sync engine sees it: one "row" assembled from the message rows. */
export const batchRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  messages: z.array(messageRowSchema),
});
export type BatchRow = z.infer<typeof batchRowSchema>;

/** What a push writes for one batch: new message rows (tombstones included) and messages newly deleted. */
export const batchWriteSchema = z.object({
  inserts: z.array(z.record(z.string(), z.unknown())),
  tombstones: z.array(z.string()).default([]),
});

const changeRow = z.object({ contract_id: z.string(), change_id: z.coerce.number() });
const rowsResult = z.object({ rows: z.array(changeRow) });
/** Rows per INSERT statement: well below PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 1000;

/**
 * The rows of the messages collection (sync schema v2) for the generic sync engine, with the same shape as
 * SyncTableRepository: the server keeps one row per message in chat_messages, and a contract's batch is
 * all its messages. A batch's position in the change order is (the newest change_id of its messages,
 * contract id); a pull only reaches up to the oldest transaction still running, as for every table, so a
 * message committed late moves its batch past any checkpoint a client already holds.
 */
export class MessageBatchRows {
  readonly table = MESSAGES_TABLE;

  async page(
    db: Knex,
    userId: string,
    checkpoint: SyncCheckpoint | null,
    limit: number,
  ): Promise<{ rows: unknown[]; checkpoint: SyncCheckpoint | null }> {
    const from = checkpoint ?? { changeId: -1, id: '00000000-0000-0000-0000-000000000000' };
    // Only a contract with a message at or after the checkpoint can have moved, and for such a contract the
    // newest change among those messages is its newest change overall: one range scan of the
    // (user_id, change_id) index, no join, however many messages the user has before the checkpoint.
    const result = await db.raw(
      `select contract_id, max(change_id) as change_id from ${MESSAGES_TABLE}
        where user_id = ? and change_id >= ? and change_id < ${XMIN}
        group by contract_id
       having (max(change_id), contract_id) > (?, ?::uuid)
        order by 2, 1
        limit ?`,
      [userId, from.changeId, from.changeId, from.id, limit],
    );
    const changes = rowsResult.parse(result).rows;
    const last = changes.at(-1);
    const rows = await this.assemble(
      db,
      userId,
      changes.map((c) => c.contract_id),
    );
    return { rows, checkpoint: last ? { changeId: last.change_id, id: last.contract_id } : checkpoint };
  }

  /** Where a stream opened now starts: the newest change a pull can reach now (see SyncTableRepository.latest). */
  async latest(db: Knex, userId: string): Promise<SyncCheckpoint | null> {
    const row: unknown = await db(MESSAGES_TABLE)
      .where('user_id', userId)
      .andWhereRaw(`change_id < ${XMIN}`)
      .orderBy([
        { column: 'change_id', order: 'desc' },
        { column: 'contract_id', order: 'desc' },
      ])
      .first('contract_id', 'change_id');
    if (!row) return null;
    const parsed = changeRow.parse(row);
    return { changeId: parsed.change_id, id: parsed.contract_id };
  }

  /**
   * The stored batches of these contracts, whoever owns them, their messages locked until the push commits.
   * A batch belongs to the owner of its messages.
   */
  async lock(trx: Knex, ids: string[]): Promise<Map<string, unknown>> {
    const messages: unknown[] = await trx(MESSAGES_TABLE)
      .whereIn('contract_id', ids)
      .orderBy([{ column: 'timestamp' }, { column: 'created_at' }, { column: 'id' }])
      .forUpdate();
    return new Map(group(messages.map((m) => messageRowSchema.parse(m))).map((b) => [b.id, b]));
  }

  async insert(trx: Knex, rows: Record<string, unknown>[]): Promise<void> {
    await this.write(
      trx,
      rows.map((row) => batchWriteSchema.parse(row)),
    );
  }

  async update(trx: Knex, updates: RowPatch[]): Promise<void> {
    await this.write(
      trx,
      updates.map((u) => batchWriteSchema.parse(u.patch)),
    );
  }

  async owned(trx: Knex, userId: string, ids: string[]): Promise<unknown[]> {
    return this.assemble(trx, userId, ids);
  }

  private async write(trx: Knex, writes: Array<z.infer<typeof batchWriteSchema>>): Promise<void> {
    const inserts = writes.flatMap((w) => w.inserts);
    for (let start = 0; start < inserts.length; start += INSERT_CHUNK)
      await trx(MESSAGES_TABLE)
        .insert(inserts.slice(start, start + INSERT_CHUNK))
        .onConflict('id')
        .ignore();
    const tombstones = writes.flatMap((w) => w.tombstones);
    if (tombstones.length > 0)
      await trx(MESSAGES_TABLE).whereIn('id', tombstones).update({ deleted: true, updated_at: trx.fn.now() });
  }

  private async assemble(db: Knex, userId: string, contractIds: string[]): Promise<BatchRow[]> {
    if (contractIds.length === 0) return [];
    const messages: unknown[] = await db(MESSAGES_TABLE)
      .where('user_id', userId)
      .whereIn('contract_id', contractIds)
      .orderBy([{ column: 'timestamp' }, { column: 'created_at' }, { column: 'id' }]);
    const byId = new Map(group(messages.map((m) => messageRowSchema.parse(m))).map((b) => [b.id, b]));
    return contractIds.flatMap((id) => byId.get(id) ?? []);
  }
}

function group(messages: Array<z.infer<typeof messageRowSchema>>): BatchRow[] {
  const batches = new Map<string, BatchRow>();
  for (const message of messages) {
    const batch = batches.get(message.contract_id);
    if (batch) {
      batch.messages.push(message);
      // Messages of two users under one contract id: the batch is nobody's, so every push to it is refused.
      if (message.user_id !== batch.user_id) batch.user_id = '';
    } else
      batches.set(message.contract_id, {
        id: message.contract_id,
        user_id: message.user_id,
        messages: [message],
      });
  }
  return [...batches.values()];
}
