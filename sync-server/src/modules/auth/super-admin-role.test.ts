import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { confirmationPathFrom, lastMailTo, signUpSuperAdmin } from '../../../test/super-admin';
import { GOOD_PASSWORD, uniqueEmail } from '../../../test/test-users';

const ADMIN = 'root@example.com';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SUPER_ADMIN_EMAIL: ADMIN } });
});
afterAll(() => server.close());

const idToken = (body: unknown) => z.object({ idToken: z.string() }).parse(body).idToken;
const adminCall = (on: TestServer, token: string) => on.request('/api/admin/list-backups', { token });
const superAdmins = async (on: TestServer) =>
  (await on.db('users').where({ role: 'super_admin' }).select('email')).map(
    (r: { email: string }) => r.email,
  );

describe('the super admin role', () => {
  it('leaves an account that moves to another address; the next verified owner of the address is the only one', async () => {
    const first = await signUpSuperAdmin(server);
    expect((await adminCall(server, first.token)).status).toBe(200);
    const moved = uniqueEmail('former-admin');
    const change = await server.request('/api/profile', {
      method: 'PATCH',
      token: first.token,
      body: { firstName: 'Former', lastName: 'Admin', email: moved, currentPassword: GOOD_PASSWORD },
    });
    expect(change.status).toBe(200);
    expect((await server.request(confirmationPathFrom(await lastMailTo(server, moved)))).status).toBe(200);
    // The token issued while it was the administrator no longer opens admin calls.
    expect((await adminCall(server, first.token)).status).toBe(403);
    expect(await superAdmins(server)).toEqual([]);

    const second = await signUpSuperAdmin(server);
    expect((await adminCall(server, second.token)).status).toBe(200);
    expect(await superAdmins(server)).toEqual([ADMIN]);
    const relogin = await server.request('/api/auth/login', {
      body: { email: moved, password: GOOD_PASSWORD },
    });
    expect(relogin.body).toMatchObject({ user: { role: 'user' } });
  });

  it('moves with SUPER_ADMIN_EMAIL on restart: the old administrator keeps no admin access', async () => {
    const admin = await server.request('/api/auth/login', {
      body: { email: ADMIN, password: GOOD_PASSWORD },
    });
    const token = idToken(admin.body);
    expect((await adminCall(server, token)).status).toBe(200);
    const restarted = await startTestServer({
      shareDatabaseWith: server,
      env: { SUPER_ADMIN_EMAIL: 'boss@example.com' },
    });
    try {
      expect(await superAdmins(restarted)).toEqual([]);
      expect((await adminCall(restarted, token)).status).toBe(403);
      const again = await restarted.request('/api/auth/login', {
        body: { email: ADMIN, password: GOOD_PASSWORD },
      });
      expect(again.body).toMatchObject({ user: { role: 'user' } });
      expect((await adminCall(restarted, idToken(again.body))).status).toBe(403);
    } finally {
      await restarted.close();
    }
  });
});
