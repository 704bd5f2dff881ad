import type { Knex } from 'knex';
import { z } from 'zod';
import type { SyncCheckpoint } from '@shared-schema';

const idSchema = z.object({ id: z.string() });
const changeSchema = z.object({ id: z.string(), change_id: z.number() });

/** The oldest transaction still running: a pull never passes it, so a late committer is never skipped. */
export const XMIN = 'pg_snapshot_xmin(pg_current_snapshot())::text::bigint';

export type RowPatch = { id: string; patch: Record<string, unknown> };

/**
 * knex for the columns every synced table has (id, user_id, change_id, deleted): the commit-ordered pull
 * and the batched writes of a push. The module that owns a table builds one with its table name; the sync
 * engine itself names no table. Pulls are ordered by (change_id, id), where change_id is the writing
 * transaction's id, and only reach up to the oldest transaction still running: a writer that commits late
 * is never skipped by a client that already moved on.
 */
export class SyncTableRepository {
  constructor(readonly table: string) {}

  async page(
    db: Knex,
    userId: string,
    checkpoint: SyncCheckpoint | null,
    limit: number,
  ): Promise<{ rows: unknown[]; checkpoint: SyncCheckpoint | null }> {
    const query = db(this.table)
      .where('user_id', userId)
      .andWhereRaw(`change_id < ${XMIN}`)
      .orderBy([{ column: 'change_id' }, { column: 'id' }])
      .limit(limit);
    if (checkpoint) query.andWhereRaw('(change_id, id) > (?, ?::uuid)', [checkpoint.changeId, checkpoint.id]);
    const rows: unknown[] = await query;
    const last = rows.at(-1);
    const next = last ? changeSchema.parse(last) : undefined;
    return { rows, checkpoint: next ? { changeId: next.change_id, id: next.id } : checkpoint };
  }

  /**
   * Where a stream opened now starts: the newest change a pull can reach now (below the oldest open
   * transaction). The newest committed change would skip a writer that started earlier and commits later.
   */
  async latest(db: Knex, userId: string): Promise<SyncCheckpoint | null> {
    const row: unknown = await db(this.table)
      .where('user_id', userId)
      .andWhereRaw(`change_id < ${XMIN}`)
      .orderBy([
        { column: 'change_id', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .first('id', 'change_id');
    if (!row) return null;
    const parsed = changeSchema.parse(row);
    return { changeId: parsed.change_id, id: parsed.id };
  }

  /** The stored rows with these ids, whoever owns them, locked until the push commits. */
  async lock(trx: Knex, ids: string[]): Promise<Map<string, unknown>> {
    const rows: unknown[] = await trx(this.table).whereIn('id', ids).forUpdate();
    return new Map(rows.map((row) => [idSchema.parse(row).id, row]));
  }

  async insert(trx: Knex, rows: Record<string, unknown>[]): Promise<void> {
    if (rows.length > 0) await trx(this.table).insert(rows).onConflict('id').ignore();
  }

  /**
   * Writes many patches in few statements: one UPDATE per set of changed columns, the values typed by the
   * table's own row type (jsonb_populate_recordset), instead of one round trip per document.
   */
  async update(trx: Knex, updates: RowPatch[]): Promise<void> {
    const groups = new Map<string, Array<Record<string, unknown>>>();
    for (const { id, patch } of updates) {
      const key = Object.keys(patch).sort().join(',');
      const group = groups.get(key) ?? [];
      group.push({ ...patch, id });
      groups.set(key, group);
    }
    const table = quote(this.table);
    for (const [key, rows] of groups) {
      const columns = key.split(',');
      const assignments = columns.map((column) => `${quote(column)} = v.${quote(column)}`).join(', ');
      await trx.raw(
        `update ${table} as t set ${assignments} from jsonb_populate_recordset(null::${table}, ?::jsonb) as v where t.id = v.id`,
        [JSON.stringify(rows)],
      );
    }
  }

  async owned(trx: Knex, userId: string, ids: string[]): Promise<unknown[]> {
    return trx(this.table).whereIn('id', ids).andWhere('user_id', userId);
  }
}

/** Column and table names come from our own definitions, never from clients; quoted all the same. */
function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}
