import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { readdir } from 'node:fs/promises';
import { MIGRATIONS, migrateLatest, rollbackAll } from './migrate';

async function tables(database: TestDatabase): Promise<string[]> {
  const result: { rows: Array<{ table_name: string }> } = await database.db.raw(
    "select table_name from information_schema.tables where table_schema = 'public' and table_name not like 'knex_%' order by 1",
  );
  return result.rows.map((r) => r.table_name);
}

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  });
  afterAll(() => database.drop());

  it('migrate a scratch database all the way up, all the way down, and up again', async () => {
    const applied = await migrateLatest(database.db);
    expect(applied.length).toBeGreaterThanOrEqual(5);
    const up = await tables(database);
    for (const table of [
      'users',
      'refresh_tokens',
      'credit_ledger',
      'credit_balances',
      'contracts',
      'chat_messages',
      'contract_reviews',
      'support_requests',
      'promotions',
      'blog_posts',
      'seo_content',
      'activity_logs',
      'app_settings',
      'checkout_sessions',
      'payment_events',
    ]) {
      expect(up).toContain(table);
    }
    await rollbackAll(database.db);
    expect(await tables(database)).toEqual([]);
    await migrateLatest(database.db);
    expect(await tables(database)).toEqual(up);
  });

  it('lists every migration file, in order', async () => {
    const files = (await readdir(new URL('../../../migrations', import.meta.url)))
      .filter((f) => f.endsWith('.ts'))
      .sort();
    expect(MIGRATIONS.map(([name]) => `${name}.ts`)).toEqual(files);
  });

  it('stamps synced rows with the writing transaction id', async () => {
    const userId = '00000000-0000-4000-8000-000000000001';
    await database.db('users').insert({ id: userId, email: 'stamp@example.com', role: 'user' });
    const txid = await database.db.transaction(async (trx) => {
      await trx('contracts').insert({
        id: '00000000-0000-4000-8000-000000000002',
        user_id: userId,
        contract_number: 'CB-2026-000001',
        name: 'x',
      });
      const r: { rows: Array<{ id: string }> } = await trx.raw('select pg_current_xact_id()::text as id');
      return Number(r.rows[0]?.id);
    });
    const row: unknown = await database.db('contracts').first('change_id');
    expect(row).toEqual({ change_id: txid });
  });
});
