import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';
import { REFUSED_ADMIN_AUDITS_PER_MINUTE } from '../activity/activity-service';

let server: TestServer;
let user: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server);
});
afterAll(() => server.close());

/** The only /api/admin routes a plain signed-in user may call: they answer about the caller itself. */
const OPEN_TO_USERS = new Set(['GET /api/admin/status', 'POST /api/admin/access-attempts']);
const UNKNOWN = '01900000-0000-7000-8000-000000000000';

/** A concrete path for a route pattern: every parameter gets a value of the right shape. */
function concrete(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => (name === 'type' ? 'error' : UNKNOWN));
}

function adminRoutes() {
  return server.routes.filter(
    (route) => route.path.startsWith('/api/admin') && !OPEN_TO_USERS.has(`${route.method} ${route.path}`),
  );
}

async function refusedRows(userId: string): Promise<number> {
  const row = await server
    .db('activity_logs')
    .where({ action: 'admin_access_refused', user_id: userId })
    .count({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

describe('the admin guard', () => {
  it('is on every registered /api/admin route: 401 without a token, 403 for a plain user', async () => {
    const routes = adminRoutes();
    // Users, metrics, promotions, content, maintenance, backups and logs all register admin routes.
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const path = concrete(route.path);
      const body = route.method === 'GET' ? undefined : {};
      const anonymous = await server.request(path, { method: route.method, body });
      expect(anonymous.status, `${route.method} ${route.path}`).toBe(401);
      const refused = await server.request(path, { method: route.method, body, token: user.token });
      expect(refused.status, `${route.method} ${route.path}`).toBe(403);
      expect(refused.body).toMatchObject({ code: 'permission-denied' });
    }
  });

  it('audits a refused call to backups and logs, and at most a bounded number a minute per user', async () => {
    const caller = await signUp(server);
    const backups = await server.request('/api/admin/list-backups', { token: caller.token });
    expect(backups.status).toBe(403);
    const logs = await server.request('/api/admin/logs/error', { token: caller.token });
    expect(logs.status).toBe(403);
    const rows = await server
      .db('activity_logs')
      .where({ action: 'admin_access_refused', user_id: caller.user.id })
      .select('details');
    expect(rows.map((r: { details: string }) => r.details.split(' refused')[0]).sort()).toEqual([
      'GET /api/admin/list-backups',
      'GET /api/admin/logs/error',
    ]);

    // A burst of refused calls (and of reported dashboard visits) writes only the per-minute allowance.
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2
          ? server.request('/api/admin/metrics', { token: caller.token })
          : server.request('/api/admin/access-attempts', { method: 'POST', token: caller.token }),
      ),
    );
    expect(burst.filter((res) => res.status === 403)).toHaveLength(30);
    expect(await refusedRows(caller.user.id)).toBe(REFUSED_ADMIN_AUDITS_PER_MINUTE);
    const visit = await server.request('/api/admin/access-attempts', { method: 'POST', token: caller.token });
    expect(visit.body).toEqual({ logged: false });
  });
});
