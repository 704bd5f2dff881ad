import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_SCHEMA_VERSIONS } from '@shared-schema';
import { startTestServer, type TestServer } from '../../test/test-server';
import { signUp, type SignedInUser } from '../../test/test-users';
import { contractDoc, pull, push } from '../../test/sync-client';

let server: TestServer;
let user: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server);
});
afterAll(() => server.close());

const NUL = '\u0000';

describe('NUL bytes in JSON bodies', () => {
  it.each([
    ['POST', '/api/contracts', { name: `Bad${NUL}name` }],
    ['PATCH', '/api/profile', { firstName: `A${NUL}`, lastName: 'B', email: 'x@example.com' }],
    ['PATCH', '/api/profile/preferences', { preferences: { theme: `dark${NUL}` } }],
    ['PATCH', '/api/profile/preferences', { preferences: { [`k${NUL}`]: 'v' } }],
    ['POST', '/api/support', { name: 'A', email: 'a@example.com', message: `Help${NUL} me please now` }],
    ['POST', '/api/contracts/review-free', { contractText: `Agreement${NUL}`.repeat(20), fileName: 'a.txt' }],
    ['POST', '/api/contracts/review', { contractText: `Agreement${NUL}`.repeat(20), fileName: 'a.txt' }],
    ['POST', '/api/guest/chat', { message: `Hi${NUL}`, history: [] }],
    ['POST', '/api/guest/review', { contractText: `Agreement${NUL}`.repeat(20), fileName: 'a.txt' }],
    ['POST', '/api/auth/signup', { email: `a${NUL}@example.com`, password: 'Clause!craft9' }],
    ['POST', '/api/auth/login', { email: 'a@example.com', password: `Clause!craft9${NUL}` }],
    ['POST', '/api/auth/password-reset', { email: `a${NUL}@example.com` }],
    ['POST', '/api/auth/change-password', { currentPassword: 'x', newPassword: `Clause!craft9${NUL}` }],
    ['POST', '/api/auth/transfer-guest-data', { guestId: `g${NUL}` }],
    ['POST', '/api/promotions/redeem', { code: `CODE${NUL}` }],
    ['POST', '/api/attribution', { utmSource: `x${NUL}` }],
    ['POST', '/api/checkout', { packageId: `p${NUL}` }],
  ])('%s %s answers 400 and changes nothing', async (method, path, body) => {
    const res = await server.request(path, { method, token: user.token, body });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(/NUL/) });
  });
});

describe('NUL bytes in a sync push', () => {
  it('refuses only the document that holds one; the rest of the batch is stored', async () => {
    const good = contractDoc({ name: 'Fine' });
    const badName = contractDoc({ name: `x${NUL}` });
    const badKey = contractDoc({ name: 'Key', placeholders: { [`k${NUL}`]: 'v' } });
    const result = await push(server, user.token, 'contracts', [badName, good, badKey]);
    expect(result.conflicts).toEqual([]);
    expect(result.rejected).toEqual([
      { id: badName.id, message: expect.stringMatching(/NUL/) },
      { id: badKey.id, message: expect.stringMatching(/NUL/) },
    ]);
    const stored = (await pull(server, user.token, 'contracts')).documents.map((doc) => doc.id);
    expect(stored).toContain(good.id);
    expect(stored).not.toContain(badName.id);
    expect(stored).not.toContain(badKey.id);
  });
});

describe('sync pull checkpoints', () => {
  it.each([
    ['not JSON', 'nope'],
    ['a non-uuid id', JSON.stringify({ changeId: 1, id: 'abc' })],
    [
      'a change id past bigint',
      JSON.stringify({ changeId: 1e30, id: '0190f5d2-0000-7000-8000-000000000001' }),
    ],
    ['a NUL byte', JSON.stringify({ changeId: 1, id: `a${NUL}` })],
  ])('a malformed checkpoint (%s) is a 400', async (_label, checkpoint) => {
    const res = await server.request(
      `/api/sync/contracts/v${SYNC_SCHEMA_VERSIONS.contracts}/pull?limit=10&checkpoint=${encodeURIComponent(checkpoint)}`,
      { token: user.token },
    );
    expect(res.status, res.text).toBe(400);
  });
});
