import type { Knex } from 'knex';
import { z } from 'zod';
import { BadRequestError } from '../../errors';
import {
  OPERATIONAL_TABLES,
  foreignKeys,
  listTables,
  primaryKeys,
  qualified,
  quoteIdent,
  type ForeignKey,
} from './backup-tables';

/**
 * What a restore does to one table, counted by primary key: rows it adds, rows it overwrites, rows it removes
 * (synced documents are removed as tombstones). `restored: false` marks a table outside the restore that
 * loses rows through its foreign keys (sessions and one-time codes of replaced accounts).
 */
export type TableChange = {
  table: string;
  restored: boolean;
  insert: number;
  replace: number;
  delete: number;
};

const countsRow = z.object({
  rows: z
    .array(z.object({ insert: z.coerce.number(), replace: z.coerce.number(), delete: z.coerce.number() }))
    .length(1),
});
const countRow = z.object({ rows: z.array(z.object({ n: z.coerce.number() })).length(1) });

/**
 * The tables outside `selected` whose rows replacing `selected` deletes or changes through foreign keys
 * (ON DELETE CASCADE or SET NULL), followed transitively, sorted.
 */
export function dependentTables(fks: ForeignKey[], selected: string[]): string[] {
  const reached = new Set(selected);
  const out: string[] = [];
  for (let grew = true; grew;) {
    grew = false;
    for (const fk of fks)
      if (reached.has(fk.parent) && !reached.has(fk.child)) {
        reached.add(fk.child);
        out.push(fk.child);
        grew = true;
      }
  }
  return out.sort();
}

/**
 * A partial replace never deletes or rewrites business rows of a table it does not restore: it is refused,
 * naming the tables to add. Operational tables (sessions, one-time codes, throttles) are the exception,
 * reported up front as cleared: they describe the moment, and a replaced account's sessions should end.
 */
export function refuseBusinessDependents(dependents: string[], selected: string[]): void {
  const business = dependents.filter((t) => !OPERATIONAL_TABLES.has(t));
  if (business.length === 0) return;
  throw new BadRequestError(
    `Replacing ${selected.join(', ')} alone would delete or change rows of ${business.join(', ')}, which refer to ${selected.length === 1 ? 'it' : 'them'}. Add ${business.length === 1 ? 'that table' : 'those tables'} to specificTables, restore every table, or restore without clearExisting (a merge deletes nothing).`,
    'restore-needs-tables',
    { requiredTables: business },
  );
}

/**
 * Counts by primary key what turning `before` into `after` means for `table`: replace mode inserts the rows
 * only `after` has, replaces those both have and deletes those only `before` has; merge mode only inserts.
 */
export async function diffTable(
  trx: Knex.Transaction,
  table: string,
  relations: { before: string; after: string },
  key: string[],
  mode: 'replace' | 'merge',
): Promise<TableChange> {
  const { before, after } = relations;
  const match =
    key.length > 0 ? key.map((c) => `b.${quoteIdent(c)} = a.${quoteIdent(c)}`).join(' and ') : 'false';
  const result = countsRow.parse(
    await trx.raw(
      `select (select count(*) from ${after} a where not exists (select 1 from ${before} b where ${match})) as insert,
              (select count(*) from ${after} a where exists (select 1 from ${before} b where ${match})) as replace,
              (select count(*) from ${before} b where not exists (select 1 from ${after} a where ${match})) as delete`,
    ),
  ).rows[0];
  if (!result) return { table, restored: true, insert: 0, replace: 0, delete: 0 };
  return mode === 'replace'
    ? { table, restored: true, ...result }
    : { table, restored: true, insert: result.insert, replace: 0, delete: 0 };
}

/** A dependent table outside the restore: every row refers to a replaced row, so every row goes. */
export async function clearedTable(
  trx: Knex.Transaction,
  table: string,
  relation: string,
): Promise<TableChange> {
  const n = countRow.parse(await trx.raw(`select count(*) as n from ${relation}`)).rows[0]?.n ?? 0;
  return { table, restored: false, insert: 0, replace: 0, delete: n };
}

/** What the plans need to know about the live database besides the backup. */
export type LiveFacts = {
  schema: string;
  dependents: string[];
  keys: Map<string, string[]>;
  names: Set<string>;
};

/**
 * The live facts a plan needs: primary keys (for the report) and the tables outside the restore that a
 * replace reaches through foreign keys; a partial replace reaching business rows is refused here, before
 * anything is loaded, in test mode as for real.
 */
export async function liveFacts(
  trx: Knex.Transaction,
  schema: string,
  selected: string[],
  options: { clearExisting: boolean; specificTables?: string[] | undefined },
): Promise<LiveFacts> {
  const names = new Set((await listTables(trx, schema)).map((t) => t.name));
  const dependents = options.clearExisting
    ? dependentTables(await foreignKeys(trx, schema), selected).filter((t) => names.has(t))
    : [];
  if (options.specificTables?.length) refuseBusinessDependents(dependents, selected);
  return { schema, dependents, keys: await primaryKeys(trx, schema), names };
}

/** The report: each restored table compared by primary key, then the dependents that lose every row. */
export async function report(
  trx: Knex.Transaction,
  facts: LiveFacts,
  selected: string[],
  relations: (table: string) => { before: string; after: string },
  mode: 'replace' | 'merge',
): Promise<TableChange[]> {
  const changes: TableChange[] = [];
  for (const table of selected.filter((t) => facts.names.has(t)))
    changes.push(await diffTable(trx, table, relations(table), facts.keys.get(table) ?? [], mode));
  for (const table of facts.dependents)
    changes.push(await clearedTable(trx, table, qualified(facts.schema, table)));
  return changes;
}
