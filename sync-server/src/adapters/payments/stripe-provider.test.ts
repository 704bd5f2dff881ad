import http from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutResponseSchema } from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, uniqueEmail, type SignedInUser } from '../../../test/test-users';

const WEBHOOK_SECRET = 'whsec_test_clausecraft';
const stripe = new Stripe('sk_test_unused');

/** A local stand-in for api.stripe.com: records Checkout Session requests and answers like Stripe. */
type StubRequest = {
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};
const stubRequests: StubRequest[] = [];
const stub = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    const idempotencyKey = req.headers['idempotency-key'];
    stubRequests.push({
      path: req.url ?? '',
      form,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      authorization: req.headers.authorization,
    });
    res.setHeader('content-type', 'application/json');
    if (form.get('metadata[userEmail]')?.startsWith('refused-')) {
      res.statusCode = 400;
      res.end(
        JSON.stringify({
          error: { type: 'invalid_request_error', code: 'parameter_invalid', message: 'Invalid email' },
        }),
      );
      return;
    }
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      const id = `cs_test_${stubRequests.length}`;
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${id}`,
          mode: form.get('mode'),
        }),
      );
      return;
    }
    res.statusCode = 404;
    res.end(
      JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }),
    );
  });
});

let server: TestServer;
beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const address = stub.address();
  if (!address || typeof address === 'string') throw new Error('stub has no port');
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_clausecraft',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: `http://127.0.0.1:${address.port}`,
    },
  });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => stub.close(resolve));
});

let eventCounter = 0;
function event(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${++eventCounter}_${Date.now()}`,
): string {
  return JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', data: { object } });
}

function deliver(payload: string, secret = WEBHOOK_SECRET) {
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return server.request('/api/payments/stripe/webhook', {
    rawBody: payload,
    headers: { 'stripe-signature': signature },
  });
}

async function startCheckout(
  user: SignedInUser,
  packageId: string,
): Promise<{ checkoutId: string; request: StubRequest }> {
  const res = await server.request('/api/checkout', { token: user.token, body: { packageId } });
  expect(res.status).toBe(200);
  expect(checkoutResponseSchema.parse(res.body).url).toMatch(
    /^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/,
  );
  const request = stubRequests.at(-1);
  if (!request) throw new Error('no request reached the stub');
  return { checkoutId: request.form.get('client_reference_id') ?? '', request };
}

function completed(checkoutId: string, extra: Record<string, unknown> = {}) {
  return {
    id: `cs_${checkoutId}`,
    object: 'checkout.session',
    client_reference_id: checkoutId,
    payment_status: 'paid',
    metadata: { checkoutId },
    ...extra,
  };
}

const balance = (user: SignedInUser) => server.services.credits.balance(user.user.id);

describe('Stripe Checkout Sessions', () => {
  it('a one-time package is mode payment with the tags, return URLs and the user from the token', async () => {
    const user = await signUp(server);
    const other = await signUp(server);
    const res = await server.request('/api/checkout', {
      token: user.token,
      body: { packageId: 'quick-boost-onetime', userId: other.user.id },
    });
    expect(res.status).toBe(200);
    const { form, idempotencyKey, authorization } = stubRequests.at(-1) ?? { form: new URLSearchParams() };
    const checkoutId = form.get('client_reference_id');
    expect(authorization).toBe('Bearer sk_test_clausecraft');
    expect(idempotencyKey).toBe(`checkout-${checkoutId}`);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2000');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBeNull();
    expect(form.get('metadata[userId]')).toBe(user.user.id);
    expect(form.get('metadata[credits]')).toBe('5');
    expect(form.get('metadata[packageName]')).toBe('Quick Boost');
    expect(form.get('metadata[userEmail]')).toBe(user.email);
    expect(form.get('payment_intent_data[metadata][userId]')).toBe(user.user.id);
    expect(form.get('customer_email')).toBe(user.email);
    expect(form.get('success_url')).toBe(
      `http://localhost:8080/buy-credits/success?transaction=${checkoutId}&package=Quick+Boost&credits=5&amount=20.00`,
    );
    expect(form.get('cancel_url')).toBe(
      `http://localhost:8080/purchase-failed?error=payment_cancelled&transaction=${checkoutId}`,
    );
    expect(await server.db('checkout_sessions').where({ id: checkoutId }).first()).toMatchObject({
      provider: 'stripe',
      provider_session_id: expect.stringMatching(/^cs_test_/),
      user_id: user.user.id,
    });
  });

  it('a monthly package is a subscription with the tags on the subscription too', async () => {
    const user = await signUp(server);
    const { request } = await startCheckout(user, 'premium-contract-pack-monthly');
    expect(request.form.get('mode')).toBe('subscription');
    expect(request.form.get('line_items[0][price_data][unit_amount]')).toBe('3500');
    expect(request.form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(request.form.get('subscription_data[metadata][packageName]')).toBe('Premium Contract Pack');
    expect(request.form.get('subscription_data[metadata][credits]')).toBe('15');
  });
});

describe('when Stripe refuses the checkout', () => {
  it('answers 503 with a clear code and closes our session as failed', async () => {
    const user = await signUp(server, uniqueEmail('refused'));
    const res = await server.request('/api/checkout', {
      token: user.token,
      body: { packageId: 'quick-boost-onetime' },
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'payment-provider-error' });
    expect(await server.db('checkout_sessions').where({ user_id: user.user.id }).pluck('status')).toEqual([
      'failed',
    ]);
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('checkout.session.completed grants once, however often it is delivered', async () => {
    const user = await signUp(server);
    const { checkoutId } = await startCheckout(user, 'quick-boost-onetime');
    const payload = event(
      'checkout.session.completed',
      completed(checkoutId, { payment_intent: 'pi_quick_1' }),
    );
    const first = await deliver(payload);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    const replays = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(
      replays.every(
        (r) => r.status === 200 && JSON.stringify(r.body) === '{"received":true,"duplicate":true}',
      ),
    ).toBe(true);
    // A different event about the same checkout (Stripe may send one twice under new ids) grants nothing more.
    expect(
      (
        await deliver(
          event('checkout.session.completed', completed(checkoutId, { payment_intent: 'pi_quick_1' })),
        )
      ).status,
    ).toBe(200);
    expect(await balance(user)).toBe(8);
    const rows = await server.db('credit_ledger').where({ user_id: user.user.id, type: 'purchase' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 5,
      description: 'Purchase: Quick Boost (5 credits)',
      package_name: 'Quick Boost',
    });
    expect(await server.db('checkout_sessions').where({ id: checkoutId }).first()).toMatchObject({
      status: 'completed',
    });
  });

  it('refuses a forged signature, a wrong secret, a stale timestamp and a missing header', async () => {
    const user = await signUp(server);
    const { checkoutId } = await startCheckout(user, 'quick-boost-onetime');
    const payload = event('checkout.session.completed', completed(checkoutId));
    const forged = await deliver(payload, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'invalid-signature' });
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(
      (
        await server.request('/api/payments/stripe/webhook', {
          rawBody: payload,
          headers: { 'stripe-signature': stale },
        })
      ).status,
    ).toBe(400);
    expect((await server.request('/api/payments/stripe/webhook', { rawBody: payload })).status).toBe(400);
    // A body changed after signing (here only re-serialised with spaces) no longer matches.
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = JSON.stringify(JSON.parse(payload), null, 1);
    expect(
      (
        await server.request('/api/payments/stripe/webhook', {
          rawBody: tampered,
          headers: { 'stripe-signature': signature },
        })
      ).status,
    ).toBe(400);
    expect(await balance(user)).toBe(3);
    expect(
      await server
        .db('payment_events')
        .where({ provider: 'stripe' })
        .whereRaw('event_id = ?', [JSON.parse(payload).id]),
    ).toEqual([]);
  });

  it('an unpaid (asynchronous) completion waits for async_payment_succeeded', async () => {
    const user = await signUp(server);
    const { checkoutId } = await startCheckout(user, 'quick-boost-onetime');
    await deliver(event('checkout.session.completed', completed(checkoutId, { payment_status: 'unpaid' })));
    expect(await balance(user)).toBe(3);
    await deliver(
      event(
        'checkout.session.async_payment_succeeded',
        completed(checkoutId, { payment_intent: 'pi_async_1' }),
      ),
    );
    expect(await balance(user)).toBe(8);
  });

  it('a subscription renewal (invoice.paid) grants again, once per invoice; the first invoice does not double-grant', async () => {
    const user = await signUp(server);
    const { checkoutId } = await startCheckout(user, 'standard-contract-pack-monthly');
    await deliver(
      event(
        'checkout.session.completed',
        completed(checkoutId, { subscription: 'sub_std_1', invoice: 'in_first' }),
      ),
    );
    await deliver(
      event('invoice.paid', {
        id: 'in_first',
        object: 'invoice',
        billing_reason: 'subscription_create',
        amount_paid: 1500,
        parent: { subscription_details: { subscription: 'sub_std_1' } },
      }),
    );
    expect(await balance(user)).toBe(8);
    const renewal = event('invoice.paid', {
      id: 'in_second',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 1500,
      parent: { subscription_details: { subscription: 'sub_std_1' } },
    });
    await deliver(renewal);
    await deliver(renewal);
    expect(await balance(user)).toBe(13);
    // Older API versions name the subscription on the invoice itself.
    await deliver(
      event('invoice.paid', {
        id: 'in_third',
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        amount_paid: 1500,
        subscription: 'sub_std_1',
      }),
    );
    expect(await balance(user)).toBe(18);
    const rows = await server
      .db('credit_ledger')
      .where({ user_id: user.user.id, type: 'purchase' })
      .orderBy('created_at');
    expect(rows.map((r: { description: string }) => r.description)).toEqual([
      'Purchase: Standard Contract Pack (5 credits)',
      'Renewal: Standard Contract Pack (5 credits)',
      'Renewal: Standard Contract Pack (5 credits)',
    ]);
  });

  it('a renewal for an unknown subscription is not acknowledged, so Stripe retries it', async () => {
    const payload = event('invoice.paid', {
      id: 'in_orphan',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 1500,
      subscription: 'sub_unknown',
    });
    expect((await deliver(payload)).status).toBe(500);
    expect(
      await server.db('payment_events').where({ provider: 'stripe', event_id: JSON.parse(payload).id }),
    ).toEqual([]);
  });

  it('charge.refunded takes the credits back, never below zero, once per refund', async () => {
    const user = await signUp(server);
    const { checkoutId } = await startCheckout(user, 'quick-boost-onetime');
    await deliver(
      event('checkout.session.completed', completed(checkoutId, { payment_intent: 'pi_refund_1' })),
    );
    expect(await balance(user)).toBe(8);
    await server.services.credits.spend(user.user.id, 6, 'Contract download', 'dl-1');
    const refund = event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      amount: 2000,
      amount_refunded: 2000,
      payment_intent: 'pi_refund_1',
    });
    expect((await deliver(refund)).status).toBe(200);
    expect((await deliver(refund)).body).toMatchObject({ duplicate: true });
    expect(await balance(user)).toBe(0);
    const rows = await server.db('credit_ledger').where({ user_id: user.user.id, type: 'refund' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: -2,
      balance_after: 0,
      description: 'Refund: Quick Boost (5 credits)',
    });
    // A later refund event for the same charge has nothing left to take.
    await deliver(
      event('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        amount: 2000,
        amount_refunded: 2000,
        payment_intent: 'pi_refund_1',
      }),
    );
    expect(await server.db('credit_ledger').where({ user_id: user.user.id, type: 'refund' })).toHaveLength(1);
  });

  it('partial refunds take back their share, cumulatively', async () => {
    const user = await signUp(server);
    const { checkoutId } = await startCheckout(user, 'premium-contract-pack-monthly');
    await deliver(
      event(
        'checkout.session.completed',
        completed(checkoutId, { subscription: 'sub_prem_1', invoice: 'in_prem_first' }),
      ),
    );
    expect(await balance(user)).toBe(18);
    await deliver(
      event('charge.refunded', {
        id: 'ch_2',
        object: 'charge',
        amount: 3500,
        amount_refunded: 1400,
        payment_intent: 'pi_x',
        invoice: 'in_prem_first',
      }),
    );
    expect(await balance(user)).toBe(12);
    await deliver(
      event('charge.refunded', {
        id: 'ch_2',
        object: 'charge',
        amount: 3500,
        amount_refunded: 3500,
        payment_intent: 'pi_x',
        invoice: 'in_prem_first',
      }),
    );
    expect(await balance(user)).toBe(3);
  });

  it('acknowledges events it does not act on, and refuses malformed ones', async () => {
    expect((await deliver(event('customer.created', { id: 'cus_1', object: 'customer' }))).body).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await deliver(event('charge.refunded', { id: 'ch_bad', amount: 'lots' }))).status).toBe(400);
    expect((await deliver('not json')).status).toBe(400);
    expect(
      (
        await server.request('/api/payments/test/webhook', {
          rawBody: '{}',
          headers: { 'x-clausecraft-signature': 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('the local test page does not exist when Stripe takes the payments', async () => {
    const user = await signUp(server);
    const { checkoutId } = await startCheckout(user, 'quick-boost-onetime');
    expect((await server.request(`/api/payments/test-checkout/${checkoutId}`)).status).toBe(404);
    expect(
      (await server.request(`/api/payments/test-checkout/${checkoutId}/pay`, { method: 'POST' })).status,
    ).toBe(404);
  });
});
