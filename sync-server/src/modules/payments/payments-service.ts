import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { CREDIT_PACKAGES, type PaymentErrorCode } from '@shared-schema';
import type { AuthUser } from '../../app-context';
import { NotFoundError } from '../../errors';
import type { CreditsService } from '../credits/credits-service';
import { priceInCents, purchasablePackage } from '../credit-packages/credit-packages';
import type { PaymentEvent, PaymentProvider, ProviderName } from '../../adapters/payments/payment-provider';
import type { ActivityService } from '../activity/activity-service';
import { PaymentsRepository, type CheckoutSession } from './payments-repository';

export type { CheckoutSession };

/** Our own session lifetime: the local page's timeout, and within Stripe's 30 min to 24 h window. */
const SESSION_TTL_MS: Record<ProviderName, number> = { test: 30 * 60_000, stripe: 23 * 3_600_000 };

export type WebhookResult = { duplicate: boolean; kind: PaymentEvent['kind'] };

/**
 * Checkout and payment events. The user always comes from the token; credits are granted only by a
 * verified provider event, each event id exactly once (payment_events) and each checkout once (ledger key).
 */
export class PaymentsService {
  private readonly repo: PaymentsRepository;
  private readonly activity: ActivityService;

  constructor(
    private readonly deps: {
      db: Knex;
      credits: CreditsService;
      activity: ActivityService;
      provider: PaymentProvider;
      publicUrl: string;
      logger: Logger;
    },
  ) {
    this.repo = new PaymentsRepository(deps.db);
    this.activity = deps.activity;
  }

  get signatureHeader(): string {
    return this.deps.provider.signatureHeader;
  }

  async startCheckout(
    user: Pick<AuthUser, 'id' | 'email'>,
    packageId: string,
  ): Promise<{ url: string; checkoutId: string }> {
    const pkg = purchasablePackage(packageId);
    const provider = this.deps.provider;
    const checkoutId = randomUUID();
    const amountCents = priceInCents(pkg);
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS[provider.name]);
    await this.repo.createSession({
      id: checkoutId,
      userId: user.id,
      packageId: pkg.id,
      provider: provider.name,
      credits: pkg.credits,
      amountCents,
      expiresAt,
    });
    const { url, providerSessionId } = await provider
      .createCheckout({
        checkoutId,
        userId: user.id,
        userEmail: user.email,
        pkg,
        amountCents,
        successUrl:
          this.deps.publicUrl +
          successPath({ id: checkoutId, packageId: pkg.id, credits: pkg.credits, amountCents }),
        cancelUrl: this.deps.publicUrl + failurePath('payment_cancelled', checkoutId),
        expiresAt,
      })
      .catch(async (error: unknown) => {
        await this.repo.closeSession(checkoutId, 'failed', this.deps.db);
        throw error;
      });
    await this.repo.setProviderSessionId(checkoutId, providerSessionId);
    return { url, checkoutId };
  }

  async findSession(checkoutId: string): Promise<CheckoutSession> {
    const session = await this.repo.findSession(checkoutId);
    if (!session) throw new NotFoundError('No such checkout session', 'not-found');
    return session;
  }

  /** The one entry point for provider events, whether posted by the provider or by the local test page. */
  async handleWebhook(
    providerName: string,
    rawBody: string,
    signature: string | undefined,
  ): Promise<WebhookResult> {
    const provider = this.deps.provider;
    if (providerName !== provider.name) throw new NotFoundError('No such payment provider', 'not-found');
    const event = provider.verifyWebhook(rawBody, signature);
    return this.deps.db.transaction(async (trx) => {
      // Claimed first: a concurrent redelivery waits on the primary key, then sees it taken.
      if (!(await this.repo.claimEvent(provider.name, event.id, event.type, trx)))
        return { duplicate: true, kind: event.kind };
      await this.apply(event, trx);
      return { duplicate: false, kind: event.kind };
    });
  }

  /** One purchase or renewal: credits through the ledger (once per key) and the grant refunds refer to. */
  private async grantPurchase(
    session: CheckoutSession,
    payment: {
      label: 'Purchase' | 'Renewal';
      key: string;
      paymentIntentId: string | null;
      invoiceId: string | null;
      amountCents: number;
    },
    trx: Knex,
  ): Promise<void> {
    const title = packageTitle(session.packageId);
    const change = await this.deps.credits.grant(
      session.userId,
      session.credits,
      'purchase',
      `${payment.label}: ${title} (${session.credits} credits)`,
      payment.key,
      {
        packageName: title,
        trx,
      },
    );
    if (!change.applied) return;
    await this.repo.insertGrant(
      {
        provider: this.deps.provider.name,
        userId: session.userId,
        checkoutSessionId: session.id,
        paymentIntentId: payment.paymentIntentId,
        invoiceId: payment.invoiceId,
        credits: session.credits,
        amountCents: payment.amountCents,
        packageName: title,
      },
      trx,
    );
    await this.activity.record(
      {
        action: 'purchase',
        userId: session.userId,
        details: `${payment.label}: ${title} (${session.credits} credits)`,
      },
      trx,
    );
  }

  private async apply(event: PaymentEvent, trx: Knex): Promise<void> {
    const provider = this.deps.provider.name;
    switch (event.kind) {
      case 'checkout-completed': {
        const session = await this.repo.findSession(event.checkoutId, trx, true);
        if (!session || session.provider !== provider) {
          this.deps.logger.warn(
            { eventId: event.id, checkoutId: event.checkoutId },
            'Payment event for an unknown checkout session',
          );
          return;
        }
        // A late payment on a session we already closed (e.g. timed out locally) still paid: grant it.
        if (session.status === 'completed') return;
        await this.repo.completeSession(session.id, event.subscriptionId, trx);
        await this.grantPurchase(
          session,
          {
            label: 'Purchase',
            key: `checkout:${session.id}`,
            paymentIntentId: event.paymentIntentId,
            invoiceId: event.invoiceId,
            amountCents: session.amountCents,
          },
          trx,
        );
        return;
      }
      case 'checkout-closed': {
        await this.repo.closeSession(event.checkoutId, event.status, trx);
        return;
      }
      case 'invoice-paid': {
        if (event.firstInvoice) {
          // The first invoice is the checkout itself, granted by checkout.session.completed.
          if (event.paymentIntentId)
            await this.repo.attachPaymentIntent(provider, event.invoiceId, event.paymentIntentId, trx);
          return;
        }
        const session = await this.repo.findSessionBySubscription(provider, event.subscriptionId, trx);
        // Thrown, not ignored: the event is not recorded, so the provider delivers it again later.
        if (!session)
          throw new Error(`Renewal ${event.invoiceId} for unknown subscription ${event.subscriptionId}`);
        await this.grantPurchase(
          session,
          {
            label: 'Renewal',
            key: `invoice:${event.invoiceId}`,
            paymentIntentId: event.paymentIntentId,
            invoiceId: event.invoiceId,
            amountCents: event.amountCents,
          },
          trx,
        );
        return;
      }
      case 'charge-refunded': {
        const grant = await this.repo.findGrantForRefund(provider, event, trx);
        if (!grant) {
          this.deps.logger.warn({ eventId: event.id }, 'Refund for a payment without a credit grant');
          return;
        }
        // Cumulative: each refund event carries the total refunded so far; take back the share not yet taken.
        const share = event.amountCents > 0 ? Math.min(1, event.amountRefundedCents / event.amountCents) : 1;
        const due = Math.round(grant.credits * share) - grant.creditsRevoked;
        if (due <= 0) return;
        await this.repo.addRevoked(grant.id, due, trx);
        await this.deps.credits.revoke(
          grant.userId,
          due,
          `Refund: ${grant.packageName} (${due} credits)`,
          `refund:${grant.id}:${grant.creditsRevoked + due}`,
          trx,
        );
        await this.activity.record(
          {
            action: 'refund',
            userId: grant.userId,
            details: `${grant.packageName}: ${due} credits taken back`,
          },
          trx,
        );
        return;
      }
      case 'ignored':
        return;
    }
  }
}

/** Where a paid checkout returns: the short success screen, carrying the receipt fields for /purchase-success. */
export function successPath(
  session: Pick<CheckoutSession, 'id' | 'packageId' | 'credits' | 'amountCents'>,
): string {
  const query = new URLSearchParams({
    transaction: session.id,
    package: packageTitle(session.packageId),
    credits: String(session.credits),
    amount: (session.amountCents / 100).toFixed(2),
  });
  return `/buy-credits/success?${query.toString()}`;
}

export function failurePath(error: PaymentErrorCode, checkoutId: string, reason?: string): string {
  const query = new URLSearchParams({ error, transaction: checkoutId, ...(reason ? { reason } : {}) });
  return `/purchase-failed?${query.toString()}`;
}

function packageTitle(packageId: string): string {
  return CREDIT_PACKAGES.find((p) => p.id === packageId)?.title ?? packageId;
}
