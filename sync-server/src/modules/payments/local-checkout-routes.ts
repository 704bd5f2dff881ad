import Router from '@koa/router';
import { CREDIT_PACKAGES } from '@shared-schema';
import type { AppContext, AppState } from '../../app-context';
import { NotFoundError } from '../../errors';
import type { LocalCheckoutProvider, LocalEventType } from '../../adapters/payments/local-checkout-provider';
import { renderLocalCheckoutPage } from './local-checkout-page';
import type { CheckoutSession } from './payments-service';
import { failurePath, successPath, type PaymentsService } from './payments-service';

/** The local hosted-checkout page and its buttons (test mode only). Knowing the unguessable session id is the capability, as with a provider's page. */
export function localCheckoutRoutes(deps: {
  payments: PaymentsService;
  provider: LocalCheckoutProvider;
}): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/payments/test-checkout/:checkoutId' });
  const { payments, provider } = deps;

  const redirect = (ctx: AppContext, location: string) => {
    ctx.redirect(location);
    ctx.status = 303;
  };

  /** Where a session that can no longer be paid sends the browser. */
  const finalLocation = (session: CheckoutSession): string | undefined => {
    if (session.status === 'completed') return successPath(session);
    if (session.status === 'cancelled') return failurePath('payment_cancelled', session.id);
    if (session.status === 'failed') return failurePath('payment_failed', session.id, 'card_declined');
    if (session.status === 'expired') return failurePath('payment_timeout', session.id);
    return undefined;
  };

  /** Completes through the webhook handler, signed exactly like an event posted from outside. */
  const deliver = async (type: LocalEventType, session: CheckoutSession) => {
    const { rawBody, signature } = provider.signEvent(type, session.id);
    await payments.handleWebhook(provider.name, rawBody, signature);
  };

  /** Loads the session; an open one past its time is expired first. */
  const load = async (ctx: AppContext): Promise<CheckoutSession> => {
    const session = await payments.findSession(ctx.params.checkoutId ?? '');
    if (session.provider !== provider.name) throw new NotFoundError('No such checkout session', 'not-found');
    if (session.status === 'open' && session.expiresAt.getTime() <= Date.now()) {
      await deliver('checkout.session.expired', session);
      return { ...session, status: 'expired' };
    }
    return session;
  };

  router.get('/', async (ctx) => {
    const session = await load(ctx);
    const done = finalLocation(session);
    if (done) return redirect(ctx, done);
    const pkg = CREDIT_PACKAGES.find((p) => p.id === session.packageId);
    if (!pkg) throw new NotFoundError('No such checkout session', 'not-found');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = renderLocalCheckoutPage({
      checkoutId: session.id,
      pkg,
      amountCents: session.amountCents,
      expiresAt: session.expiresAt,
      now: new Date(),
    });
  });

  router.get('/timeout', async (ctx) => {
    const session = await load(ctx);
    redirect(ctx, finalLocation(session) ?? `/api/payments/test-checkout/${session.id}`);
  });

  const action = (path: string, type: LocalEventType, after: (session: CheckoutSession) => string) =>
    router.post(path, async (ctx) => {
      const session = await load(ctx);
      const done = finalLocation(session);
      if (done) return redirect(ctx, done);
      await deliver(type, session);
      redirect(ctx, after(session));
    });

  action('/pay', 'checkout.session.completed', (s) => successPath(s));
  action('/decline', 'checkout.session.failed', (s) => failurePath('payment_failed', s.id, 'card_declined'));
  action('/cancel', 'checkout.session.cancelled', (s) => failurePath('payment_cancelled', s.id));
  return router;
}
