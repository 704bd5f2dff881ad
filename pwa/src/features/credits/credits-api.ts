import type { CreditBalance, TransactionsPage, TransactionsQuery } from '@shared-schema';
import { api } from '../../lib/api/api';

export type TransactionsArgs = Partial<TransactionsQuery>;

function transactionsPath(args: TransactionsArgs): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/api/credit-transactions?${query}` : '/api/credit-transactions';
}

// Signed-in data only: the shared schemas load on demand, not with the first page.
export const creditsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCredits: build.query<CreditBalance, void>({
      query: () => ({ path: '/api/credits' }),
      transformResponse: async (raw: unknown) =>
        (await import('@shared-schema')).creditBalanceSchema.parse(raw),
      providesTags: ['Credits'],
      // Kept 60 s, 3 retries with backoff (spec 000 section 7).
      keepUnusedDataFor: 60,
      extraOptions: { maxRetries: 3 },
    }),
    getCreditTransactions: build.query<TransactionsPage, TransactionsArgs>({
      query: (args) => ({ path: transactionsPath(args) }),
      transformResponse: async (raw: unknown) =>
        (await import('@shared-schema')).transactionsPageSchema.parse(raw),
      providesTags: ['CreditTransactions'],
    }),
  }),
});
