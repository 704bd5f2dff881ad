import type { Knex } from 'knex';
import type { z } from 'zod';
import type { SyncCollection, SyncDoc } from '@shared-schema';
import type { SyncTableRepository } from './sync-table-repository';

/** What a push decides for one document, given the row the server has (if any). jsonb values are plain objects. */
export type MergeDecision =
  | { kind: 'insert'; row: Record<string, unknown> }
  | { kind: 'update'; patch: Record<string, unknown> }
  | { kind: 'none' }
  | { kind: 'reject'; message: string };

export type MergeContext = { userId: string; now: Date; trx: Knex };

/**
 * One replicated collection, defined by the module that owns its table: the table's rows, its document
 * schema, row -> document mapping and merge rule. The sync engine (sync-service.ts) takes these.
 */
export type SyncCollectionDef<D extends SyncDoc> = {
  name: SyncCollection;
  rows: SyncTableRepository;
  docSchema: z.ZodType<D>;
  toDoc(row: unknown): D;
  merge(existing: unknown, incoming: D, ctx: MergeContext): Promise<MergeDecision>;
  /** Fields compared to decide whether the client must adopt the server's state after a push. */
  comparable(doc: D): unknown;
  /**
   * Runs in the push's transaction, after its writes, with the ids of the user's documents it received as
   * deleted (not refused): what the owner module removes along with them (a contract's versions).
   */
  onDeleted?(ids: string[], ctx: MergeContext): Promise<void>;
};

/** A client-sent timestamp, or now when it is missing, unreadable or in the future. */
export function clientDate(value: string, now: Date): Date {
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) || parsed > now ? now : parsed;
}
