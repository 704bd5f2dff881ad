import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';
import { MIGRATIONS } from '../../db/migrate';
import { BadRequestError } from '../../errors';
import type { BackupHeader } from './backup-format';
import { BackupInvalidError, readBackup } from './backup-reader';
import { SYNCED_TABLES, currentSchema, listTables, quoteIdent } from './backup-tables';

export type RestoreOptions = {
  filePath: string;
  key: Buffer;
  testMode: boolean;
  clearExisting: boolean;
  specificTables?: string[] | undefined;
};
export type RestoreResult = { recordsRestored: number; tablesRestored: number; migratedFrom: string | null };

/** The channel live sync listens on; `{resync:true}` tells every open event stream to send RESYNC. */
const SYNC_CHANNEL = 'clausecraft_sync';

const countRow = z.object({ rows: z.array(z.object({ n: z.coerce.number() })) });
const seqRow = z.object({ rows: z.array(z.object({ column_name: z.string(), seq: z.string() })) });

/**
 * Restores a backup in ONE transaction:
 * 1. a scratch schema is built by the migrations the backup was made with, and every row is loaded into it
 *    (constraints checked on insert), then the later migrations bring it to the current schema;
 * 2. the manifest (checksum, row counts) is verified against the file and against the scratch tables;
 * 3. test mode stops here and rolls everything back; otherwise the live tables are locked, replaced (or
 *    completed, without clearExisting) from the scratch schema, and the transaction commits.
 * A damaged file, a newer schema or a violated constraint throws before anything live has changed.
 */
export async function restoreBackup(db: Knex, options: RestoreOptions): Promise<RestoreResult> {
  const trx = await db.transaction();
  try {
    const live = await currentSchema(trx);
    const scratch = `restore_${randomBytes(6).toString('hex')}`;
    await trx.raw(`create schema ${quoteIdent(scratch)}`);
    await trx.raw(`set local search_path to ${quoteIdent(scratch)}`);

    let header: BackupHeader | undefined;
    let laterMigrations: typeof MIGRATIONS = [];
    const manifest = await readBackup(options.filePath, options.key, {
      header: async (h) => {
        header = h;
        laterMigrations = await migrateScratch(trx, h.schemaVersion);
        // Scratch rows need no change numbers or live-sync notifications; the live insert sets both.
        for (const t of h.tables)
          if (SYNCED_TABLES.has(t.name))
            await trx.raw(`alter table ${quoteIdent(t.name)} disable trigger user`);
      },
      rows: async (table, rows) => {
        const columns = header?.tables.find((t) => t.name === table)?.columns ?? [];
        const list = columns.map(quoteIdent).join(', ');
        await trx.raw(
          `insert into ${quoteIdent(table)} (${list}) select ${list} from json_populate_recordset(null::${quoteIdent(table)}, ?::json)`,
          [`[${rows.join(',')}]`],
        );
      },
    });
    if (!header) throw new BackupInvalidError('missing header');
    for (const [, migration] of laterMigrations) await migration.up(trx);

    for (const entry of manifest.tables) {
      const n = countRow.parse(await trx.raw(`select count(*) as n from ${quoteIdent(entry.name)}`)).rows[0]
        ?.n;
      if (n !== entry.rows)
        throw new BackupInvalidError(`${entry.name} holds ${n} rows after loading, not ${entry.rows}`);
    }

    const inBackup = manifest.tables.map((t) => t.name);
    const unknown = (options.specificTables ?? []).filter((t) => !inBackup.includes(t));
    if (unknown.length > 0)
      throw new BadRequestError(`This backup has no table named ${unknown.join(', ')}`, 'unknown-table');
    const selected = manifest.tables.filter(
      (t) => !options.specificTables?.length || options.specificTables.includes(t.name),
    );
    const result: RestoreResult = {
      recordsRestored: selected.reduce((sum, t) => sum + t.rows, 0),
      tablesRestored: selected.length,
      migratedFrom: laterMigrations.length > 0 ? (header.schemaVersion.at(-1) ?? null) : null,
    };
    if (options.testMode) {
      await trx.rollback();
      return result;
    }

    await trx.raw('set local search_path to default');
    await replaceLive(trx, {
      live,
      scratch,
      tables: selected.map((t) => t.name),
      clearExisting: options.clearExisting,
      everyTable: !options.specificTables?.length,
    });
    await trx.raw(`drop schema ${quoteIdent(scratch)} cascade`);
    await trx.raw('select pg_notify(?, ?)', [SYNC_CHANNEL, JSON.stringify({ resync: true })]);
    await trx.commit();
    return result;
  } catch (error) {
    if (!trx.isCompleted()) await trx.rollback().catch(() => undefined);
    throw error;
  }
}

/** Runs the backup's migrations in the scratch schema; returns the ones the backup predates. */
async function migrateScratch(trx: Knex.Transaction, schemaVersion: string[]): Promise<typeof MIGRATIONS> {
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
  for (const [, migration] of MIGRATIONS.slice(0, schemaVersion.length)) await migration.up(trx);
  return MIGRATIONS.slice(schemaVersion.length);
}

async function replaceLive(
  trx: Knex.Transaction,
  options: { live: string; scratch: string; tables: string[]; clearExisting: boolean; everyTable: boolean },
): Promise<void> {
  const liveTables = await listTables(trx, options.live);
  // Parents first, as the live schema orders them; requests touching these tables wait until commit.
  const tables = liveTables.filter((t) => options.tables.includes(t.name));
  const L = (t: string) => `${quoteIdent(options.live)}.${quoteIdent(t)}`;
  const S = (t: string) => `${quoteIdent(options.scratch)}.${quoteIdent(t)}`;
  if (tables.length === 0) return;
  await trx.raw(`lock table ${tables.map((t) => L(t.name)).join(', ')} in access exclusive mode`);

  if (options.clearExisting) {
    // Synced documents created after the backup become tombstones, so devices that already have them
    // delete them on their next pull instead of keeping (and re-pushing) rows the server no longer knows.
    for (const t of tables.filter((t) => SYNCED_TABLES.has(t.name))) {
      await trx.raw(
        `create temp table ${quoteIdent(`tomb_${t.name}`)} on commit drop as
           select * from ${L(t.name)} l where not exists (select 1 from ${S(t.name)} s where s.id = l.id)`,
      );
    }
    // Replacing everything: TRUNCATE (instant, and its CASCADE empties only what deleting every user would
    // cascade to anyway: sessions and one-time codes). Some tables only: DELETE, so foreign keys decide.
    if (options.everyTable) await trx.raw(`truncate ${tables.map((t) => L(t.name)).join(', ')} cascade`);
    else for (const t of [...tables].reverse()) await trx.raw(`delete from ${L(t.name)}`);
  }
  for (const t of tables) {
    const list = t.columns.map(quoteIdent).join(', ');
    await trx.raw(
      `insert into ${L(t.name)} (${list}) select ${list} from ${S(t.name)}${options.clearExisting ? '' : ' on conflict do nothing'}`,
    );
  }
  if (options.clearExisting) {
    for (const t of tables.filter((t) => SYNCED_TABLES.has(t.name))) {
      const list = t.columns
        .filter((c) => c !== 'deleted')
        .map(quoteIdent)
        .join(', ');
      await trx.raw(
        `insert into ${L(t.name)} (${list}, deleted)
           select ${list}, true from ${quoteIdent(`tomb_${t.name}`)} tomb
            where exists (select 1 from ${L('users')} u where u.id = tomb.user_id)`,
      );
    }
  }
  // Serial columns continue after the highest restored value.
  for (const t of tables) {
    const sequences = seqRow.parse(
      await trx.raw(
        `select column_name, pg_get_serial_sequence(?, column_name) as seq from information_schema.columns
          where table_schema = ? and table_name = ? and pg_get_serial_sequence(?, column_name) is not null`,
        [L(t.name), options.live, t.name, L(t.name)],
      ),
    ).rows;
    for (const s of sequences)
      await trx.raw(
        `select setval(?, coalesce((select max(${quoteIdent(s.column_name)}) from ${L(t.name)}), 0) + 1, false)`,
        [s.seq],
      );
  }
}
