import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsPageSchema } from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';

let server: TestServer;
let user: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server);
  const credits = server.services.credits;
  for (let i = 1; i <= 30; i++)
    await credits.grant(
      user.user.id,
      i,
      i % 3 === 0 ? 'credit_card' : 'purchase',
      `Purchase ${i} of Quick Boost`,
      `p-${i}`,
      { packageName: 'Quick Boost' },
    );
  for (let i = 1; i <= 14; i++) await credits.spend(user.user.id, 2, `Contract download ${i}`, `s-${i}`);
});
afterAll(() => server.close());

const page = async (query: string, token = user.token) => {
  const res = await server.request(`/api/credit-transactions${query}`, { token });
  expect(res.status).toBe(200);
  return transactionsPageSchema.parse(res.body);
};

describe('GET /api/credits', () => {
  it('answers the balance of the signed-in user only', async () => {
    const other = await signUp(server);
    expect((await server.request('/api/credits', { token: user.token })).body).toEqual({
      credits: 3 + 465 - 28,
    });
    expect((await server.request('/api/credits', { token: other.token })).body).toEqual({ credits: 3 });
    expect((await server.request('/api/credits')).status).toBe(401);
  });
});

describe('GET /api/credit-transactions', () => {
  it('pages by 20, newest first by default', async () => {
    const first = await page('');
    expect(first.total).toBe(45);
    expect(first.transactions).toHaveLength(20);
    expect(first.totalPages).toBe(3);
    expect(first.transactions[0]?.description).toBe('Contract download 14');
    const third = await page('?page=3');
    expect(third.transactions).toHaveLength(5);
    expect(third.transactions.at(-1)?.description).toBe('Free trial credits');
  });

  it('filters by type: purchase covers card purchases, spend covers spends', async () => {
    expect((await page('?type=purchase&limit=100')).total).toBe(30);
    const spends = await page('?type=spend&limit=100');
    expect(spends.total).toBe(14);
    expect(spends.transactions.every((t) => t.type === 'spend' && t.amount === -2)).toBe(true);
  });

  it('searches descriptions and package names, case-insensitively, with wildcards taken literally', async () => {
    expect((await page('?search=DOWNLOAD 1')).total).toBe(6);
    expect((await page('?search=quick boost')).total).toBe(30);
    expect((await page('?search=%25')).total).toBe(0);
  });

  it('sorts four ways', async () => {
    expect((await page('?sort=oldest')).transactions[0]?.description).toBe('Free trial credits');
    expect((await page('?sort=amount-high')).transactions[0]?.amount).toBe(30);
    expect((await page('?sort=amount-low')).transactions[0]?.amount).toBe(-2);
  });

  it('never shows another user their transactions', async () => {
    const other = await signUp(server);
    const theirs = await page('?limit=100', other.token);
    expect(theirs.total).toBe(1);
  });

  it.each(['?page=0', '?page=abc', '?sort=random', '?type=gift', '?limit=1000', '?page=1&page=2'])(
    'refuses %s with a 400',
    async (query) => {
      const res = await server.request(`/api/credit-transactions${query}`, { token: user.token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid-argument' });
    },
  );
});
