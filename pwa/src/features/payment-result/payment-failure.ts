import { PAYMENT_ERROR_CODES, type PaymentErrorCode } from '@shared-schema';

export interface PaymentFailure {
  title: string;
  message: string;
}

const FAILURES: Record<PaymentErrorCode, PaymentFailure> = {
  payment_failed: {
    title: 'Payment Failed',
    message: 'Your payment could not be processed. No credits were added.',
  },
  payment_cancelled: {
    title: 'Payment Cancelled',
    message: 'No charges were made. You can buy credits whenever you are ready.',
  },
  payment_timeout: {
    title: 'Payment Timeout',
    message: 'The checkout session timed out before the payment was completed. No charges were made.',
  },
};

const DEFAULT_FAILURE: PaymentFailure = {
  title: 'Payment Failed',
  message: 'Something went wrong with your payment. Please try again or contact support.',
};

const REASONS: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
};

function isPaymentErrorCode(value: string | null): value is PaymentErrorCode {
  return PAYMENT_ERROR_CODES.some((code) => code === value);
}

/** The /purchase-failed query (error, reason) as a title and a message (spec 000 section 8). */
export function describeFailure(
  error: string | null,
  reason: string | null,
): PaymentFailure & { reason: string | null } {
  const failure = isPaymentErrorCode(error) ? FAILURES[error] : DEFAULT_FAILURE;
  // Only known reasons are shown: the query string is user-controlled.
  const known = reason ? (REASONS[reason] ?? null) : null;
  return { ...failure, reason: known };
}
