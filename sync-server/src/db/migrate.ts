import type { Knex } from 'knex';
import * as usersAndIdentity from '../../../migrations/20261122000100_users_and_identity';
import * as creditsLedger from '../../../migrations/20261122000200_credits_ledger';
import * as syncedDocuments from '../../../migrations/20261122000300_synced_documents';
import * as supportContentAndAdmin from '../../../migrations/20261122000400_support_content_and_admin';
import * as promotionsAndPayments from '../../../migrations/20261122000500_promotions_and_payments';
import * as paymentGrants from '../../../migrations/20261122010700_payment_grants';
import * as rateLimits from '../../../migrations/20261122020000_rate_limits';
import * as adminSearchAndCounters from '../../../migrations/20261123001000_admin_search_and_counters';
import * as adminCountersTruncate from '../../../migrations/20261123003000_admin_counters_truncate';
import * as accountSecurityHardening from '../../../migrations/20261124000100_account_security_hardening';
import * as contractDownloadHash from '../../../migrations/20261124000200_contract_download_hash';
import * as accountChangeNotify from '../../../migrations/20261124031600_account_change_notify';
import * as contractLocale from '../../../migrations/20261128000100_contract_locale';
import * as esign from '../../../migrations/20261128002000_esign';
import * as contractVersions from '../../../migrations/20261128140000_contract_versions';

type Migration = { up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

/**
 * Every migration, in order, imported statically so they run the same under tsx, vitest and the knex CLI.
 * A new migration file goes in migrations/ and gets one line here (a test checks that none is missing).
 */
export const MIGRATIONS: ReadonlyArray<readonly [string, Migration]> = [
  ['20261122000100_users_and_identity', usersAndIdentity],
  ['20261122000200_credits_ledger', creditsLedger],
  ['20261122000300_synced_documents', syncedDocuments],
  ['20261122000400_support_content_and_admin', supportContentAndAdmin],
  ['20261122000500_promotions_and_payments', promotionsAndPayments],
  ['20261122010700_payment_grants', paymentGrants],
  ['20261122020000_rate_limits', rateLimits],
  ['20261123001000_admin_search_and_counters', adminSearchAndCounters],
  ['20261123003000_admin_counters_truncate', adminCountersTruncate],
  ['20261124000100_account_security_hardening', accountSecurityHardening],
  ['20261124000200_contract_download_hash', contractDownloadHash],
  ['20261124031600_account_change_notify', accountChangeNotify],
  ['20261128000100_contract_locale', contractLocale],
  ['20261128002000_esign', esign],
  ['20261128140000_contract_versions', contractVersions],
];

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => MIGRATIONS.map(([name]) => name),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const found = MIGRATIONS.find(([n]) => n === name);
    if (!found) throw new Error(`Unknown migration ${name}`);
    return found[1];
  },
};

export const migrationConfig: Knex.MigratorConfig = { migrationSource: source, tableName: 'knex_migrations' };

export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied]: [number, string[]] = await db.migrate.latest(migrationConfig);
  return applied;
}

export async function rollbackAll(db: Knex): Promise<void> {
  await db.migrate.rollback(migrationConfig, true);
}
