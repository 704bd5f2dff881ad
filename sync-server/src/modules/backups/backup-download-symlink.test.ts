import { mkdir, readdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUpSuperAdmin } from '../../../test/super-admin';
import type { SignedInUser } from '../../../test/test-users';

let server: TestServer;
let admin: SignedInUser;
beforeAll(async () => {
  server = await startTestServer({ env: { SUPER_ADMIN_EMAIL: 'root@example.com' } });
  admin = await signUpSuperAdmin(server);
});
afterAll(() => server.close());

describe('backup files', () => {
  it('a symlink in backups/, even named like a backup, is neither listed, downloaded nor restored', async () => {
    const created = await server.request('/api/admin/create-backup', {
      token: admin.token,
      body: { type: 'full' },
    });
    expect(created.status).toBe(200);
    const dir = path.join(server.dataDir, 'backups');
    await mkdir(dir, { recursive: true });
    const keyFile = path.join(
      server.dataDir,
      'keys',
      (await readdir(path.join(server.dataDir, 'keys')))[0] ?? '',
    );
    const links = {
      'backup-2020-01-01T00-00-00-000Z-full.ccbak': '/etc/passwd',
      'backup-2020-01-02T00-00-00-000Z-full.ccbak': keyFile,
    };
    for (const [name, target] of Object.entries(links)) await symlink(target, path.join(dir, name));

    const list = z
      .object({ backups: z.array(z.object({ filename: z.string() })) })
      .parse((await server.request('/api/admin/list-backups', { token: admin.token })).body);
    expect(list.backups.map((b) => b.filename)).toHaveLength(1);
    for (const name of Object.keys(links)) {
      const download = await server.request(`/api/admin/backups/${name}/download`, { token: admin.token });
      expect(download.status).toBe(404);
      expect(download.text).not.toContain('root:');
      const restore = await server.request('/api/admin/restore-backup', {
        token: admin.token,
        body: { backupPath: name, testMode: true },
      });
      expect(restore.status).toBe(404);
    }
    const real = list.backups[0]?.filename ?? '';
    expect((await server.request(`/api/admin/backups/${real}/download`, { token: admin.token })).status).toBe(
      200,
    );
  });
});
