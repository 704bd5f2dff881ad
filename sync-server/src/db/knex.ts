import knex, { type Knex } from 'knex';
import pg from 'pg';

export type Db = Knex;

// bigint columns (change ids, counts) fit in a JS number for this product's lifetime; parse them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function createDb(connectionString: string, poolMax = 20): Db {
  return knex({
    client: 'pg',
    connection: { connectionString, application_name: 'clausecraft' },
    pool: { min: 0, max: poolMax },
  });
}
