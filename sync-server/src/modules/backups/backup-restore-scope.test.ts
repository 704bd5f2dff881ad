import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUpSuperAdmin } from '../../../test/super-admin';
import { signUp, type SignedInUser } from '../../../test/test-users';
import { contractDoc, push } from '../../../test/sync-client';

let server: TestServer;
let admin: SignedInUser;
let alice: SignedInUser;

beforeAll(async () => {
  server = await startTestServer({ env: { SUPER_ADMIN_EMAIL: 'root@example.com' } });
  admin = await signUpSuperAdmin(server);
  alice = await signUp(server);
  await push(server, alice.token, 'contracts', [
    contractDoc({ name: 'Lease' }),
    contractDoc({ name: 'NDA' }),
  ]);
  for (const name of ['First review', 'Second review'])
    await server.db('contract_reviews').insert({
      id: crypto.randomUUID(),
      user_id: alice.user.id,
      name,
      original_text: 'The tenant shall pay.',
      review_data: JSON.stringify({ score: 60 }),
    });
  await server.services.credits.grant(alice.user.id, 5, 'purchase', 'Starter pack', `seed-${alice.user.id}`);
});
afterAll(() => server.close());

const changeSchema = z.object({
  table: z.string(),
  restored: z.boolean(),
  insert: z.number(),
  replace: z.number(),
  delete: z.number(),
});
const restoreSchema = z.object({
  success: z.literal(true),
  tables: z.array(changeSchema),
  safetyBackup: z.string().nullable(),
  maintenanceState: z.enum(['kept', 'restored']),
});
const listSchema = z.object({
  backups: z.array(z.object({ filename: z.string(), origin: z.string().optional() })),
});

async function createBackup(): Promise<string> {
  const res = await server.request('/api/admin/create-backup', {
    token: admin.token,
    body: { type: 'full' },
  });
  return z.object({ backup: z.object({ path: z.string() }) }).parse(res.body).backup.path;
}
const restore = (body: Record<string, unknown>) =>
  server.request('/api/admin/restore-backup', { token: admin.token, body });

const BUSINESS = ['contracts', 'contract_reviews', 'credit_ledger', 'credit_balances', 'refresh_tokens'];
async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of [...BUSINESS, 'users'])
    out[table] = Number((await server.db(table).count({ n: '*' }).first())?.n);
  return out;
}

describe('a restore of some tables', () => {
  it('refuses to replace users alone, naming the tables that refer to it, in test mode and for real', async () => {
    const backupPath = await createBackup();
    const before = await counts();
    for (const testMode of [true, false]) {
      const res = await restore({ backupPath, testMode, clearExisting: true, specificTables: ['users'] });
      expect(res.status).toBe(400);
      const body = z
        .object({ code: z.string(), message: z.string(), requiredTables: z.array(z.string()) })
        .parse(res.body);
      expect(body.code).toBe('restore-needs-tables');
      for (const table of ['contracts', 'contract_reviews', 'credit_ledger', 'credit_balances'])
        expect(body.requiredTables).toContain(table);
      expect(body.message).toContain('contracts');
      // Sessions are operational: a replace of users ends them, said in the report, never a reason to refuse.
      expect(body.requiredTables).not.toContain('refresh_tokens');
    }
    expect(await counts()).toEqual(before);
  });

  it('test mode reports table by table what the real run then does, and nothing else changes', async () => {
    const backupPath = await createBackup();
    const [kept, gone] = await server.db('contract_reviews').orderBy('name').select('id');
    await server.db('contract_reviews').where({ id: gone?.id }).delete();
    await server.db('contract_reviews').insert({
      id: crypto.randomUUID(),
      user_id: alice.user.id,
      name: 'Made after the backup',
      original_text: 'x',
      review_data: JSON.stringify({ score: 1 }),
    });
    const before = await counts();
    const body = { backupPath, clearExisting: true, specificTables: ['contract_reviews'] };
    const tested = restoreSchema.parse((await restore({ ...body, testMode: true })).body);
    expect(tested.tables).toEqual([
      { table: 'contract_reviews', restored: true, insert: 1, replace: 1, delete: 1 },
    ]);
    expect(tested.safetyBackup).toBeNull();
    expect(await counts()).toEqual(before);

    const real = restoreSchema.parse((await restore({ ...body, testMode: false })).body);
    expect(real.tables).toEqual(tested.tables);
    const live = await server.db('contract_reviews').where({ deleted: false }).select('id');
    expect(live.map((r) => r.id).sort()).toEqual([kept?.id, gone?.id].sort());
    // The review made after the backup is a tombstone (devices delete it); every other table is untouched.
    const { contract_reviews: _restored, ...others } = before;
    expect(await counts()).toEqual({ ...others, contract_reviews: 3 });
  });

  it('takes a safety backup first, listed as such', async () => {
    const backupPath = await createBackup();
    const res = restoreSchema.parse(
      (
        await restore({
          backupPath,
          testMode: false,
          clearExisting: true,
          specificTables: ['contract_reviews'],
        })
      ).body,
    );
    expect(res.safetyBackup).toMatch(/^backup-.*-full\.ccbak$/);
    const list = listSchema.parse(
      (await server.request('/api/admin/list-backups', { token: admin.token })).body,
    );
    expect(list.backups.find((b) => b.filename === res.safetyBackup)?.origin).toBe('safety');
    expect(list.backups.find((b) => b.filename === backupPath)?.origin).toBe('manual');
  });

  it('a full replace reports the sessions it ends; test mode and the real run agree', async () => {
    const backupPath = await createBackup();
    const sessions = Number((await server.db('refresh_tokens').count({ n: '*' }).first())?.n);
    expect(sessions).toBeGreaterThan(0);
    const data = z
      .object({ backup: z.object({ path: z.string() }) })
      .parse(
        (await server.request('/api/admin/create-backup', { token: admin.token, body: { type: 'data' } }))
          .body,
      ).backup.path;
    const tested = restoreSchema.parse(
      (await restore({ backupPath: data, testMode: true, clearExisting: true })).body,
    );
    expect(tested.tables.find((t) => t.table === 'refresh_tokens')).toEqual({
      table: 'refresh_tokens',
      restored: false,
      insert: 0,
      replace: 0,
      delete: sessions,
    });
    const real = restoreSchema.parse(
      (await restore({ backupPath: data, testMode: false, clearExisting: true })).body,
    );
    // Between the two runs the log gained two rows (the test run's own record, the safety backup's): the real
    // run deletes those too, and agrees with test mode on every other table.
    const withoutLog = (tables: Array<z.infer<typeof changeSchema>>) =>
      tables.filter((t) => t.table !== 'activity_logs');
    expect(withoutLog(real.tables)).toEqual(withoutLog(tested.tables));
    const log = (tables: Array<z.infer<typeof changeSchema>>) =>
      tables.find((t) => t.table === 'activity_logs');
    expect(log(real.tables)?.delete).toBe((log(tested.tables)?.delete ?? 0) + 2);
    expect(backupPath).not.toBe(data);
  });

  it('keeps the live maintenance state unless the request asks to restore it', async () => {
    const backupPath = await createBackup();
    const enabled = await server.request('/api/admin/enable-maintenance', {
      token: admin.token,
      body: { title: 'Upgrade', message: 'Back soon', estimatedDuration: '10 minutes' },
    });
    expect(enabled.status).toBe(200);
    const status = async () =>
      z.object({ isEnabled: z.boolean() }).parse((await server.request('/api/maintenance-status')).body)
        .isEnabled;
    const kept = restoreSchema.parse(
      (await restore({ backupPath, testMode: false, clearExisting: true })).body,
    );
    expect(kept.maintenanceState).toBe('kept');
    expect(await status()).toBe(true);
    const restored = restoreSchema.parse(
      (await restore({ backupPath, testMode: false, clearExisting: true, restoreMaintenanceState: true }))
        .body,
    );
    expect(restored.maintenanceState).toBe('restored');
    expect(await status()).toBe(false);
  });
});
