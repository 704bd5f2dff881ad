import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { signUpSuperAdmin } from '../../test/super-admin';
import { GOOD_PASSWORD, signUp, uniqueEmail, type SignedInUser } from '../../test/test-users';
import { contractDoc, push } from '../../test/sync-client';

let server: TestServer;
let admin: SignedInUser;
let user: SignedInUser;
const contract = contractDoc({ name: 'Lease' });

beforeAll(async () => {
  server = await startTestServer({ env: { SUPER_ADMIN_EMAIL: 'root@example.com' } });
  admin = await signUpSuperAdmin(server);
  user = await signUp(server);
  await push(server, user.token, 'contracts', [contract]);
});
afterAll(() => server.close());

const counts = async () => {
  const out: Record<string, number> = {};
  for (const table of [
    'users',
    'contracts',
    'chat_messages',
    'checkout_sessions',
    'credit_ledger',
    'support_requests',
  ])
    out[table] = Number((await server.db(table).count({ n: '*' }).first())?.n);
  return out;
};

describe('while maintenance mode is on', () => {
  it('refuses every write but the super admin’s with 503 and the maintenance payload; reads go on', async () => {
    const on = await server.request('/api/admin/enable-maintenance', {
      token: admin.token,
      body: { title: 'Upgrade', message: 'Back at noon', estimatedDuration: '1 hour' },
    });
    expect(on.status).toBe(200);
    const before = await counts();
    const writes: Array<[string, { method?: string; body?: unknown; token?: string }]> = [
      ['/api/auth/signup', { body: { email: uniqueEmail('new'), password: GOOD_PASSWORD } }],
      ['/api/contracts', { body: { name: 'New one' }, token: user.token }],
      [
        '/api/sync/contracts/v1/push',
        { body: [{ assumedMasterState: null, newDocumentState: contractDoc() }], token: user.token },
      ],
      [`/api/contracts/${contract.id}/chat`, { body: { message: 'Hello' }, token: user.token }],
      ['/api/guest/chat', { body: { messages: [{ role: 'user', content: 'Hello' }] } }],
      ['/api/checkout', { body: { packageId: 'starter' }, token: user.token }],
      [`/api/contracts/${contract.id}/download`, { body: {}, token: user.token }],
      ['/api/support', { body: { name: 'Ann', email: 'ann@example.com', message: 'Hello there, help!' } }],
      [
        '/api/profile',
        { method: 'PATCH', body: { firstName: 'A', lastName: 'B', email: user.email }, token: user.token },
      ],
    ];
    for (const [path, options] of writes) {
      const res = await server.request(path, options);
      expect([path, res.status]).toEqual([path, 503]);
      expect(res.body).toMatchObject({
        code: 'maintenance',
        message: 'Back at noon',
        maintenance: {
          isEnabled: true,
          title: 'Upgrade',
          message: 'Back at noon',
          estimatedDuration: '1 hour',
        },
      });
    }
    expect(await counts()).toEqual(before);

    for (const path of ['/api/maintenance-status', '/api/credits', '/api/contracts', '/api/health'])
      expect([path, (await server.request(path, { token: user.token })).status]).toEqual([path, 200]);
    const login = await server.request('/api/auth/login', {
      body: { email: admin.email, password: admin.password },
    });
    expect(login.status).toBe(200);
    const adminWrite = await server.request('/api/contracts', {
      body: { name: 'Admin test' },
      token: admin.token,
    });
    expect(adminWrite.status).toBe(201);

    const off = await server.request('/api/admin/disable-maintenance', { token: admin.token, body: {} });
    expect(off.status).toBe(200);
    expect(
      (await server.request('/api/contracts', { body: { name: 'After' }, token: user.token })).status,
    ).toBe(201);
  });
});
