import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { signUpSuperAdmin } from '../../test/super-admin';
import type { SignedInUser } from '../../test/test-users';

let server: TestServer;
let admin: SignedInUser;
beforeAll(async () => {
  server = await startTestServer({ env: { SUPER_ADMIN_EMAIL: 'root@example.com' } });
  admin = await signUpSuperAdmin(server);
});
afterAll(() => server.close());

describe('bad input found by the probe round', () => {
  it('a NUL byte in a query string is a 400, not a 500', async () => {
    for (const path of [
      '/api/admin/users?search=a%00b',
      '/api/admin/activity-logs?page=1&search=%00',
      '/api/admin/promotions?x=%00',
    ]) {
      const res = await server.request(path, { token: admin.token });
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.body).toMatchObject({ code: 'invalid-argument', message: expect.stringContaining('NUL') });
    }
  });

  it('a promotion ending before it starts is refused with 400 and not stored', async () => {
    const before = Number((await server.db('promotions').count({ n: '*' }).first())?.n);
    const res = await server.request('/api/admin/promotions', {
      token: admin.token,
      body: {
        name: 'Backwards',
        description: 'Ends before it starts',
        creditsAmount: 5,
        startDate: '2026-06-01T00:00:00.000Z',
        endDate: '2026-05-01T00:00:00.000Z',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      field: 'endDate',
      message: 'The end date cannot be before the start date',
    });
    expect(Number((await server.db('promotions').count({ n: '*' }).first())?.n)).toBe(before);
  });
});
