import { z } from 'zod';

export const creditBalanceSchema = z.object({ credits: z.number().int().nonnegative() });
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

export const TRANSACTION_TYPES = ['purchase', 'spend', 'credit_card', 'bonus', 'refund'] as const;
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

export const creditTransactionSchema = z.object({
  id: z.string(),
  type: transactionTypeSchema,
  amount: z.number().int(),
  description: z.string(),
  createdAt: z.string(),
  contractId: z.string().nullable(),
  packageName: z.string().nullable(),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

export const TRANSACTION_SORTS = ['newest', 'oldest', 'amount-high', 'amount-low'] as const;
export const transactionsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  type: z.enum(['all', 'purchase', 'spend']).default('all'),
  sort: z.enum(TRANSACTION_SORTS).default('newest'),
  page: z.coerce.number({ message: 'page must be a number' }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ message: 'limit must be a number' }).int().min(1).max(100).default(20),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

export const transactionsPageSchema = z.object({
  transactions: z.array(creditTransactionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
});
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

export const creditPackageSchema = z.object({
  id: z.string(),
  credits: z.number().int(),
  price: z.number(),
  title: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  popular: z.boolean(),
  recurring: z.enum(['none', 'monthly']),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

export const checkoutBodySchema = z.object({
  packageId: z.string({ message: 'packageId is required' }).trim().min(1, 'packageId is required').max(100),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const checkoutResponseSchema = z.object({ url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** The error codes the payment result page knows (spec 000 section 8). */
export const PAYMENT_ERROR_CODES = ['payment_failed', 'payment_cancelled', 'payment_timeout'] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

export const redeemPromotionResponseSchema = z.object({
  credits: z.number().int(),
  creditsAwarded: z.number().int(),
  promotion: z.object({ id: z.string(), name: z.string() }),
});
export type RedeemPromotionResponse = z.infer<typeof redeemPromotionResponseSchema>;
