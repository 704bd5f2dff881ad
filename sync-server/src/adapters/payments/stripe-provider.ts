import Stripe from 'stripe';
import { ZodError } from 'zod';
import { BadRequestError, ServiceUnavailableError } from '../../errors';
import type { CheckoutRequest, PaymentEvent, PaymentProvider } from './payment-provider';
import { toPaymentEvent } from './stripe-events';

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Another API host (a local stub in tests, or a proxy); Stripe's own when undefined. */
  apiBaseUrl?: string;
};

/** Stripe Checkout: one-time packages as mode payment, monthly packages as subscriptions; signed webhooks. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly signatureHeader = 'stripe-signature';
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    const base = options.apiBaseUrl ? new URL(options.apiBaseUrl) : undefined;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'http:' ? 80 : 443),
            protocol: base.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string }> {
    const { pkg } = request;
    const monthly = pkg.recurring === 'monthly';
    const metadata = {
      userId: request.userId,
      credits: String(pkg.credits),
      packageName: pkg.title,
      userEmail: request.userEmail,
      packageId: pkg.id,
      checkoutId: request.checkoutId,
    };
    const session = await this.stripe.checkout.sessions
      .create(
        {
          mode: monthly ? 'subscription' : 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: request.amountCents,
                product_data: { name: pkg.title, description: pkg.description },
                ...(monthly ? { recurring: { interval: 'month' as const } } : {}),
              },
            },
          ],
          customer_email: request.userEmail,
          client_reference_id: request.checkoutId,
          metadata,
          // Renewal invoices and refunds carry the same tags.
          ...(monthly ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: `checkout-${request.checkoutId}` },
      )
      .catch((error: unknown) => {
        // The details stay in the log; the user gets the 'Checkout Error' toast.
        if (error instanceof Stripe.errors.StripeError) {
          throw new ServiceUnavailableError(
            `The payment provider refused the checkout (${error.type}${error.code ? `: ${error.code}` : ''})`,
            'payment-provider-error',
          );
        }
        throw error;
      });
    if (!session.url)
      throw new ServiceUnavailableError(
        'The payment provider did not return a checkout page',
        'payment-provider-error',
      );
    return { url: session.url, providerSessionId: session.id };
  }

  verifyWebhook(rawBody: string, signature: string | undefined): PaymentEvent {
    if (!this.options.webhookSecret)
      throw new ServiceUnavailableError(
        'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET)',
        'webhook-not-configured',
      );
    if (!signature) throw new BadRequestError('Missing Stripe-Signature header', 'invalid-signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError)
        throw new BadRequestError('Webhook signature verification failed', 'invalid-signature');
      throw new BadRequestError('Malformed webhook event', 'invalid-event');
    }
    try {
      return toPaymentEvent(event);
    } catch (error) {
      if (error instanceof ZodError) throw new BadRequestError('Malformed webhook event', 'invalid-event');
      throw error;
    }
  }
}
