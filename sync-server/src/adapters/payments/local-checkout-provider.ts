import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { BadRequestError } from '../../errors';
import { parseJson } from './parse-json';
import type { CheckoutRequest, PaymentEvent, PaymentProvider } from './payment-provider';

const SIGNATURE_TOLERANCE_SECONDS = 300;

const localEventSchema = z.object({
  id: z.string().min(1),
  type: z.enum([
    'checkout.session.completed',
    'checkout.session.expired',
    'checkout.session.failed',
    'checkout.session.cancelled',
  ]),
  data: z.object({ checkoutId: z.string().min(1) }),
});
export type LocalEventType = z.infer<typeof localEventSchema>['type'];

const CLOSED_STATUS = {
  'checkout.session.expired': 'expired',
  'checkout.session.failed': 'failed',
  'checkout.session.cancelled': 'cancelled',
} as const;

/**
 * The built-in hosted checkout (test mode): the page is served by this server, and its buttons produce
 * signed events that go through the same webhook handler a real provider's events do. The signing key
 * lives only in this process, so nobody outside can forge a payment.
 */
export class LocalCheckoutProvider implements PaymentProvider {
  readonly name = 'test';
  readonly signatureHeader = 'x-clausecraft-signature';
  private readonly secret: Buffer;

  constructor(secret: Buffer = randomBytes(32)) {
    this.secret = secret;
  }

  async createCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string }> {
    // Relative, so the page works whatever PUBLIC_URL says; same origin as the app.
    return {
      url: `/api/payments/test-checkout/${request.checkoutId}`,
      providerSessionId: `test_${request.checkoutId}`,
    };
  }

  /** What the test page's buttons send: a signed event body, exactly as a provider would post it. */
  signEvent(
    type: LocalEventType,
    checkoutId: string,
    now = Date.now(),
  ): { rawBody: string; signature: string } {
    const rawBody = JSON.stringify({ id: `evt_test_${randomUUID()}`, type, data: { checkoutId } });
    const timestamp = Math.floor(now / 1000);
    return { rawBody, signature: `t=${timestamp},v1=${this.mac(timestamp, rawBody)}` };
  }

  verifyWebhook(rawBody: string, signature: string | undefined, now = Date.now()): PaymentEvent {
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature ?? '');
    const timestamp = Number(match?.[1]);
    const given = Buffer.from(match?.[2] ?? '', 'hex');
    const expected = Buffer.from(this.mac(timestamp, rawBody), 'hex');
    const fresh = Math.abs(now / 1000 - timestamp) <= SIGNATURE_TOLERANCE_SECONDS;
    if (!match || !fresh || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new BadRequestError('Webhook signature verification failed', 'invalid-signature');
    }
    const parsed = localEventSchema.safeParse(parseJson(rawBody));
    if (!parsed.success) throw new BadRequestError('Malformed webhook event', 'invalid-event');
    const { id, type, data } = parsed.data;
    if (type === 'checkout.session.completed') {
      return {
        id,
        type,
        kind: 'checkout-completed',
        checkoutId: data.checkoutId,
        subscriptionId: null,
        paymentIntentId: `test_pi_${data.checkoutId}`,
        invoiceId: null,
      };
    }
    return { id, type, kind: 'checkout-closed', checkoutId: data.checkoutId, status: CLOSED_STATUS[type] };
  }

  private mac(timestamp: number, rawBody: string): string {
    return createHmac('sha256', this.secret).update(`${timestamp}.${rawBody}`).digest('hex');
  }
}
