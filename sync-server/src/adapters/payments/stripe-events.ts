import { z } from 'zod';
import type { PaymentEvent } from './payment-provider';

/** A field Stripe sends either as an id or, when expanded, as an object with an id. */
const idRef = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((v) => (v == null ? null : typeof v === 'string' ? v : v.id));

const checkoutSessionSchema = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_status: z.string().nullish(),
  subscription: idRef,
  payment_intent: idRef,
  invoice: idRef,
});

// Older API versions put subscription and payment_intent on the invoice itself; newer ones under parent/payments.
const invoiceSchema = z.object({
  id: z.string(),
  billing_reason: z.string().nullish(),
  amount_paid: z.number().int().nonnegative().default(0),
  subscription: idRef,
  payment_intent: idRef,
  parent: z.object({ subscription_details: z.object({ subscription: idRef }).nullish() }).nullish(),
});

const chargeSchema = z.object({
  amount: z.number().int().nonnegative(),
  amount_refunded: z.number().int().nonnegative(),
  payment_intent: idRef,
  invoice: idRef,
});

const eventSchema = z.object({ id: z.string(), type: z.string(), data: z.object({ object: z.unknown() }) });

/** Maps the Stripe events we act on; any other type is acknowledged and ignored. Throws ZodError when malformed. */
export function toPaymentEvent(raw: unknown): PaymentEvent {
  const { id, type, data } = eventSchema.parse(raw);
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = checkoutSessionSchema.parse(data.object);
      const checkoutId = session.client_reference_id ?? session.metadata?.checkoutId;
      // An asynchronous payment method completes the session unpaid; its credits come with async_payment_succeeded.
      if (!checkoutId || session.payment_status === 'unpaid') return { id, type, kind: 'ignored' };
      return {
        id,
        type,
        kind: 'checkout-completed',
        checkoutId,
        subscriptionId: session.subscription,
        paymentIntentId: session.payment_intent,
        invoiceId: session.invoice,
      };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = checkoutSessionSchema.parse(data.object);
      const checkoutId = session.client_reference_id ?? session.metadata?.checkoutId;
      if (!checkoutId) return { id, type, kind: 'ignored' };
      return {
        id,
        type,
        kind: 'checkout-closed',
        checkoutId,
        status: type === 'checkout.session.expired' ? 'expired' : 'failed',
      };
    }
    case 'invoice.paid': {
      const invoice = invoiceSchema.parse(data.object);
      const subscriptionId =
        invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null;
      if (!subscriptionId) return { id, type, kind: 'ignored' };
      return {
        id,
        type,
        kind: 'invoice-paid',
        invoiceId: invoice.id,
        subscriptionId,
        firstInvoice: invoice.billing_reason === 'subscription_create',
        paymentIntentId: invoice.payment_intent,
        amountCents: invoice.amount_paid,
      };
    }
    case 'charge.refunded': {
      const charge = chargeSchema.parse(data.object);
      return {
        id,
        type,
        kind: 'charge-refunded',
        paymentIntentId: charge.payment_intent,
        invoiceId: charge.invoice,
        amountCents: charge.amount,
        amountRefundedCents: charge.amount_refunded,
      };
    }
    default:
      return { id, type, kind: 'ignored' };
  }
}
