import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type Router from '@koa/router';
import type { AppState } from '../../app-context';
import type { Config } from '../../config';
import type { CreditsService } from '../credits/credits-service';
import { LocalCheckoutProvider } from '../../adapters/payments/local-checkout-provider';
import { localCheckoutRoutes } from './local-checkout-routes';
import { paymentsDisabledRoutes, paymentsRoutes } from './payments-routes';
import { PaymentsService } from './payments-service';
import { StripeProvider } from '../../adapters/payments/stripe-provider';

/**
 * Picks the payment provider from the configuration: Stripe when STRIPE_SECRET_KEY is set, otherwise the
 * local test-mode checkout. Only the active provider accepts webhooks, so the test page cannot mint credits
 * on an installation that takes real payments.
 */
export function createPayments(deps: { db: Knex; credits: CreditsService; config: Config; logger: Logger }): {
  payments: PaymentsService;
  routers: Router<AppState>[];
} {
  const { config } = deps;
  if (config.stripe) {
    const provider = new StripeProvider({
      secretKey: config.stripe.secretKey,
      webhookSecret: config.stripe.webhookSecret,
      apiBaseUrl: config.stripe.apiBaseUrl,
    });
    const payments = new PaymentsService({
      db: deps.db,
      credits: deps.credits,
      provider,
      publicUrl: config.publicUrl,
      logger: deps.logger,
    });
    return { payments, routers: [paymentsRoutes({ payments })] };
  }
  const provider = new LocalCheckoutProvider();
  const payments = new PaymentsService({
    db: deps.db,
    credits: deps.credits,
    provider,
    publicUrl: config.publicUrl,
    logger: deps.logger,
  });
  // A public installation without Stripe would hand out credits for nothing: no checkout at all there.
  if (!config.paymentsTestMode) {
    deps.logger.warn(
      'Payments are not configured: set STRIPE_SECRET_KEY (or PAYMENTS_TEST_MODE=true for a test installation)',
    );
    return { payments, routers: [paymentsDisabledRoutes()] };
  }
  return { payments, routers: [paymentsRoutes({ payments }), localCheckoutRoutes({ payments, provider })] };
}
