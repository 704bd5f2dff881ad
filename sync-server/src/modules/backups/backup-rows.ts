import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { RowFormat } from './backup-format';
import { quoteIdent } from './backup-tables';

/** The connection a knex transaction runs on: COPY streams through it, inside the transaction. */
async function transactionConnection(trx: Knex.Transaction): Promise<pg.Client> {
  // knex types its client loosely; a transaction's client hands out the transaction's own connection.
  const connection: unknown = await trx.client.acquireConnection();
  if (!(connection instanceof pg.Client)) throw new Error('Backups need the node-postgres driver');
  return connection;
}

/** The rows of `table` in COPY text format, one per line, read in the transaction's snapshot. */
export async function* copyRowsOut(
  trx: Knex.Transaction,
  table: string,
  columns: string[],
): AsyncGenerator<Buffer> {
  const client = await transactionConnection(trx);
  const stream = client.query(copyTo(`copy ${table} (${columns.map(quoteIdent).join(', ')}) to stdout`));
  for await (const chunk of stream) if (Buffer.isBuffer(chunk)) yield chunk;
}

/** `columns` for a SELECT, with the overridden ones replaced by their (integer) values. */
export function selectList(columns: string[], overrides: ReadonlyMap<string, string>): string {
  return columns
    .map((c) => {
      const value = overrides.get(c);
      if (value === undefined) return quoteIdent(c);
      if (!/^-?\d+$/.test(value)) throw new Error(`Override ${value} is not an integer`);
      return value;
    })
    .join(', ');
}

/**
 * Loads a batch of backed-up rows into `target`. `overrides` replaces columns by a computed value (an
 * integer, e.g. the restoring transaction's change number) instead of the backed-up one.
 */
export async function loadRows(
  trx: Knex.Transaction,
  target: string,
  columns: string[],
  rows: string[],
  format: RowFormat,
  overrides: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  const list = columns.map(quoteIdent).join(', ');
  if (format === 'json') {
    await trx.raw(
      `insert into ${target} (${list}) select ${selectList(columns, overrides)} from json_populate_recordset(null::${target}, ?::json)`,
      [`[${rows.join(',')}]`],
    );
    return;
  }
  const replaced: Array<[number, string]> = [];
  columns.forEach((c, i) => {
    const value = overrides.get(c);
    if (value !== undefined) replaced.push([i, value]);
  });
  // COPY's text format escapes tabs inside values, so splitting a row on tabs gives exactly its fields.
  const lines =
    replaced.length === 0
      ? rows
      : rows.map((row) => {
          const fields = row.split('\t');
          for (const [i, value] of replaced) fields[i] = value;
          return fields.join('\t');
        });
  const client = await transactionConnection(trx);
  await pipeline(
    Readable.from([`${lines.join('\n')}\n`]),
    client.query(copyFrom(`copy ${target} (${list}) from stdin`)),
  );
}
