import type { Knex } from 'knex';
import { z } from 'zod';
import { SYNCED_TABLES, quoteIdent, type TableInfo } from './backup-tables';

/**
 * Bulk loading for restores that replace whole tables. Inside the restoring transaction (the tables are
 * locked in access exclusive mode, so nobody sees the intermediate state) it suspends the per-row work a
 * normal write needs and a restore does not:
 * - the synced tables' row triggers: the change number is written by the insert itself (the restoring
 *   transaction's id, as the trigger would) and one RESYNC notification replaces a million per-row ones;
 * - secondary indexes (those not backing a constraint): built once after the load, which is several times
 *   cheaper than maintaining them row by row. Primary keys and unique constraints stay, so duplicates
 *   still fail the restore.
 * Everything is transactional DDL: a failed restore rolls the triggers and indexes back with the rows.
 */
export type BulkLoad = {
  /** The columns of `table` the load sets itself: the change number of the synced tables. */
  overrides(table: string): ReadonlyMap<string, string>;
  /** Rebuilds the indexes and re-enables the triggers; call once, after every row is in. */
  finish(): Promise<void>;
};

const indexRow = z.object({ name: z.string(), definition: z.string() });
const changeIdRow = z.object({ rows: z.array(z.object({ id: z.string().regex(/^\d+$/) })).length(1) });

export function rowTriggers(table: string): string[] {
  return SYNCED_TABLES.has(table) ? [`${table}_change_id`, `${table}_notify`] : [];
}

export async function startBulkLoad(
  trx: Knex.Transaction,
  schema: string,
  tables: TableInfo[],
): Promise<BulkLoad> {
  const qualified = (t: string) => `${quoteIdent(schema)}.${quoteIdent(t)}`;
  // The change number a write in this transaction gets (what the `set_change_id` trigger would set).
  const changeId =
    changeIdRow.parse(await trx.raw('select pg_current_xact_id()::text as id')).rows[0]?.id ?? '';
  const synced = new Map([['change_id', changeId]]);
  const none = new Map<string, string>();
  const names = tables.map((t) => t.name);
  const indexes = z.object({ rows: z.array(indexRow) }).parse(
    await trx.raw(
      `select i.indexname as name, i.indexdef as definition
           from pg_indexes i
           join pg_class c on c.relname = i.indexname
           join pg_namespace n on n.oid = c.relnamespace and n.nspname = i.schemaname
          where i.schemaname = ? and i.tablename = any(?)
            and not exists (select 1 from pg_constraint k where k.conindid = c.oid)`,
      [schema, names],
    ),
  ).rows;
  for (const index of indexes) await trx.raw(`drop index ${quoteIdent(schema)}.${quoteIdent(index.name)}`);
  for (const table of names)
    for (const trigger of rowTriggers(table))
      await trx.raw(`alter table ${qualified(table)} disable trigger ${quoteIdent(trigger)}`);
  return {
    overrides: (table) => (SYNCED_TABLES.has(table) ? synced : none),
    finish: async () => {
      for (const index of indexes) await trx.raw(index.definition);
      for (const table of names)
        for (const trigger of rowTriggers(table))
          await trx.raw(`alter table ${qualified(table)} enable trigger ${quoteIdent(trigger)}`);
    },
  };
}
