import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { GOOD_PASSWORD, signUp, uniqueEmail } from '../../test/test-users';

// A fifth of every limit: guest chat 12 per 15 minutes, sign-up 4 per hour, support 1 per hour.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: '0.2', TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await server.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const guestChat = (ip: string) =>
  server.request('/api/guest/chat', {
    body: { messages: [{ role: 'user', content: 'I need a service agreement' }] },
    headers: from(ip),
  });
const count = async (table: string) =>
  Number((await server.db(table).count<{ count: string }[]>('* as count'))[0]?.count ?? 0);

describe('request limits per caller', () => {
  it('answers 429 with Retry-After once an address used up the guest chat, and other addresses carry on', async () => {
    for (let i = 0; i < 12; i++) expect((await guestChat('203.0.113.1')).status).toBe(200);
    const refused = await guestChat('203.0.113.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'too-many-requests',
      message: expect.stringMatching(
        /^Too many requests\. Please wait (1[0-5]|[1-9]) minutes? and try again\.$/,
      ),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect((await guestChat('203.0.113.2')).status).toBe(200);
  });

  it('counts a signed-in caller per account: a refused request stores and sends nothing, another account is not affected', async () => {
    const alice = await signUp(server);
    const bob = await signUp(server);
    const support = (token: string) =>
      server.request('/api/support', {
        token,
        headers: from('198.51.100.7'),
        body: {
          name: 'Alice',
          email: 'alice@example.com',
          message: 'My download did not start, can you help?',
        },
      });
    expect((await support(alice.token)).status).toBe(201);
    const [requests, mails] = [await count('support_requests'), (await server.outbox()).length];
    const refused = await support(alice.token);
    expect(refused.status).toBe(429);
    expect(await count('support_requests')).toBe(requests);
    expect(await server.outbox()).toHaveLength(mails);
    expect((await support(bob.token)).status).toBe(201);
  });

  it('limits account creation per address, creating nothing once refused', async () => {
    const signup = () =>
      server.request('/api/auth/signup', {
        body: { email: uniqueEmail(), password: GOOD_PASSWORD },
        headers: from('192.0.2.9'),
      });
    for (let i = 0; i < 4; i++) expect((await signup()).status).toBe(201);
    const users = await count('users');
    expect((await signup()).status).toBe(429);
    expect(await count('users')).toBe(users);
  });

  it('behind a proxy counts the address the trusted proxy added, not the left-most one the client wrote', async () => {
    const signup = (forged: string) =>
      server.request('/api/auth/signup', {
        body: { email: uniqueEmail(), password: GOOD_PASSWORD },
        headers: from(`${forged}, 198.51.100.23`),
      });
    for (let i = 0; i < 4; i++) expect((await signup(`10.0.0.${i}`)).status).toBe(201);
    expect((await signup('10.0.0.99')).status).toBe(429);
  });

  it('with TRUST_PROXY_HOPS=2 takes the address the outer proxy added', async () => {
    const twoHops = await startTestServer({
      env: { RATE_LIMIT_MULTIPLIER: '0.2', TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' },
      shareDatabaseWith: server,
    });
    try {
      const signup = (forged: string) =>
        twoHops.request('/api/auth/signup', {
          body: { email: uniqueEmail(), password: GOOD_PASSWORD },
          headers: from(`${forged}, 203.0.113.77, 10.1.1.1`),
        });
      for (let i = 0; i < 4; i++) expect((await signup(`10.0.1.${i}`)).status).toBe(201);
      expect((await signup('10.0.1.99')).status).toBe(429);
    } finally {
      await twoHops.close();
    }
  });
});
