import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUpSuperAdmin } from '../../../test/super-admin';
import type { SignedInUser } from '../../../test/test-users';

let server: TestServer;
let admin: SignedInUser;

beforeAll(async () => {
  server = await startTestServer({ env: { SUPER_ADMIN_EMAIL: 'root@example.com' } });
  admin = await signUpSuperAdmin(server);
  // Tests run as root, which may write anywhere: a regular file where the folder belongs cannot be written into.
  const dir = path.join(server.dataDir, 'backups');
  await rm(dir, { recursive: true, force: true });
  await writeFile(dir, 'not a folder');
});
afterAll(() => server.close());

describe('backup endpoints when the backups folder cannot be written', () => {
  it.each([
    ['GET', '/api/admin/backup-status', undefined],
    ['POST', '/api/admin/create-backup', { type: 'full' }],
    ['POST', '/api/admin/trigger-backup', {}],
    ['POST', '/api/admin/secure-backups', {}],
  ])('%s %s answers 503 naming the folder, not a bare 500', async (method, url, body) => {
    const res = await server.request(url, { method, body, token: admin.token });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'backup-folder-not-writable' });
    const message = messageOf(res.body);
    expect(message).toContain(path.join(server.dataDir, 'backups'));
    expect(message).toMatch(/cannot be written/);
  });

  it('still lists (no backups) so the dashboard opens', async () => {
    const res = await server.request('/api/admin/list-backups', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ backups: [] });
  });
});

function messageOf(body: unknown): string {
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : '';
}
