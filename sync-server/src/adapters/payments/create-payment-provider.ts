import type { Config } from '../../config';
import { LocalCheckoutProvider } from './local-checkout-provider';
import { StripeProvider } from './stripe-provider';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the local test-mode checkout. */
export function createPaymentProvider(stripe: Config['stripe']): StripeProvider | LocalCheckoutProvider {
  if (!stripe) return new LocalCheckoutProvider();
  return new StripeProvider({
    secretKey: stripe.secretKey,
    webhookSecret: stripe.webhookSecret,
    apiBaseUrl: stripe.apiBaseUrl,
  });
}
