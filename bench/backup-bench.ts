// Backup and restore at scale: 1,000,000 chat messages on the embedded PostgreSQL, through the same
// code the dashboard uses (encrypted logical snapshot; restore with clearExisting via the scratch schema).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { v7 as uuidv7 } from 'uuid';
import { freePort } from '../scripts/free-port';
import { startEmbeddedPostgres } from '../sync-server/src/db/embedded-postgres';
import { createDb } from '../sync-server/src/db/knex';
import { migrateLatest } from '../sync-server/src/db/migrate';
import { ActivityLogRepository } from '../sync-server/src/modules/activity/activity-log-repository';
import { ActivityService } from '../sync-server/src/modules/activity/activity-service';
import { BackupsService } from '../sync-server/src/modules/backups/backups-service';
import { round, type BenchRow } from './bench-row';

const MESSAGES = Number(process.env.BENCH_BACKUP_MESSAGES ?? 1_000_000);
const USERS = 100;

export async function run(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clausecraft-backup-bench-'));
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const db = createDb(pg.url, 4);
  try {
    await migrateLatest(db);
    const users = Array.from({ length: USERS }, (_, i) => ({
      id: uuidv7(),
      email: `bench-${i}@example.com`,
    }));
    await db('users').insert(users);
    // Server-side generation: the bench measures backup and restore, not the load. Ids are UUIDv7 as the
    // clients make them (PostgreSQL 18's uuidv7()), messages spread over 10,000 contracts.
    const seedStarted = performance.now();
    await db.raw(
      `insert into chat_messages (id, contract_id, user_id, role, content)
       select uuidv7(), c.ids[1 + (g % 10000)], u.ids[1 + (g % ${USERS})],
              case when g % 2 = 0 then 'user' else 'assistant' end,
              'Message ' || g || ': the client pays within 30 days of each invoice; late payments accrue 1% interest per month.'
         from generate_series(1, ?) g,
              (select array_agg(uuidv7()) as ids from generate_series(1, 10000)) c,
              (select array_agg(id) as ids from users) u`,
      [MESSAGES],
    );
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const activity = new ActivityService({ db, log: new ActivityLogRepository(db) });
    const backups = new BackupsService({ db, activity, dataDir, logger: pino({ level: 'silent' }) });
    const tableMb = Number(
      (await db.raw("select pg_total_relation_size('chat_messages') / 1048576.0 as mb")).rows[0]?.mb ?? 0,
    );

    let started = performance.now();
    const created = await backups.create('data', null);
    const backupSeconds = (performance.now() - started) / 1000;
    if (!created.success || !created.backup) throw new Error(`backup failed: ${created.error}`);

    started = performance.now();
    const restored = await backups.restore(
      { backupPath: created.backup.path, testMode: false, clearExisting: true },
      null,
    );
    const restoreSeconds = (performance.now() - started) / 1000;
    const count = Number((await db('chat_messages').count({ n: '*' }).first())?.n);
    if (count !== MESSAGES) throw new Error(`restore left ${count} messages, expected ${MESSAGES}`);

    return [
      {
        benchmark: 'records restored (messages + users)',
        value: restored.recordsRestored,
        unit: 'rows',
        target: `>= ${MESSAGES}`,
      },
      { benchmark: 'messages table in PostgreSQL', value: round(tableMb), unit: 'MB', target: '-' },
      {
        benchmark: 'backup file (gzip + AES-256-GCM)',
        value: created.backup.sizeMB,
        unit: 'MB',
        target: '-',
      },
      {
        benchmark: 'backup (write + full verification read)',
        value: round(backupSeconds),
        unit: 's',
        target: '<= 60',
      },
      {
        benchmark: 'backup throughput (table size)',
        value: round(tableMb / backupSeconds),
        unit: 'MB/s',
        target: '-',
      },
      {
        benchmark: 'restore (clearExisting, one transaction)',
        value: round(restoreSeconds),
        unit: 's',
        target: '<= 60',
      },
      {
        benchmark: 'floor: the same rows by INSERT ... SELECT inside PostgreSQL',
        value: round(seedSeconds),
        unit: 's',
        target: '-',
      },
      {
        benchmark: 'restore throughput (table size)',
        value: round(tableMb / restoreSeconds),
        unit: 'MB/s',
        target: '-',
      },
    ];
  } finally {
    await db.destroy();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
