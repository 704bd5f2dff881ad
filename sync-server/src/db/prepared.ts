import type { Knex } from 'knex';
import pg from 'pg';

/**
 * Runs a named prepared statement on a connection of knex's pool, without knex's query builder and its query
 * pipeline (0.03 to 0.05 ms of CPU per query, `npm run bench -- server`): for the hottest reads only. Outside
 * any transaction: a call inside one goes through knex on the transaction. The pool, its limits and its
 * connection checks stay knex's.
 */
export async function preparedRows<Row extends pg.QueryResultRow>(
  db: Knex,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  // knex types its client loosely: its pg client hands out pg.Client connections (see backup-rows.ts).
  const connection: unknown = await db.client.acquireConnection();
  try {
    if (!(connection instanceof pg.Client)) throw new Error('Prepared reads need the node-postgres driver');
    const result = await connection.query<Row>({ name, text, values });
    return result.rows;
  } finally {
    await db.client.releaseConnection(connection);
  }
}
