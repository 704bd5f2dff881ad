import type { Knex } from 'knex';
import { z } from 'zod';
import type { PullResponse, PushResponse, SyncCheckpoint, SyncCollection, SyncDoc } from '@shared-schema';
import { contractsSync } from '../contracts/contracts-sync';
import { messagesSync } from '../messages/messages-sync';
import { reviewsSync } from '../reviews/reviews-sync';
import type { SyncCollectionDef } from './sync-collection';

const idSchema = z.object({ id: z.string() });
const changeSchema = z.object({ id: z.string(), change_id: z.number() });
const ownerSchema = z.object({ user_id: z.string() });

/**
 * Pull and push for every replicated collection. Pulls are ordered by (change_id, id), where change_id is
 * the writing transaction's id, and only reach up to the oldest transaction still running: a writer that
 * commits late is never skipped by a client that already moved on.
 */
export class SyncService {
  constructor(private readonly db: Knex) {}

  async pull(
    collection: SyncCollection,
    userId: string,
    checkpoint: SyncCheckpoint | null,
    limit: number,
  ): Promise<PullResponse<SyncDoc>> {
    switch (collection) {
      case 'contracts':
        return this.pullWith(contractsSync, userId, checkpoint, limit);
      case 'messages':
        return this.pullWith(messagesSync, userId, checkpoint, limit);
      case 'reviews':
        return this.pullWith(reviewsSync, userId, checkpoint, limit);
    }
  }

  /** Where a stream opened now starts: the newest change the user has. */
  async latestCheckpoint(collection: SyncCollection, userId: string): Promise<SyncCheckpoint | null> {
    const row: unknown = await this.db(TABLES[collection])
      .where('user_id', userId)
      .orderBy([
        { column: 'change_id', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .first('id', 'change_id');
    if (!row) return null;
    const parsed = changeSchema.parse(row);
    return { changeId: parsed.change_id, id: parsed.id };
  }

  async push(
    collection: SyncCollection,
    userId: string,
    newDocumentStates: unknown[],
  ): Promise<PushResponse<SyncDoc>> {
    // Each collection with its own typed definition: documents are parsed once, by their own schema.
    switch (collection) {
      case 'contracts':
        return this.pushWith(contractsSync, userId, newDocumentStates);
      case 'messages':
        return this.pushWith(messagesSync, userId, newDocumentStates);
      case 'reviews':
        return this.pushWith(reviewsSync, userId, newDocumentStates);
    }
  }

  private async pullWith<D extends SyncDoc>(
    def: SyncCollectionDef<D>,
    userId: string,
    checkpoint: SyncCheckpoint | null,
    limit: number,
  ): Promise<PullResponse<D>> {
    const query = this.db(def.table)
      .where('user_id', userId)
      .andWhereRaw('change_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint')
      .orderBy([{ column: 'change_id' }, { column: 'id' }])
      .limit(limit);
    if (checkpoint) query.andWhereRaw('(change_id, id) > (?, ?::uuid)', [checkpoint.changeId, checkpoint.id]);
    const rows: unknown[] = await query;
    const last = rows.at(-1);
    const next = last ? changeSchema.parse(last) : undefined;
    return {
      documents: rows.map((row) => def.toDoc(row)),
      checkpoint: next ? { changeId: next.change_id, id: next.id } : checkpoint,
    };
  }

  private async pushWith<D extends SyncDoc>(
    def: SyncCollectionDef<D>,
    userId: string,
    states: unknown[],
  ): Promise<PushResponse<D>> {
    const rejected: PushResponse<D>['rejected'] = [];
    const docs: D[] = [];
    for (const state of states) {
      const parsed = def.docSchema.safeParse(state);
      if (parsed.success) docs.push(parsed.data);
      else
        rejected.push({
          id: idSchema.safeParse(state).data?.id ?? null,
          message: `Invalid document: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
        });
    }
    // The last state of a document in one push wins; earlier ones are superseded.
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    if (byId.size === 0) return { conflicts: [], rejected };

    const conflicts = await this.db.transaction(async (trx) => {
      const now = new Date();
      const existingRows: unknown[] = await trx(def.table)
        .whereIn('id', [...byId.keys()])
        .forUpdate();
      const existing = new Map(existingRows.map((row) => [idSchema.parse(row).id, row]));
      const inserts: Record<string, unknown>[] = [];
      const updates: Array<{ id: string; patch: Record<string, unknown> }> = [];
      const touched: string[] = [];
      for (const doc of byId.values()) {
        const row = existing.get(doc.id);
        if (row && ownerSchema.parse(row).user_id !== userId) {
          // The same answer as any refused document, so nobody learns that another user's id exists.
          rejected.push({ id: doc.id, message: 'This document cannot be saved' });
          continue;
        }
        const decision = await def.merge(row, doc, { userId, now, trx });
        if (decision.kind === 'reject') rejected.push({ id: doc.id, message: decision.message });
        else if (decision.kind === 'insert') inserts.push(decision.row);
        else if (decision.kind === 'update') updates.push({ id: doc.id, patch: decision.patch });
        if (decision.kind !== 'reject') touched.push(doc.id);
      }
      if (inserts.length > 0) await trx(def.table).insert(inserts).onConflict('id').ignore();
      await applyUpdates(trx, def.table, updates);
      const finalRows: unknown[] = await trx(def.table).whereIn('id', touched).andWhere('user_id', userId);
      const found: D[] = [];
      for (const row of finalRows) {
        const serverDoc = def.toDoc(row);
        const sent = byId.get(serverDoc.id);
        if (sent && JSON.stringify(def.comparable(serverDoc)) !== JSON.stringify(def.comparable(sent)))
          found.push(serverDoc);
      }
      return found;
    });
    return { conflicts, rejected };
  }
}

/**
 * Writes many patches in few statements: one UPDATE per set of changed columns, the values typed by the
 * table's own row type (jsonb_populate_recordset), instead of one round trip per document.
 */
async function applyUpdates(
  trx: Knex,
  table: string,
  updates: Array<{ id: string; patch: Record<string, unknown> }>,
): Promise<void> {
  const groups = new Map<string, Array<Record<string, unknown>>>();
  for (const { id, patch } of updates) {
    const key = Object.keys(patch).sort().join(',');
    const group = groups.get(key) ?? [];
    group.push({ ...patch, id });
    groups.set(key, group);
  }
  for (const [key, rows] of groups) {
    const columns = key.split(',');
    const assignments = columns.map((column) => `${quote(column)} = v.${quote(column)}`).join(', ');
    await trx.raw(
      `update ${quote(table)} as t set ${assignments} from jsonb_populate_recordset(null::${quote(table)}, ?::jsonb) as v where t.id = v.id`,
      [JSON.stringify(rows)],
    );
  }
}

/** Column and table names come from our own definitions, never from clients; quoted all the same. */
function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

const TABLES: Record<SyncCollection, string> = {
  contracts: contractsSync.table,
  messages: messagesSync.table,
  reviews: reviewsSync.table,
};
