import type { Knex } from 'knex';
import { z } from 'zod';
import type {
  ContractDoc,
  MessageBatchDoc,
  PullResponse,
  PushResponse,
  ReviewDoc,
  SyncCheckpoint,
  SyncCollection,
  SyncDoc,
  VersionDoc,
} from '@shared-schema';
import { containsNul } from '../../db/contains-nul';
import type { SyncCollectionDef } from './sync-collection';
import { XMIN } from './sync-table-repository';

const idSchema = z.object({ id: z.string() });
const ownerSchema = z.object({ user_id: z.string() });
const heldResult = z.object({ rows: z.array(z.object({ held: z.boolean() })) });

/** Every replicated collection's definition, each from the module that owns the collection's table. */
export type SyncDefinitions = {
  contracts: SyncCollectionDef<ContractDoc>;
  messages: SyncCollectionDef<MessageBatchDoc>;
  reviews: SyncCollectionDef<ReviewDoc>;
  versions: SyncCollectionDef<VersionDoc>;
};

/**
 * The generic pull/push engine: pulls pages of a collection in commit order, pushes documents through the
 * collection's merge rule and answers the server's state where it differs. It knows no table: each
 * definition brings its rows (SyncTableRepository), schema, mapping and merge.
 */
export class SyncService {
  private readonly db: Knex;
  private readonly definitions: SyncDefinitions;

  constructor(deps: { db: Knex; definitions: SyncDefinitions }) {
    ({ db: this.db, definitions: this.definitions } = deps);
  }

  pull(
    collection: SyncCollection,
    userId: string,
    checkpoint: SyncCheckpoint | null,
    limit: number,
  ): Promise<PullResponse<SyncDoc>> {
    return this.pullWith(this.definition(collection), userId, checkpoint, limit);
  }

  /** Where a stream opened now starts: the newest change the user has. */
  latestCheckpoint(collection: SyncCollection, userId: string): Promise<SyncCheckpoint | null> {
    return this.definitions[collection].rows.latest(this.db, userId);
  }

  /**
   * Whether a committed change of this user waits behind an older transaction that is still open (a pull cannot
   * reach it yet). Every synced table has user_id and change_id; anything at or past the oldest open
   * transaction is past every checkpoint handed out, so no checkpoint is needed.
   */
  async heldBack(collection: SyncCollection, userId: string): Promise<boolean> {
    const result: unknown = await this.db.raw(
      `select exists(select 1 from ?? where user_id = ? and change_id >= ${XMIN}) as held`,
      [this.definitions[collection].rows.table, userId],
    );
    return heldResult.parse(result).rows[0]?.held ?? false;
  }

  push(
    collection: SyncCollection,
    userId: string,
    newDocumentStates: unknown[],
  ): Promise<PushResponse<SyncDoc>> {
    return this.pushWith(this.definition(collection), userId, newDocumentStates);
  }

  /** Each definition parses its own documents, so one typed as any synced document is safe here. */
  private definition(collection: SyncCollection): SyncCollectionDef<SyncDoc> {
    return this.definitions[collection];
  }

  private async pullWith<D extends SyncDoc>(
    def: SyncCollectionDef<D>,
    userId: string,
    checkpoint: SyncCheckpoint | null,
    limit: number,
  ): Promise<PullResponse<D>> {
    const page = await def.rows.page(this.db, userId, checkpoint, limit);
    return { documents: page.rows.map((row) => def.toDoc(row)), checkpoint: page.checkpoint };
  }

  private async pushWith<D extends SyncDoc>(
    def: SyncCollectionDef<D>,
    userId: string,
    states: unknown[],
  ): Promise<PushResponse<D>> {
    const rejected: PushResponse<D>['rejected'] = [];
    const docs: D[] = [];
    // A document that cannot be stored is refused alone, so the rest of the batch is saved and the
    // client stops retrying it (a whole-batch error would be retried forever).
    for (const state of states) {
      const id = idSchema.safeParse(state).data?.id ?? null;
      if (containsNul(state)) {
        rejected.push({
          id,
          message: 'Invalid document: it contains a NUL character (\\u0000), which cannot be stored',
        });
        continue;
      }
      const parsed = def.docSchema.safeParse(state);
      if (parsed.success) docs.push(parsed.data);
      else
        rejected.push({
          id,
          message: `Invalid document: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
        });
    }
    // The last state of a document in one push wins; earlier ones are superseded.
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    if (byId.size === 0) return { conflicts: [], rejected };

    const conflicts = await this.db.transaction(async (trx) => {
      const now = new Date();
      const existing = await def.rows.lock(trx, [...byId.keys()]);
      const inserts: Record<string, unknown>[] = [];
      const updates: Array<{ id: string; patch: Record<string, unknown> }> = [];
      const touched: string[] = [];
      const deleted: string[] = [];
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
        if (decision.kind !== 'reject' && doc._deleted) deleted.push(doc.id);
      }
      await def.rows.insert(trx, inserts);
      await def.rows.update(trx, updates);
      if (deleted.length > 0) await def.onDeleted?.(deleted, { userId, now, trx });
      const found: D[] = [];
      for (const row of await def.rows.owned(trx, userId, touched)) {
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
