import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { ProviderName } from '../../adapters/payments/payment-provider';

export const CHECKOUT_STATUSES = ['open', 'completed', 'cancelled', 'failed', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

const sessionRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  package_id: z.string(),
  provider: z.string(),
  provider_session_id: z.string().nullable(),
  provider_subscription_id: z.string().nullable(),
  status: z.enum(CHECKOUT_STATUSES),
  credits: z.number().int(),
  amount_cents: z.number().int(),
  expires_at: z.date(),
  completed_at: z.date().nullable(),
});

export type CheckoutSession = {
  id: string;
  userId: string;
  packageId: string;
  provider: string;
  providerSessionId: string | null;
  subscriptionId: string | null;
  status: CheckoutStatus;
  credits: number;
  amountCents: number;
  expiresAt: Date;
  completedAt: Date | null;
};

function toSession(row: unknown): CheckoutSession {
  const r = sessionRowSchema.parse(row);
  return {
    id: r.id,
    userId: r.user_id,
    packageId: r.package_id,
    provider: r.provider,
    providerSessionId: r.provider_session_id,
    subscriptionId: r.provider_subscription_id,
    status: r.status,
    credits: r.credits,
    amountCents: r.amount_cents,
    expiresAt: r.expires_at,
    completedAt: r.completed_at,
  };
}

const grantRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  credits: z.number().int(),
  amount_cents: z.number().int(),
  package_name: z.string(),
  credits_revoked: z.number().int(),
});
export type PaymentGrant = {
  id: string;
  userId: string;
  credits: number;
  amountCents: number;
  packageName: string;
  creditsRevoked: number;
};

export type NewGrant = {
  provider: ProviderName;
  userId: string;
  checkoutSessionId: string;
  paymentIntentId: string | null;
  invoiceId: string | null;
  credits: number;
  amountCents: number;
  packageName: string;
};

/** checkout_sessions, payment_events (exactly-once processing) and payment_grants (what a refund takes back). */
export class PaymentsRepository {
  constructor(private readonly db: Knex) {}

  async createSession(input: {
    id: string;
    userId: string;
    packageId: string;
    provider: ProviderName;
    credits: number;
    amountCents: number;
    expiresAt: Date;
  }): Promise<void> {
    await this.db('checkout_sessions').insert({
      id: input.id,
      user_id: input.userId,
      package_id: input.packageId,
      provider: input.provider,
      credits: input.credits,
      amount_cents: input.amountCents,
      expires_at: input.expiresAt,
    });
  }

  async setProviderSessionId(id: string, providerSessionId: string): Promise<void> {
    await this.db('checkout_sessions')
      .where({ id })
      .update({ provider_session_id: providerSessionId, updated_at: this.db.fn.now() });
  }

  async findSession(
    id: string,
    trx: Knex = this.db,
    forUpdate = false,
  ): Promise<CheckoutSession | undefined> {
    if (!z.uuid().safeParse(id).success) return undefined;
    const query = trx('checkout_sessions').where({ id }).first();
    const row: unknown = await (forUpdate ? query.forUpdate() : query);
    return row ? toSession(row) : undefined;
  }

  async findSessionBySubscription(
    provider: ProviderName,
    subscriptionId: string,
    trx: Knex,
  ): Promise<CheckoutSession | undefined> {
    const row: unknown = await trx('checkout_sessions')
      .where({ provider, provider_subscription_id: subscriptionId })
      .orderBy('created_at', 'asc')
      .first();
    return row ? toSession(row) : undefined;
  }

  /** A paid session becomes completed whatever its status was (a late payment on a session closed locally). */
  async completeSession(id: string, subscriptionId: string | null, trx: Knex): Promise<void> {
    await trx('checkout_sessions').where({ id }).update({
      status: 'completed',
      completed_at: trx.fn.now(),
      provider_subscription_id: subscriptionId,
      updated_at: trx.fn.now(),
    });
  }

  /** Moves an open session to a final status; answers false when it was no longer open. */
  async closeSession(
    id: string,
    status: Exclude<CheckoutStatus, 'open'>,
    trx: Knex,
    subscriptionId: string | null = null,
  ): Promise<boolean> {
    const changed = await trx('checkout_sessions')
      .where({ id, status: 'open' })
      .update({
        status,
        completed_at: status === 'completed' ? trx.fn.now() : null,
        ...(subscriptionId ? { provider_subscription_id: subscriptionId } : {}),
        updated_at: trx.fn.now(),
      });
    return changed > 0;
  }

  /** Claims an event id; false when it was processed before (or is being processed by a concurrent delivery). */
  async claimEvent(provider: ProviderName, eventId: string, type: string, trx: Knex): Promise<boolean> {
    const rows: unknown[] = await trx('payment_events')
      .insert({ provider, event_id: eventId, type })
      .onConflict(['provider', 'event_id'])
      .ignore()
      .returning('event_id');
    return rows.length > 0;
  }

  async insertGrant(grant: NewGrant, trx: Knex): Promise<void> {
    await trx('payment_grants').insert({
      id: randomUUID(),
      provider: grant.provider,
      user_id: grant.userId,
      checkout_session_id: grant.checkoutSessionId,
      payment_intent_id: grant.paymentIntentId,
      invoice_id: grant.invoiceId,
      credits: grant.credits,
      amount_cents: grant.amountCents,
      package_name: grant.packageName,
    });
  }

  /** The first invoice of a subscription is paid inside the checkout; its payment intent arrives with invoice.paid. */
  async attachPaymentIntent(
    provider: ProviderName,
    invoiceId: string,
    paymentIntentId: string,
    trx: Knex,
  ): Promise<void> {
    await trx('payment_grants')
      .where({ provider, invoice_id: invoiceId })
      .whereNull('payment_intent_id')
      .update({ payment_intent_id: paymentIntentId });
  }

  /** The grant a refunded charge paid for, locked for the refund. */
  async findGrantForRefund(
    provider: ProviderName,
    refs: { paymentIntentId: string | null; invoiceId: string | null },
    trx: Knex,
  ): Promise<PaymentGrant | undefined> {
    if (!refs.paymentIntentId && !refs.invoiceId) return undefined;
    const row: unknown = await trx('payment_grants')
      .where({ provider })
      .andWhere((q) => {
        if (refs.paymentIntentId) q.orWhere({ payment_intent_id: refs.paymentIntentId });
        if (refs.invoiceId) q.orWhere({ invoice_id: refs.invoiceId });
      })
      .forUpdate()
      .first();
    if (!row) return undefined;
    const r = grantRowSchema.parse(row);
    return {
      id: r.id,
      userId: r.user_id,
      credits: r.credits,
      amountCents: r.amount_cents,
      packageName: r.package_name,
      creditsRevoked: r.credits_revoked,
    };
  }

  async addRevoked(grantId: string, credits: number, trx: Knex): Promise<void> {
    await trx('payment_grants').where({ id: grantId }).increment('credits_revoked', credits);
  }
}
