import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { GOOD_PASSWORD, signUp } from '../../../test/test-users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SUPER_ADMIN_EMAIL: 'root@example.com' } });
});
afterAll(() => server.close());

const NEW_PASSWORD = 'An0ther!Passw0rd';

describe('POST /api/auth/change-password', () => {
  it('needs the current password, keeps this device signed in and ends the others', async () => {
    const admin = await signUp(server, 'root@example.com');
    const other = await server.request('/api/auth/login', {
      body: { email: admin.email, password: GOOD_PASSWORD },
    });
    const otherCookie =
      (other.headers.getSetCookie().find((c) => c.startsWith('cc_refresh=')) ?? '').split(';')[0] ?? '';

    expect(
      (
        await server.request('/api/auth/change-password', {
          body: { currentPassword: 'x', newPassword: NEW_PASSWORD },
        })
      ).status,
    ).toBe(401);
    const wrong = await server.request('/api/auth/change-password', {
      token: admin.token,
      body: { currentPassword: 'Wrong!Passw0rd', newPassword: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'wrong-password' });
    const weak = await server.request('/api/auth/change-password', {
      token: admin.token,
      body: { currentPassword: GOOD_PASSWORD, newPassword: 'short' },
    });
    expect(weak.status).toBe(400);
    expect((await server.request('/api/auth/change-password', { token: admin.token, body: {} })).status).toBe(
      400,
    );

    const ok = await server.request('/api/auth/change-password', {
      token: admin.token,
      cookie: admin.cookie,
      body: { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(
      (await server.request('/api/auth/login', { body: { email: admin.email, password: GOOD_PASSWORD } }))
        .status,
    ).toBe(400);
    expect(
      (await server.request('/api/auth/login', { body: { email: admin.email, password: NEW_PASSWORD } }))
        .status,
    ).toBe(200);
    expect((await server.request('/api/auth/refresh', { method: 'POST', cookie: admin.cookie })).status).toBe(
      200,
    );
    expect((await server.request('/api/auth/refresh', { method: 'POST', cookie: otherCookie })).status).toBe(
      401,
    );
  });
});
