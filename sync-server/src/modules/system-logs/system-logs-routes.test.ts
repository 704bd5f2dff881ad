import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('GET /api/admin/logs/{type}', () => {
  it('answers 401 without a token, 403 to other users and 400 for an unknown type', async () => {
    for (const type of ['error', 'access']) {
      expect((await server.request(`/api/admin/logs/${type}`)).status).toBe(401);
      expect((await server.request(`/api/admin/logs/${type}`, { token: user.token })).status).toBe(403);
    }
    expect((await server.request('/api/admin/logs/secrets', { token: admin.token })).status).toBe(400);
  });

  it("serves today's logs named after type and date, several rotated files as one zip", async () => {
    const logs = path.join(server.dataDir, 'logs');
    await mkdir(logs, { recursive: true });
    await writeFile(path.join(logs, 'error.1.log'), '{"msg":"old"}\n');
    await utimes(path.join(logs, 'error.1.log'), new Date('2020-01-01'), new Date('2020-01-01'));
    await writeFile(path.join(logs, 'error.2.log'), '{"msg":"first"}\n');
    await writeFile(path.join(logs, 'error.3.log'), '{"msg":"second"}\n');
    await writeFile(path.join(logs, 'access.4.log'), '{"url":"/api"}\n');
    const day = new Date().toISOString().slice(0, 10);

    const access = await server.request('/api/admin/logs/access', { token: admin.token });
    expect(access.status).toBe(200);
    expect(access.headers.get('content-disposition')).toBe(`attachment; filename="access-logs-${day}.log"`);
    expect(access.text).toBe('{"url":"/api"}\n');

    const res = await fetch(`${server.url}/api/admin/logs/error`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="error-logs-${day}.zip"`);
    const zip = await JSZip.loadAsync(await res.arrayBuffer());
    expect(Object.keys(zip.files).sort()).toEqual(['error.2.log', 'error.3.log']);
  });
});
