import Router from '@koa/router';
import { checkoutBodySchema } from '@shared-schema';
import type { AppState } from '../../app-context';
import { BadRequestError, ServiceUnavailableError } from '../../errors';
import { requireUser } from '../../middleware/authenticate';
import { parseBody } from '../../middleware/parse-body';
import type { PaymentsService } from './payments-service';

export function paymentsRoutes(deps: { payments: PaymentsService }): Router<AppState> {
  const router = new Router<AppState>();
  const { payments } = deps;

  // The buyer is always the signed-in user; any userId in the body is ignored (zod strips unknown keys).
  router.post('/api/checkout', async (ctx) => {
    const user = requireUser(ctx);
    const { packageId } = parseBody(ctx, checkoutBodySchema);
    const { url } = await payments.startCheckout(user, packageId);
    ctx.body = { url };
  });

  // Signatures cover the exact bytes sent, so the handler reads the body parser's raw text, never the re-serialised JSON.
  router.post('/api/payments/:provider/webhook', async (ctx) => {
    const rawBody: unknown = ctx.request.rawBody;
    if (typeof rawBody !== 'string' || rawBody.length === 0)
      throw new BadRequestError('Webhook body must be JSON (Content-Type: application/json)', 'invalid-json');
    const signatureHeader = ctx.get(payments.signatureHeader) || undefined;
    const result = await payments.handleWebhook(ctx.params.provider ?? '', rawBody, signatureHeader);
    ctx.body = { received: true, duplicate: result.duplicate };
  });

  return router;
}

/** Without Stripe on a public address and without PAYMENTS_TEST_MODE: checkout and webhooks answer 503. */
export function paymentsDisabledRoutes(): Router<AppState> {
  const router = new Router<AppState>();
  const refuse = () => {
    throw new ServiceUnavailableError('Payments are not configured', 'payments-not-configured');
  };
  router.post('/api/checkout', (ctx) => {
    requireUser(ctx);
    refuse();
  });
  router.post('/api/payments/:provider/webhook', refuse);
  return router;
}
