import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createDb, type Db } from '../src/db/knex';

export const TEMPLATE_DATABASE = 'clausecraft_template';

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export type TestDatabase = { url: string; db: Db; drop: () => Promise<void> };

/** A fresh database for one test file: a copy of the migrated template (fast), or empty when asked. */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = createDb(adminUrl, 1);
  await admin.raw(
    options.empty ? `create database ${name}` : `create database ${name} template ${TEMPLATE_DATABASE}`,
  );
  await admin.destroy();
  const url = withDatabase(adminUrl, name);
  const db = createDb(url, 30);
  return {
    url,
    db,
    drop: async () => {
      await db.destroy();
      const a = createDb(adminUrl, 1);
      await a.raw(`drop database if exists ${name} with (force)`);
      await a.destroy();
    },
  };
}
