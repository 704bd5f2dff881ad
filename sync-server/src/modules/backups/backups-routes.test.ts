import { chmod, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUpSuperAdmin } from '../../../test/super-admin';
import { signUp, type SignedInUser } from '../../../test/test-users';

let server: TestServer;
let admin: SignedInUser;
let user: SignedInUser;

beforeAll(async () => {
  server = await startTestServer({ env: { SUPER_ADMIN_EMAIL: 'root@example.com' } });
  admin = await signUpSuperAdmin(server);
  user = await signUp(server);
});
afterAll(() => server.close());

const ENDPOINTS: Array<[string, string, unknown?]> = [
  ['GET', '/api/admin/backup-status'],
  ['GET', '/api/admin/list-backups'],
  ['GET', '/api/admin/backup-schedule'],
  ['POST', '/api/admin/create-backup', { type: 'full' }],
  ['POST', '/api/admin/cleanup-backups', { keepCount: 30 }],
  ['POST', '/api/admin/secure-backups', {}],
  ['POST', '/api/admin/restore-backup', { backupPath: 'x' }],
  ['POST', '/api/admin/configure-backup-schedule', {}],
  ['POST', '/api/admin/trigger-backup', {}],
  ['POST', '/api/admin/scheduled-backup', {}],
  ['GET', '/api/admin/backups/backup-2026-01-01T00-00-00-000Z-full.ccbak/download'],
];

describe('admin backup and log endpoints', () => {
  it('answer 401 without a token and 403 to a user who is not super admin', async () => {
    for (const [method, url, body] of ENDPOINTS) {
      const anonymous = await server.request(url, { method, body });
      expect([url, anonymous.status]).toEqual([url, 401]);
      const plain = await server.request(url, { method, body, token: user.token });
      expect([url, plain.status]).toEqual([url, 403]);
    }
    expect(await readdir(path.join(server.dataDir, 'backups')).catch(() => [])).toEqual([]);
  });

  it('validate bodies and paths', async () => {
    const bad: Array<[string, unknown]> = [
      ['/api/admin/create-backup', { type: 'everything' }],
      ['/api/admin/cleanup-backups', { keepCount: 0 }],
      ['/api/admin/restore-backup', { backupPath: '' }],
      ['/api/admin/restore-backup', { backupPath: 'x', testMode: 'yes' }],
      [
        '/api/admin/configure-backup-schedule',
        {
          enabled: true,
          frequency: 'daily',
          time: '02:00',
          retentionDays: 0,
          backupType: 'full',
          weekDay: 0,
        },
      ],
      [
        '/api/admin/configure-backup-schedule',
        {
          enabled: true,
          frequency: 'daily',
          time: '02:00',
          retentionDays: 366,
          backupType: 'full',
          weekDay: 0,
        },
      ],
      [
        '/api/admin/configure-backup-schedule',
        {
          enabled: true,
          frequency: 'monthly',
          time: '02:00',
          retentionDays: 30,
          backupType: 'full',
          weekDay: 0,
        },
      ],
      [
        '/api/admin/configure-backup-schedule',
        {
          enabled: true,
          frequency: 'daily',
          time: '25:00',
          retentionDays: 30,
          backupType: 'full',
          weekDay: 0,
        },
      ],
    ];
    for (const [url, body] of bad) {
      const res = await server.request(url, { body, token: admin.token });
      expect([url, res.status]).toEqual([url, 400]);
    }
    for (const backupPath of [
      '../../keys/backup.key',
      '/etc/passwd',
      'backup-2026-01-01T00-00-00-000Z-full.ccbak',
    ]) {
      const res = await server.request('/api/admin/restore-backup', {
        body: { backupPath },
        token: admin.token,
      });
      expect(res.status).toBe(404);
    }
  });

  it('create, list, status, download, secure and cleanup', async () => {
    for (const type of ['full', 'data', 'full']) {
      const res = await server.request('/api/admin/create-backup', { body: { type }, token: admin.token });
      expect(res.body).toMatchObject({ success: true, verification: { isValid: true } });
      await new Promise((r) => setTimeout(r, 5));
    }
    const list = z
      .object({
        backups: z.array(
          z.object({
            filename: z.string(),
            path: z.string(),
            type: z.string(),
            sizeMB: z.number(),
            isValid: z.boolean(),
            timestamp: z.string(),
          }),
        ),
      })
      .parse((await server.request('/api/admin/list-backups', { token: admin.token })).body).backups;
    expect(list.map((b) => b.type)).toEqual(['full', 'data', 'full']);
    expect(list.every((b) => b.isValid && b.sizeMB >= 0)).toBe(true);
    const newest = list[0];
    if (!newest) throw new Error('no backup listed');

    const status = (await server.request('/api/admin/backup-status', { token: admin.token })).body;
    expect(status).toMatchObject({ totalBackups: 3, latestBackup: newest.timestamp });
    expect(z.object({ diskSpaceAvailable: z.string().min(1) }).safeParse(status).success).toBe(true);

    // Files and the key are readable only by the server's user.
    const dir = path.join(server.dataDir, 'backups');
    expect((await stat(path.join(dir, newest.filename))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(server.dataDir, 'keys', 'backup.key'))).mode & 0o777).toBe(0o600);
    const plaintext = await (
      await fetch(`${server.url}/api/admin/backups/${newest.filename}/download`, {
        headers: { authorization: `Bearer ${admin.token}` },
      })
    ).arrayBuffer();
    expect(Buffer.from(plaintext).subarray(0, 8).toString('latin1')).toBe('CCBAK01\n');
    expect(Buffer.from(plaintext).includes(Buffer.from('root@example.com'))).toBe(false);

    await chmod(path.join(dir, newest.filename), 0o644);
    expect(
      (await server.request('/api/admin/secure-backups', { method: 'POST', token: admin.token })).body,
    ).toMatchObject({ success: true });
    expect((await stat(path.join(dir, newest.filename))).mode & 0o777).toBe(0o600);

    const cleaned = await server.request('/api/admin/cleanup-backups', {
      body: { keepCount: 1 },
      token: admin.token,
    });
    expect(cleaned.body).toMatchObject({ cleaned: 2 });
    const remaining = (await readdir(dir)).filter((f) => f.endsWith('.ccbak'));
    expect(remaining).toEqual([newest.filename]);
    const actions: Array<{ action: string }> = await server.db('activity_logs').select('action');
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['backup_created', 'backup_cleanup', 'backup_secured', 'backup_downloaded']),
    );
  });

  it('saves the schedule with the spec defaults and reports the next run', async () => {
    const initial = await server.request('/api/admin/backup-schedule', { token: admin.token });
    expect(initial.body).toMatchObject({
      nextBackup: null,
      config: {
        enabled: false,
        frequency: 'daily',
        time: '02:00',
        retentionDays: 30,
        backupType: 'full',
        weekDay: 0,
      },
    });
    const config = {
      enabled: true,
      frequency: 'weekly',
      time: '03:30',
      retentionDays: 7,
      backupType: 'data',
      weekDay: 3,
    };
    const saved = await server.request('/api/admin/configure-backup-schedule', {
      body: config,
      token: admin.token,
    });
    expect(saved.status).toBe(200);
    const after = z
      .object({ isRunning: z.boolean(), nextBackup: z.string(), config: z.object({}).passthrough() })
      .parse((await server.request('/api/admin/backup-schedule', { token: admin.token })).body);
    expect(after.config).toEqual(config);
    expect(after.isRunning).toBe(true);
    const next = new Date(after.nextBackup);
    expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([3, 3, 30]);
  });
});
