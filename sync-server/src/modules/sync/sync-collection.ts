import type { Knex } from 'knex';
import type { z } from 'zod';
import type { SyncCollection, SyncDoc } from '@shared-schema';

/** What a push decides for one document, given the row the server has (if any). jsonb values are plain objects. */
export type MergeDecision =
  | { kind: 'insert'; row: Record<string, unknown> }
  | { kind: 'update'; patch: Record<string, unknown> }
  | { kind: 'none' }
  | { kind: 'reject'; message: string };

export type MergeContext = { userId: string; now: Date; trx: Knex };

/** One replicated collection: its table, its document schema, row <-> document mapping and merge rule. */
export type SyncCollectionDef<D extends SyncDoc> = {
  name: SyncCollection;
  table: string;
  docSchema: z.ZodType<D>;
  toDoc(row: unknown): D;
  merge(existing: unknown, incoming: D, ctx: MergeContext): Promise<MergeDecision>;
  /** Fields compared to decide whether the client must adopt the server's state after a push. */
  comparable(doc: D): unknown;
};

/** Field clocks come from the client; a clock from the future is capped at the server's now. */
export function capClock(value: number | undefined, now: Date): number {
  return Math.min(value ?? 0, now.getTime());
}

export function capClocks(clocks: Record<string, number>, now: Date): Record<string, number> {
  return Object.fromEntries(Object.entries(clocks).map(([k, v]) => [k, capClock(v, now)]));
}

export function toIso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** A client-sent timestamp, or now when it is missing, unreadable or in the future. */
export function clientDate(value: string, now: Date): Date {
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) || parsed > now ? now : parsed;
}
