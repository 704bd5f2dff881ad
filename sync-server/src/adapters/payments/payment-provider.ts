import type { CreditPackage } from '@shared-schema';

export type ProviderName = 'test' | 'stripe';

export type CheckoutRequest = {
  /** Our checkout_sessions id; the provider echoes it back in its events. */
  checkoutId: string;
  userId: string;
  userEmail: string;
  pkg: CreditPackage;
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

/** A provider's webhook event, reduced to what the ledger needs. Unknown types are 'ignored' (still recorded once). */
export type PaymentEvent = { id: string; type: string } & (
  | {
      kind: 'checkout-completed';
      checkoutId: string;
      subscriptionId: string | null;
      paymentIntentId: string | null;
      invoiceId: string | null;
    }
  | { kind: 'checkout-closed'; checkoutId: string; status: 'expired' | 'failed' | 'cancelled' }
  | {
      kind: 'invoice-paid';
      invoiceId: string;
      subscriptionId: string;
      firstInvoice: boolean;
      paymentIntentId: string | null;
      amountCents: number;
    }
  | {
      kind: 'charge-refunded';
      paymentIntentId: string | null;
      invoiceId: string | null;
      amountCents: number;
      amountRefundedCents: number;
    }
  | { kind: 'ignored' }
);

/** One hosted-checkout interface; the local test page and Stripe both implement it. */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** The request header that carries the webhook signature. */
  readonly signatureHeader: string;
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string }>;
  /** Verifies the signature over the exact raw body and parses the event; throws BadRequestError when forged or malformed. */
  verifyWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
}
