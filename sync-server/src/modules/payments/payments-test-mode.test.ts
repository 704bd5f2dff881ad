import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp } from '../../../test/test-users';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function checkoutStatus(env: Record<string, string>) {
  server = await startTestServer({ env });
  const user = await signUp(server);
  const res = await server.request('/api/checkout', {
    token: user.token,
    body: { packageId: 'quick-boost-onetime' },
  });
  return { res, user };
}

describe('the TEST MODE checkout is refused on a public installation', () => {
  it('answers 503 "Payments are not configured" when PUBLIC_URL is not a loopback address', async () => {
    const { res, user } = await checkoutStatus({ PUBLIC_URL: 'https://contracts.example.com' });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ message: 'Payments are not configured' });
    expect(await server?.db('checkout_sessions').where({ user_id: user.user.id })).toHaveLength(0);
    // The test page and its events are not served either.
    const webhook = await server?.request('/api/payments/test/webhook', { body: { id: 'evt_x' } });
    expect(webhook?.status).toBe(503);
  });

  it('runs on a loopback PUBLIC_URL, and anywhere with PAYMENTS_TEST_MODE=true', async () => {
    expect((await checkoutStatus({ PUBLIC_URL: 'http://127.0.0.1:8080' })).res.status).toBe(200);
    await server?.close();
    const explicit = await checkoutStatus({
      PUBLIC_URL: 'https://staging.example.com',
      PAYMENTS_TEST_MODE: 'true',
    });
    expect(explicit.res.status).toBe(200);
    expect(explicit.res.body).toMatchObject({ url: expect.stringMatching(/test-checkout/) });
  });
});
