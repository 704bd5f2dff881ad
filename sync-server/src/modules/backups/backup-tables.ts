import type { Knex } from 'knex';
import { z } from 'zod';

export type TableInfo = { name: string; columns: string[] };

/** Tables the migrations own, never data: the schema version is recorded in the manifest instead. */
const MIGRATION_TABLES = new Set(['knex_migrations', 'knex_migrations_lock']);

/**
 * Derived tables, never backed up: the admin overview's counters are kept by triggers on the tables they
 * count, so a restore (plain deletes and inserts) keeps them right by itself.
 */
const DERIVED_TABLES = new Set(['admin_counters', 'admin_counter_deltas']);

/**
 * Operational tables left out of a `data` backup: throttles, rate counters and one-time codes describe the
 * moment, not the business. A `full` backup has them too, so a full restore brings sessions back as they were.
 */
export const OPERATIONAL_TABLES = new Set(['rate_limits', 'auth_failures', 'action_codes', 'refresh_tokens']);

/** The replicated tables: a restore tombstones their newer rows so sync clients converge (see restore). */
export const SYNCED_TABLES = new Set(['contracts', 'chat_messages', 'contract_reviews', 'contract_versions']);

const nameRow = z.object({ table_name: z.string() });
const columnRow = z.object({ table_name: z.string(), column_name: z.string() });
const fkRow = z.object({ child: z.string(), parent: z.string() });

export async function currentSchema(db: Knex): Promise<string> {
  const result = await db.raw('select current_schema() as schema');
  return (
    z.object({ rows: z.array(z.object({ schema: z.string() })).min(1) }).parse(result).rows[0]?.schema ?? ''
  );
}

/** Every base table of `schema` with its columns, parents before children (foreign keys), names sorted otherwise. */
export async function listTables(db: Knex, schema: string): Promise<TableInfo[]> {
  const names = z
    .array(nameRow)
    .parse(
      await db('information_schema.tables')
        .where({ table_schema: schema, table_type: 'BASE TABLE' })
        .select('table_name'),
    )
    .map((r) => r.table_name)
    .filter((n) => !MIGRATION_TABLES.has(n) && !DERIVED_TABLES.has(n))
    .sort();
  const columns = z
    .array(columnRow)
    .parse(
      await db('information_schema.columns')
        .where({ table_schema: schema })
        .andWhereNot('is_generated', 'ALWAYS')
        .orderBy(['table_name', 'ordinal_position'])
        .select('table_name', 'column_name'),
    );
  const fks = await foreignKeys(db, schema);
  const ordered = dependencyOrder(names, fks);
  return ordered.map((name) => ({
    name,
    columns: columns.filter((c) => c.table_name === name).map((c) => c.column_name),
  }));
}

export type ForeignKey = { child: string; parent: string };

/** Every foreign key of `schema` as (referencing table, referenced table). */
export async function foreignKeys(db: Knex, schema: string): Promise<ForeignKey[]> {
  const fkResult = await db.raw(
    `select c.relname as child, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = k.connamespace
      where k.contype = 'f' and n.nspname = ?`,
    [schema],
  );
  return z.object({ rows: z.array(fkRow) }).parse(fkResult).rows;
}

const pkRow = z.object({ table_name: z.string(), column_name: z.string() });

/** The primary key columns of every table of `schema`. */
export async function primaryKeys(db: Knex, schema: string): Promise<Map<string, string[]>> {
  const result = await db.raw(
    `select c.relname as table_name, a.attname as column_name
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where i.indisprimary and n.nspname = ?`,
    [schema],
  );
  const keys = new Map<string, string[]>();
  for (const row of z.object({ rows: z.array(pkRow) }).parse(result).rows)
    keys.set(row.table_name, [...(keys.get(row.table_name) ?? []), row.column_name]);
  return keys;
}

function dependencyOrder(names: string[], fks: Array<{ child: string; parent: string }>): string[] {
  const done = new Set<string>();
  const out: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (done.has(name) || path.has(name)) return;
    path.add(name);
    for (const fk of fks) if (fk.child === name && fk.parent !== name) visit(fk.parent, path);
    path.delete(name);
    if (names.includes(name) && !done.has(name)) {
      done.add(name);
      out.push(name);
    }
  };
  for (const name of names) visit(name, new Set());
  return out;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(schema: string, table: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(table)}`;
}
