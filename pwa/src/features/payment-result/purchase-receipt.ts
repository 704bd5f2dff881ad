import { z } from 'zod';

const receiptSchema = z.object({
  transaction: z.string().trim().max(100).nullable().catch(null),
  package: z.string().trim().min(1).max(100).nullable().catch(null),
  credits: z.coerce.number().int().nonnegative().max(1_000_000).nullable().catch(null),
  amount: z.coerce.number().nonnegative().max(1_000_000).nullable().catch(null),
});
export type PurchaseReceipt = z.infer<typeof receiptSchema>;

/** The /purchase-success query (transaction, credits, amount, package); anything malformed is shown as unknown. */
export function parseReceipt(params: URLSearchParams): PurchaseReceipt {
  return receiptSchema.parse({
    transaction: params.get('transaction'),
    package: params.get('package'),
    credits: params.get('credits'),
    amount: params.get('amount'),
  });
}

export function formatAmount(amount: number | null): string {
  return amount === null ? '—' : `$${amount.toFixed(2)}`;
}
