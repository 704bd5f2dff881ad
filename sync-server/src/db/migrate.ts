import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations', import.meta.url));

export const migrationConfig: Knex.MigratorConfig = {
  directory: MIGRATIONS_DIR,
  loadExtensions: ['.ts'],
  tableName: 'knex_migrations',
};

export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = await db.migrate.latest(migrationConfig);
  return applied;
}

export async function rollbackAll(db: Knex): Promise<void> {
  await db.migrate.rollback(migrationConfig, true);
}
