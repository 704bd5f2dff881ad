import { MIGRATIONS } from '../../db/migrate';
import { AdminMetricsRepository } from '../admin/admin-metrics-repository';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SYNC_SCHEMA_VERSIONS } from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUpSuperAdmin } from '../../../test/super-admin';
import { signUp, uniqueEmail, type SignedInUser } from '../../../test/test-users';
import { contractDoc, pull, push } from '../../../test/sync-client';
import { openSse } from '../../../test/sse-reader';

const ADMIN = 'root@example.com';
let server: TestServer;
let admin: SignedInUser;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  server = await startTestServer({ env: { SUPER_ADMIN_EMAIL: ADMIN } });
  admin = await signUpSuperAdmin(server);
  alice = await signUp(server);
  bob = await signUp(server);
});
afterAll(() => server.close());

const createSchema = z.object({
  success: z.boolean(),
  backup: z.object({ filename: z.string(), path: z.string(), isValid: z.boolean() }),
  verification: z.object({ isValid: z.boolean(), rows: z.number() }),
  error: z.string().nullable(),
});
const restoreSchema = z.object({
  success: z.literal(true),
  stats: z.object({ recordsRestored: z.number(), tablesRestored: z.number() }),
});

async function seed(user: SignedInUser, n: number): Promise<void> {
  const contracts = [contractDoc({ name: `Contract of ${user.email}` }), contractDoc({ name: 'Second' })];
  await push(server, user.token, 'contracts', contracts);
  for (let i = 0; i < n; i++)
    await server.db('chat_messages').insert({
      id: crypto.randomUUID(),
      contract_id: contracts[0]?.id,
      user_id: user.user.id,
      role: i % 2 ? 'assistant' : 'user',
      // Everything the COPY text format must escape, and lines that look like the file's own markers.
      content: `Message ${i} with "quotes", a tab\t, a newline\n and unicode é ✓, a backslash \\ \\N\n\\.\n#table users\n#manifest {}`,
    });
  await server.db('contract_reviews').insert({
    id: crypto.randomUUID(),
    user_id: user.user.id,
    name: 'Lease review',
    original_text: 'The tenant shall...',
    review_data: JSON.stringify({ score: 71, nested: { list: [1, 2.5, null] } }),
  });
  await server.services.credits.grant(user.user.id, 10, 'purchase', 'Starter pack', `seed-${user.user.id}`);
  await server.services.credits.spend(user.user.id, 2, 'Download', `spend-${user.user.id}`);
}

const TABLES = [
  'users',
  'credit_balances',
  'credit_ledger',
  'contracts',
  'chat_messages',
  'contract_reviews',
];
const SYNCED = ['contracts', 'chat_messages', 'contract_reviews'];

/** Every row of the business tables, as text, without the change number (which a restore moves forward). */
async function snapshot(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows: Array<Record<string, unknown>> = await server.db(table).select('*');
    out[table] = rows
      .map((r) => {
        const { change_id: _ignored, ...rest } = r;
        return JSON.stringify(rest, Object.keys(rest).sort());
      })
      .sort();
  }
  return out;
}

async function maxChangeIds(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of SYNCED) {
    const row: unknown = await server.db(table).max('change_id as m').first();
    out[table] = z.object({ m: z.number() }).parse(row).m;
  }
  return out;
}

async function createBackup(type: 'full' | 'data' = 'full') {
  const res = await server.request('/api/admin/create-backup', { token: admin.token, body: { type } });
  expect(res.status).toBe(200);
  return createSchema.parse(res.body);
}

const restore = (body: Record<string, unknown>) =>
  server.request('/api/admin/restore-backup', { token: admin.token, body });

describe('backup and restore round trip', () => {
  it('brings every row, balance and ledger back, moves change numbers forward and tells clients to RESYNC', async () => {
    await seed(alice, 25);
    await seed(bob, 10);
    const before = await snapshot();
    const created = await createBackup('full');
    expect(created).toMatchObject({ success: true, error: null, verification: { isValid: true } });
    expect(created.backup.isValid).toBe(true);

    // Alice's device syncs after the backup, then data is lost and changed.
    const synced = await pull(server, alice.token, 'contracts');
    const aliceContract = synced.documents.find((d) => d.name === `Contract of ${alice.email}`);
    await push(server, alice.token, 'contracts', [contractDoc({ name: 'Made after the backup' })]);
    await server.db('contracts').where({ id: aliceContract?.id }).update({ name: 'Renamed after backup' });
    await server.db('chat_messages').where({ user_id: bob.user.id }).delete();
    await server.services.credits.spend(alice.user.id, 5, 'Download', 'after-backup');
    const carol = await signUp(server, uniqueEmail('carol'));
    const damaged = await snapshot();
    const changeIdsBeforeRestore = await maxChangeIds();
    const schemaObjects = async () => ({
      indexes: (await server.db('pg_indexes').where({ schemaname: 'public' }).orderBy('indexname')).map(
        (r: { indexname: string; indexdef: string }) => r.indexdef,
      ),
      triggers: (
        await server.db.raw(
          `select tgname || ' ' || tgenabled::text as t from pg_trigger where not tgisinternal order by tgname`,
        )
      ).rows,
    });
    const schemaBefore = await schemaObjects();

    // Test mode verifies and changes nothing.
    const tested = await restore({ backupPath: created.backup.path });
    expect(tested.status).toBe(200);
    const testStats = restoreSchema.parse(tested.body).stats;
    expect(testStats.tablesRestored).toBeGreaterThanOrEqual(TABLES.length);
    expect(testStats.recordsRestored).toBe(created.verification.rows);
    expect(await snapshot()).toEqual(damaged);

    const stream = await openSse(
      `${server.url}/api/sync/stream?contracts=${SYNC_SCHEMA_VERSIONS.contracts}`,
      alice.token,
    );
    expect(await stream.next()).toBe('RESYNC');

    const restored = await restore({ backupPath: created.backup.path, testMode: false, clearExisting: true });
    expect(restored.status).toBe(200);

    const after = await snapshot();
    // The bulk load's suspended indexes and row triggers are all back, unchanged.
    expect(await schemaObjects()).toEqual(schemaBefore);
    for (const table of TABLES.filter((t) => !SYNCED.includes(t)))
      expect(after[table]).toEqual(before[table]);
    for (const table of SYNCED) {
      // Rows of the backup are back as they were; rows made after it remain only as tombstones.
      const live: Array<{ id: string; deleted: boolean }> = await server.db(table).select('id', 'deleted');
      const original = new Set(
        (before[table] ?? []).map((r) => z.object({ id: z.string() }).parse(JSON.parse(r)).id),
      );
      expect(live.filter((r) => !original.has(r.id)).every((r) => r.deleted)).toBe(true);
      const back = (after[table] ?? []).filter((r) =>
        original.has(z.object({ id: z.string() }).parse(JSON.parse(r)).id),
      );
      expect(back).toEqual(before[table]);
      const min: unknown = await server
        .db(table)
        .whereIn('id', [...original])
        .min('change_id as m')
        .first();
      expect(z.object({ m: z.number() }).parse(min).m).toBeGreaterThan(changeIdsBeforeRestore[table] ?? 0);
    }
    expect(await server.db('users').where({ id: carol.user.id }).first()).toBeUndefined();

    // The ledger still sums to every balance.
    const sums: Array<{ user_id: string; total: number; credits: number }> = await server
      .db('credit_balances as b')
      .join('credit_ledger as l', 'l.user_id', 'b.user_id')
      .groupBy('b.user_id', 'b.credits')
      .select('b.user_id', 'b.credits', server.db.raw('sum(l.amount)::int as total'));
    expect(sums.length).toBeGreaterThan(0);
    for (const s of sums) expect(s.total).toBe(s.credits);

    // The overview's trigger-kept counters survive the replacing restore (it truncates).
    const metrics = await new AdminMetricsRepository(server.db).metrics();
    const live = async (table: string, tombstones: boolean) => {
      const q = server.db(table).count<{ n: string }[]>({ n: '*' });
      const row = await (tombstones ? q.where({ deleted: false }) : q).first();
      return Number(row?.n ?? 0);
    };
    expect(metrics.totalUsers).toBe(await live('users', false));
    expect(metrics.totalContracts).toBe(await live('contracts', true));
    expect(metrics.totalReviews).toBe(await live('contract_reviews', true));

    // The device that synced after the backup hears RESYNC and converges from its own checkpoint.
    expect(await stream.next(5000)).toBe('RESYNC');
    stream.close();
    const caughtUp = await pull(server, alice.token, 'contracts', synced.checkpoint, 100);
    const byName = new Map(caughtUp.documents.map((d) => [d.name, d]));
    expect(byName.get(`Contract of ${alice.email}`)?._deleted).toBe(false);
    expect(byName.get('Made after the backup')?._deleted).toBe(true);
    expect(byName.has('Renamed after backup')).toBe(false);
  });

  it('refuses a corrupted or truncated backup and leaves live data untouched', async () => {
    const created = await createBackup('data');
    const file = path.join(server.dataDir, 'backups', created.backup.filename);
    const bytes = await readFile(file);
    const before = await snapshot();

    const flipped = Buffer.from(bytes);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0xff;
    await writeFile(file, flipped);
    const list = await server.request('/api/admin/list-backups', { token: admin.token });
    const listed = z
      .object({ backups: z.array(z.object({ filename: z.string(), isValid: z.boolean() })) })
      .parse(list.body);
    expect(listed.backups.find((b) => b.filename === created.backup.filename)?.isValid).toBe(false);
    for (const options of [{ testMode: true }, { testMode: false, clearExisting: true }]) {
      const res = await restore({ backupPath: created.backup.path, ...options });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'backup-invalid' });
    }

    await writeFile(file, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const truncated = await restore({
      backupPath: created.backup.path,
      testMode: false,
      clearExisting: true,
    });
    expect(truncated.status).toBe(400);
    expect(truncated.body).toMatchObject({ code: 'backup-invalid' });
    expect(await snapshot()).toEqual(before);
    expect(
      await server.db.raw("select nspname from pg_namespace where nspname like 'restore_%'"),
    ).toMatchObject({ rows: [] });
  });

  it('refuses a backup from a newer schema version with a clear message', async () => {
    await server
      .db('knex_migrations')
      .insert({ name: '29990101000000_future', batch: 99, migration_time: new Date() });
    const created = await createBackup('data');
    await server.db('knex_migrations').where({ name: '29990101000000_future' }).delete();
    const res = await restore({ backupPath: created.backup.path });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'backup-schema-newer' });
  });

  it('migrates a backup of an older schema version forward', async () => {
    // A backup made before the newest migration: undo it, back up, then apply it again.
    const [last, newest] = MIGRATIONS.at(-1) ?? ['', undefined];
    const previous = MIGRATIONS.at(-2)?.[0] ?? '';
    if (!newest) throw new Error('no migrations');
    const row: unknown = await server.db('knex_migrations').where({ name: last }).first();
    await newest.down(server.db);
    await server.db('knex_migrations').where({ name: last }).delete();
    const created = await createBackup('data');
    await newest.up(server.db);
    await server
      .db('knex_migrations')
      .insert(z.object({ name: z.string(), batch: z.number(), migration_time: z.date() }).parse(row));
    const res = await restore({ backupPath: created.backup.path });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ migratedFrom: previous });
  });

  it('restores only the named tables and keeps existing rows without clearExisting', async () => {
    const created = await createBackup('full');
    await server.db('contract_reviews').where({ user_id: alice.user.id }).delete();
    const res = await restore({
      backupPath: created.backup.path,
      testMode: false,
      specificTables: ['contract_reviews'],
    });
    expect(restoreSchema.parse(res.body).stats.tablesRestored).toBe(1);
    expect(await server.db('contract_reviews').where({ user_id: alice.user.id })).toHaveLength(1);
    const unknown = await restore({ backupPath: created.backup.path, specificTables: ['nope'] });
    expect(unknown.status).toBe(400);
  });

  it('a restore waits for running writes and leaves no mixed state', async () => {
    const created = await createBackup('full');
    const messageCount = async () => Number((await server.db('chat_messages').count({ n: '*' }).first())?.n);
    const expected = await messageCount();
    const writes = Array.from({ length: 20 }, (_, i) =>
      server.db('chat_messages').insert({
        id: crypto.randomUUID(),
        contract_id: crypto.randomUUID(),
        user_id: alice.user.id,
        role: 'user',
        content: `concurrent ${i}`,
      }),
    );
    const [res] = await Promise.all([
      restore({ backupPath: created.backup.path, testMode: false, clearExisting: true }),
      ...writes,
    ]);
    expect(res?.status).toBe(200);
    // Every concurrent write either landed before the restore (now a tombstone) or after it (live): never half.
    const live = Number(
      (await server.db('chat_messages').where({ deleted: false }).count({ n: '*' }).first())?.n,
    );
    expect(live).toBeGreaterThanOrEqual(expected);
    expect(live).toBeLessThanOrEqual(expected + 20);
    expect(await messageCount()).toBe(expected + 20);
  });
});
