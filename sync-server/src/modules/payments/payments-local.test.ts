import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_PACKAGES, checkoutResponseSchema, transactionsPageSchema } from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';
import { LocalCheckoutProvider } from '../../adapters/payments/local-checkout-provider';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function checkout(
  user: SignedInUser,
  packageId = 'quick-boost-onetime',
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await server.request('/api/checkout', { token: user.token, body: { packageId, ...extra } });
  expect(res.status).toBe(200);
  return checkoutResponseSchema.parse(res.body).url;
}

const post = (path: string) => server.request(path, { method: 'POST' });
const balance = async (user: SignedInUser) => server.services.credits.balance(user.user.id);
const checkoutIdOf = (url: string) => url.split('/').pop() ?? '';

describe('GET /api/credit-packages', () => {
  it('serves the plan table without sign-in', async () => {
    const res = await server.request('/api/credit-packages');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ packages: CREDIT_PACKAGES });
  });
});

describe('POST /api/checkout with the local test-mode provider', () => {
  it('answers the local hosted page, clearly marked as test mode', async () => {
    const user = await signUp(server);
    const url = await checkout(user);
    expect(url).toMatch(/^\/api\/payments\/test-checkout\/[0-9a-f-]{36}$/);
    const page = await server.request(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('TEST MODE');
    expect(page.text).toContain('Quick Boost');
    expect(page.text).toContain('Pay $20.00');
    expect(page.text).toMatch(/times out in about \d+ minutes? if you do nothing/);
    expect(page.text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(page.text).toMatch(
      /http-equiv="refresh" content="\d+;url=\/api\/payments\/test-checkout\/[^"]+\/timeout"/,
    );
    const row = await server
      .db('checkout_sessions')
      .where({ id: checkoutIdOf(url) })
      .first();
    expect(row).toMatchObject({
      user_id: user.user.id,
      package_id: 'quick-boost-onetime',
      provider: 'test',
      status: 'open',
      credits: 5,
      amount_cents: 2000,
    });
  });

  it('pay grants the credits once, lists the purchase and returns to /buy-credits/success', async () => {
    const user = await signUp(server);
    const url = await checkout(user);
    const paid = await post(`${url}/pay`);
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get('location') ?? '', 'http://x');
    expect(location.pathname).toBe('/buy-credits/success');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      transaction: checkoutIdOf(url),
      package: 'Quick Boost',
      credits: '5',
      amount: '20.00',
    });
    expect(await balance(user)).toBe(8);

    // Paying again, or opening the page again, changes nothing and returns to the success page.
    expect((await post(`${url}/pay`)).headers.get('location')).toMatch(/^\/buy-credits\/success\?/);
    expect((await server.request(url)).status).toBe(303);
    expect(await balance(user)).toBe(8);

    const list = transactionsPageSchema.parse(
      (await server.request('/api/credit-transactions', { token: user.token })).body,
    );
    expect(list.transactions[0]).toMatchObject({
      type: 'purchase',
      amount: 5,
      description: 'Purchase: Quick Boost (5 credits)',
      packageName: 'Quick Boost',
    });
    expect(list.total).toBe(2);
    expect(
      await server
        .db('payment_events')
        .where({ provider: 'test', type: 'checkout.session.completed' })
        .whereRaw("event_id like 'evt_test_%'"),
    ).not.toHaveLength(0);
  });

  it('cancel and decline grant nothing and go to the failure page with their codes', async () => {
    const user = await signUp(server);
    const first = await checkout(user);
    const cancelled = await post(`${first}/cancel`);
    expect(cancelled.headers.get('location')).toBe(
      `/purchase-failed?error=payment_cancelled&transaction=${checkoutIdOf(first)}`,
    );
    expect((await post(`${first}/pay`)).headers.get('location')).toMatch(/error=payment_cancelled/);
    const second = await checkout(user, 'premium-contract-pack-monthly');
    expect((await post(`${second}/decline`)).headers.get('location')).toBe(
      `/purchase-failed?error=payment_failed&transaction=${checkoutIdOf(second)}&reason=card_declined`,
    );
    expect(await balance(user)).toBe(3);
    expect(
      await server
        .db('checkout_sessions')
        .where({ user_id: user.user.id })
        .orderBy('created_at')
        .pluck('status'),
    ).toEqual(['cancelled', 'failed']);
  });

  it('a session left past its time times out and can no longer be paid', async () => {
    const user = await signUp(server);
    const url = await checkout(user);
    const early = await server.request(`${url}/timeout`);
    expect(early.headers.get('location')).toBe(url);
    await server
      .db('checkout_sessions')
      .where({ id: checkoutIdOf(url) })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await server.request(`${url}/timeout`)).headers.get('location')).toBe(
      `/purchase-failed?error=payment_timeout&transaction=${checkoutIdOf(url)}`,
    );
    expect((await post(`${url}/pay`)).headers.get('location')).toMatch(/error=payment_timeout/);
    expect(await balance(user)).toBe(3);
  });

  it('a user cannot buy for another user: the buyer always comes from the token', async () => {
    const buyer = await signUp(server);
    const other = await signUp(server);
    const url = await checkout(buyer, 'quick-boost-onetime', {
      userId: other.user.id,
      userEmail: other.email,
    });
    await post(`${url}/pay`);
    expect(await balance(buyer)).toBe(8);
    expect(await balance(other)).toBe(3);
  });

  it('many concurrent pays of one session grant once', async () => {
    const user = await signUp(server);
    const url = await checkout(user);
    const results = await Promise.all(Array.from({ length: 10 }, () => post(`${url}/pay`)));
    expect(results.every((r) => r.status === 303)).toBe(true);
    expect(await balance(user)).toBe(8);
  });
});

describe('the local webhook path', () => {
  it('refuses a forged signature and an event signed by another key', async () => {
    const user = await signUp(server);
    const url = await checkout(user);
    const forger = new LocalCheckoutProvider();
    const { rawBody, signature } = forger.signEvent('checkout.session.completed', checkoutIdOf(url));
    for (const header of [signature, 't=1,v1=' + '0'.repeat(64), 'garbage']) {
      const res = await server.request('/api/payments/test/webhook', {
        rawBody,
        headers: { 'x-clausecraft-signature': header },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid-signature' });
    }
    expect((await server.request('/api/payments/test/webhook', { rawBody })).status).toBe(400);
    expect(await balance(user)).toBe(3);
  });

  it('refuses an unknown provider, a missing body and Stripe events when Stripe is not configured', async () => {
    expect((await server.request('/api/payments/paypal/webhook', { rawBody: '{}' })).status).toBe(404);
    expect(
      (
        await server.request('/api/payments/stripe/webhook', {
          rawBody: '{}',
          headers: { 'stripe-signature': 't=1,v1=00' },
        })
      ).status,
    ).toBe(404);
    expect((await server.request('/api/payments/test/webhook', { method: 'POST' })).status).toBe(400);
    expect(
      (
        await server.request('/api/payments/test/webhook', {
          rawBody: '{"id":',
          headers: { 'x-clausecraft-signature': 'x' },
        })
      ).status,
    ).toBe(400);
  });

  it('an unknown checkout id on the test page is a 404', async () => {
    expect(
      (await server.request('/api/payments/test-checkout/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    expect((await server.request('/api/payments/test-checkout/not-a-uuid')).status).toBe(404);
    expect((await post('/api/payments/test-checkout/not-a-uuid/pay')).status).toBe(404);
  });
});

describe('POST /api/checkout refuses bad input', () => {
  let user: SignedInUser;
  beforeAll(async () => {
    user = await signUp(server);
  });

  it('needs a signed-in user', async () => {
    expect(
      (await server.request('/api/checkout', { body: { packageId: 'quick-boost-onetime' } })).status,
    ).toBe(401);
  });

  it.each([
    ['the free trial', { packageId: 'free-trial' }, 'package-not-purchasable'],
    ['an unknown package', { packageId: 'gold-pack' }, 'unknown-package'],
    ['a missing packageId', {}, 'invalid-argument'],
    ['a number', { packageId: 5 }, 'invalid-argument'],
    ['an empty id', { packageId: '  ' }, 'invalid-argument'],
  ])('refuses %s with a 400', async (_name, body, code) => {
    const res = await server.request('/api/checkout', { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code });
  });

  it('refuses invalid JSON, a non-object body and an oversized body', async () => {
    expect(
      (await server.request('/api/checkout', { token: user.token, rawBody: '{"packageId":' })).status,
    ).toBe(400);
    expect(
      (await server.request('/api/checkout', { token: user.token, body: ['quick-boost-onetime'] })).status,
    ).toBe(400);
    expect(
      (
        await server.request('/api/checkout', {
          token: user.token,
          rawBody: JSON.stringify({ packageId: 'x'.repeat(2_000_000) }),
        })
      ).status,
    ).toBe(413);
    expect(await server.db('checkout_sessions').where({ user_id: user.user.id })).toEqual([]);
  });
});
