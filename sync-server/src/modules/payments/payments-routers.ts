import type { Logger } from 'pino';
import type Router from '@koa/router';
import type { AppState } from '../../app-context';
import { LocalCheckoutProvider } from '../../adapters/payments/local-checkout-provider';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { localCheckoutRoutes } from './local-checkout-routes';
import { paymentsDisabledRoutes, paymentsRoutes } from './payments-routes';
import type { PaymentsService } from './payments-service';

/**
 * The payment routers for the configured provider. Only the active provider accepts webhooks, so the test page
 * cannot mint credits on an installation that takes real payments.
 */
export function paymentsRouters(deps: {
  payments: PaymentsService;
  provider: PaymentProvider;
  testMode: boolean;
  logger: Logger;
}): Router<AppState>[] {
  const { payments, provider } = deps;
  if (!(provider instanceof LocalCheckoutProvider)) return [paymentsRoutes({ payments })];
  // A public installation without Stripe would hand out credits for nothing: no checkout at all there.
  if (!deps.testMode) {
    deps.logger.warn(
      'Payments are not configured: set STRIPE_SECRET_KEY (or PAYMENTS_TEST_MODE=true for a test installation)',
    );
    return [paymentsDisabledRoutes()];
  }
  return [paymentsRoutes({ payments }), localCheckoutRoutes({ payments, provider })];
}
