import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';
import { MIGRATIONS } from '../../db/migrate';
import { BadRequestError } from '../../errors';
import { rowFormat, type BackupHeader, type BackupManifest } from './backup-format';
import { loadRows, selectList } from './backup-rows';
import { BackupInvalidError, readBackup } from './backup-reader';
import { startBulkLoad } from './backup-bulk-load';
import {
  clearedTable,
  diffTable,
  liveFacts,
  report,
  type LiveFacts,
  type TableChange,
} from './backup-restore-report';
import { keptSettings, restoreSettings } from './backup-kept-settings';
import {
  SYNCED_TABLES,
  currentSchema,
  listTables,
  qualified,
  quoteIdent,
  type TableInfo,
} from './backup-tables';

export type RestoreOptions = {
  filePath: string;
  key: Buffer;
  testMode: boolean;
  clearExisting: boolean;
  specificTables?: string[] | undefined;
  /** app_settings keys whose live value survives the restore (the maintenance switch, unless asked). */
  keepSettings?: string[] | undefined;
};
export type RestoreResult = {
  recordsRestored: number;
  tablesRestored: number;
  migratedFrom: string | null;
  /** Table by table, what the restore inserts, replaces and deletes; the same in test mode and for real. */
  tables: TableChange[];
};

/** The channel live sync listens on; `{resync:true}` tells every open event stream to send RESYNC. */
const SYNC_CHANNEL = 'clausecraft_sync';

const countRow = z.object({ rows: z.array(z.object({ n: z.coerce.number() })) });
const seqRow = z.object({ rows: z.array(z.object({ column_name: z.string(), seq: z.string() })) });

type Plan = {
  /** Loads a batch of rows (JSON texts) of `table`; rows of tables the restore leaves out are skipped. */
  insert(table: string, columns: string[], rows: string[]): Promise<void>;
  /** After the manifest checked out: brings the loaded rows live (or nothing, in test mode). */
  finish(manifest: BackupManifest): Promise<RestoreResult>;
};

/**
 * Restores a backup in ONE transaction; a damaged file, a newer schema or a violated constraint throws,
 * the transaction rolls back and nothing live has changed.
 * - Test mode, a merge (no clearExisting) or an older schema: a scratch schema is built by the backup's own
 *   migrations, every row is loaded there (constraints checked), later migrations bring it forward, the
 *   counts are compared with the manifest; test mode then rolls back, otherwise the live tables are locked
 *   and filled from the scratch schema.
 * - clearExisting on the current schema: the live tables are locked and cleared first and the rows go
 *   straight into them (half the work for large tables); the checksum at the end still decides commit
 *   or rollback.
 */
export async function restoreBackup(db: Knex, options: RestoreOptions): Promise<RestoreResult> {
  const trx = await db.transaction();
  try {
    const live = await currentSchema(trx);
    const kept = await keptSettings(trx, options.keepSettings);
    let header: BackupHeader | undefined;
    let plan: Plan | undefined;
    const manifest = await readBackup(options.filePath, options.key, {
      header: async (h) => {
        header = h;
        checkTables(h, options.specificTables);
        const facts = await liveFacts(trx, live, selectedTables(h, options.specificTables), options);
        const direct =
          !options.testMode && options.clearExisting && sameSchema(checkSchemaVersion(h.schemaVersion));
        plan = direct ? await directPlan(trx, facts, h, options) : await scratchPlan(trx, facts, h, options);
      },
      rows: async (table, rows) => {
        const columns = header?.tables.find((t) => t.name === table)?.columns ?? [];
        await plan?.insert(table, columns, rows);
      },
    });
    if (!header || !plan) throw new BackupInvalidError('missing header');
    const result = await plan.finish(manifest);
    if (options.testMode) await trx.rollback();
    else {
      if (selectedTables(header, options.specificTables).includes('app_settings'))
        await restoreSettings(trx, kept);
      await trx.commit();
    }
    return result;
  } catch (error) {
    if (!trx.isCompleted()) await trx.rollback().catch(() => undefined);
    throw error;
  }
}

function checkTables(header: BackupHeader, specificTables: string[] | undefined): void {
  const unknown = (specificTables ?? []).filter((t) => !header.tables.some((h) => h.name === t));
  if (unknown.length > 0)
    throw new BadRequestError(`This backup has no table named ${unknown.join(', ')}`, 'unknown-table');
}

function selectedTables(header: BackupHeader, specificTables: string[] | undefined): string[] {
  return header.tables
    .map((t) => t.name)
    .filter((name) => !specificTables?.length || specificTables.includes(name));
}

/** The migrations the backup predates; refuses a backup of a newer or different schema. */
function checkSchemaVersion(schemaVersion: string[]): typeof MIGRATIONS {
  const known = MIGRATIONS.map(([name]) => name);
  const foreign = schemaVersion.find((name) => !known.includes(name));
  if (foreign)
    throw new BadRequestError(
      `This backup was made by a newer or different version of Clausecraft (migration ${foreign} is unknown here). Update the server before restoring it.`,
      'backup-schema-newer',
    );
  if (schemaVersion.some((name, i) => known[i] !== name))
    throw new BadRequestError(
      'This backup was made with migrations in a different order and cannot be migrated forward.',
      'backup-schema-mismatch',
    );
  return MIGRATIONS.slice(schemaVersion.length);
}

function sameSchema(later: typeof MIGRATIONS): boolean {
  return later.length === 0;
}

function summary(
  manifest: BackupManifest,
  selected: string[],
  migratedFrom: string | null,
  changes: TableChange[],
): RestoreResult {
  const tables = manifest.tables.filter((t) => selected.includes(t.name));
  return {
    recordsRestored: tables.reduce((sum, t) => sum + t.rows, 0),
    tablesRestored: tables.length,
    migratedFrom,
    tables: changes,
  };
}

async function expectCounts(
  trx: Knex.Transaction,
  qualify: (t: string) => string,
  manifest: BackupManifest,
  tables: string[],
) {
  for (const entry of manifest.tables.filter((t) => tables.includes(t.name))) {
    const n = countRow.parse(await trx.raw(`select count(*) as n from ${qualify(entry.name)}`)).rows[0]?.n;
    if (n !== entry.rows)
      throw new BackupInvalidError(`${entry.name} holds ${n} rows after loading, not ${entry.rows}`);
  }
}

async function scratchPlan(
  trx: Knex.Transaction,
  facts: LiveFacts,
  header: BackupHeader,
  options: RestoreOptions,
): Promise<Plan> {
  const live = facts.schema;
  const later = checkSchemaVersion(header.schemaVersion);
  const scratch = `restore_${randomBytes(6).toString('hex')}`;
  await trx.raw(`create schema ${quoteIdent(scratch)}`);
  // New objects go to the scratch schema; public stays behind it for what extensions installed there
  // (pg_trgm's operator classes, which the migrations' indexes name unqualified).
  await trx.raw(`set local search_path to ${quoteIdent(scratch)}, public`);
  for (const [, migration] of MIGRATIONS.slice(0, header.schemaVersion.length)) await migration.up(trx);
  // Scratch rows need no change numbers or live-sync notifications; the live insert sets both.
  for (const t of header.tables)
    if (SYNCED_TABLES.has(t.name)) await trx.raw(`alter table ${quoteIdent(t.name)} disable trigger user`);
  const S = (t: string) => `${quoteIdent(scratch)}.${quoteIdent(t)}`;
  return {
    insert: (table, columns, rows) => loadRows(trx, S(table), columns, rows, rowFormat(header)),
    finish: async (manifest) => {
      for (const [, migration] of later) await migration.up(trx);
      await expectCounts(
        trx,
        S,
        manifest,
        manifest.tables.map((t) => t.name),
      );
      await trx.raw('set local search_path to default');
      const selected = selectedTables(header, options.specificTables);
      const changes = await report(
        trx,
        facts,
        selected,
        (t) => ({ before: qualified(live, t), after: S(t) }),
        options.clearExisting ? 'replace' : 'merge',
      );
      const result = summary(
        manifest,
        selected,
        later.length > 0 ? (header.schemaVersion.at(-1) ?? null) : null,
        changes,
      );
      if (options.testMode) return result;
      const tables = await lockLive(trx, live, selected);
      if (options.clearExisting) {
        await clearLive(trx, live, tables, !options.specificTables?.length);
        const bulk = await startBulkLoad(trx, live, tables);
        for (const t of tables)
          await trx.raw(
            `insert into ${qualified(live, t.name)} (${t.columns.map(quoteIdent).join(', ')}) select ${selectList(t.columns, bulk.overrides(t.name))} from ${S(t.name)}`,
          );
        await bulk.finish();
      } else {
        // A merge keeps what is live; every row it adds goes through the usual triggers.
        for (const t of tables) {
          const list = t.columns.map(quoteIdent).join(', ');
          await trx.raw(
            `insert into ${qualified(live, t.name)} (${list}) select ${list} from ${S(t.name)} on conflict do nothing`,
          );
        }
      }
      await finishLive(trx, live, tables, options.clearExisting);
      await trx.raw(`drop schema ${quoteIdent(scratch)} cascade`);
      return result;
    },
  };
}

async function directPlan(
  trx: Knex.Transaction,
  facts: LiveFacts,
  header: BackupHeader,
  options: RestoreOptions,
): Promise<Plan> {
  const live = facts.schema;
  const selected = selectedTables(header, options.specificTables);
  const tables = await lockLive(trx, live, selected);
  for (const t of header.tables.filter((h) => selected.includes(h.name))) {
    const liveColumns = tables.find((l) => l.name === t.name)?.columns ?? [];
    const missing = t.columns.filter((c) => !liveColumns.includes(c));
    if (missing.length > 0)
      throw new BadRequestError(
        `The backup's ${t.name} has columns this database lacks: ${missing.join(', ')}`,
        'backup-schema-mismatch',
      );
  }
  // The live keys and the dependents' counts, kept aside for the report, which compares after the load.
  for (const t of tables) {
    const key = facts.keys.get(t.name) ?? [];
    const list = key.length > 0 ? key.map(quoteIdent).join(', ') : '1 as no_key';
    await trx.raw(
      `create temp table ${keysAside(t.name)} on commit drop as select ${list} from ${qualified(live, t.name)}`,
    );
  }
  const cleared: TableChange[] = [];
  for (const table of facts.dependents) cleared.push(await clearedTable(trx, table, qualified(live, table)));
  await clearLive(trx, live, tables, !options.specificTables?.length);
  const bulk = await startBulkLoad(trx, live, tables);
  return {
    insert: async (table, columns, rows) => {
      if (!selected.includes(table)) return;
      await loadRows(trx, qualified(live, table), columns, rows, rowFormat(header), bulk.overrides(table));
    },
    finish: async (manifest) => {
      await bulk.finish();
      await expectCounts(trx, (t) => qualified(live, t), manifest, selected);
      const changes: TableChange[] = [];
      for (const t of tables)
        changes.push(
          await diffTable(
            trx,
            t.name,
            { before: keysAside(t.name), after: qualified(live, t.name) },
            facts.keys.get(t.name) ?? [],
            'replace',
          ),
        );
      await finishLive(trx, live, tables, true);
      return summary(manifest, selected, null, [...changes, ...cleared]);
    },
  };
}

const tombstones = (table: string) => quoteIdent(`restore_tomb_${table}`);
const keysAside = (table: string) => quoteIdent(`restore_keys_${table}`);

/** Locks the live tables (parents first): requests touching them wait until commit, none sees a mix. */
async function lockLive(trx: Knex.Transaction, live: string, names: string[]): Promise<TableInfo[]> {
  const tables = (await listTables(trx, live)).filter((t) => names.includes(t.name));
  if (tables.length > 0)
    await trx.raw(
      `lock table ${tables.map((t) => qualified(live, t.name)).join(', ')} in access exclusive mode`,
    );
  return tables;
}

async function clearLive(
  trx: Knex.Transaction,
  live: string,
  tables: TableInfo[],
  everyTable: boolean,
): Promise<void> {
  // Synced documents are kept aside: those the backup lacks come back as tombstones (finishLive).
  for (const t of tables.filter((t) => SYNCED_TABLES.has(t.name)))
    await trx.raw(
      `create temp table ${tombstones(t.name)} on commit drop as select * from ${qualified(live, t.name)}`,
    );
  // Replacing everything: TRUNCATE (instant, and its CASCADE empties only what deleting every user would
  // cascade to anyway: sessions and one-time codes). Some tables only: DELETE, so foreign keys decide.
  if (everyTable && tables.length > 0)
    await trx.raw(`truncate ${tables.map((t) => qualified(live, t.name)).join(', ')} cascade`);
  else for (const t of [...tables].reverse()) await trx.raw(`delete from ${qualified(live, t.name)}`);
}

/**
 * Synced documents created after the backup become tombstones, so devices that already have them delete
 * them on their next pull instead of keeping (and re-pushing) rows the server no longer knows. Every
 * restored row got the restoring transaction's change number from the trigger, above every client's
 * checkpoint; open event streams are told to RESYNC on commit. Serial columns continue after the highest
 * restored value.
 */
async function finishLive(
  trx: Knex.Transaction,
  live: string,
  tables: TableInfo[],
  cleared: boolean,
): Promise<void> {
  const L = (t: string) => qualified(live, t);
  if (cleared) {
    for (const t of tables.filter((t) => SYNCED_TABLES.has(t.name))) {
      const list = t.columns
        .filter((c) => c !== 'deleted')
        .map(quoteIdent)
        .join(', ');
      await trx.raw(
        `insert into ${L(t.name)} (${list}, deleted)
           select ${list}, true from ${tombstones(t.name)} tomb
            where not exists (select 1 from ${L(t.name)} r where r.id = tomb.id)
              and exists (select 1 from ${L('users')} u where u.id = tomb.user_id)`,
      );
    }
  }
  // No version outlives its contract (decision 0300): versions restored for a contract that is deleted
  // (live, or in the backup) go; devices drop theirs when the contract's tombstone reaches them.
  if (tables.some((t) => t.name === 'contracts' || t.name === 'contract_versions'))
    await trx.raw(
      `delete from ${L('contract_versions')} v using ${L('contracts')} c
        where c.id = v.contract_id and c.user_id = v.user_id and c.deleted`,
    );
  for (const t of tables) {
    const sequences = seqRow.parse(
      await trx.raw(
        `select column_name, pg_get_serial_sequence(?, column_name) as seq from information_schema.columns
          where table_schema = ? and table_name = ? and pg_get_serial_sequence(?, column_name) is not null`,
        [L(t.name), live, t.name, L(t.name)],
      ),
    ).rows;
    for (const s of sequences)
      await trx.raw(
        `select setval(?, coalesce((select max(${quoteIdent(s.column_name)}) from ${L(t.name)}), 0) + 1, false)`,
        [s.seq],
      );
  }
  await trx.raw('select pg_notify(?, ?)', [SYNC_CHANNEL, JSON.stringify({ resync: true })]);
}
