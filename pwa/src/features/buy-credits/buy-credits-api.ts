import {
  checkoutResponseSchema,
  creditPackageSchema,
  redeemPromotionResponseSchema,
  type RedeemPromotionResponse,
  type CheckoutResponse,
  type CreditPackage,
} from '@shared-schema';
import { z } from 'zod';
import { api } from '../../lib/api/api';

const packagesResponseSchema = z.object({ packages: z.array(creditPackageSchema) });

export const buyCreditsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCreditPackages: build.query<CreditPackage[], void>({
      query: () => ({ path: '/api/credit-packages' }),
      transformResponse: (raw: unknown) => packagesResponseSchema.parse(raw).packages,
    }),
    startCheckout: build.mutation<CheckoutResponse, string>({
      query: (packageId) => ({ path: '/api/checkout', method: 'POST', body: { packageId } }),
      transformResponse: (raw: unknown) => checkoutResponseSchema.parse(raw),
    }),
    redeemPromotion: build.mutation<RedeemPromotionResponse, string>({
      query: (code) => ({ path: '/api/promotions/redeem', method: 'POST', body: { code } }),
      transformResponse: (raw: unknown) => redeemPromotionResponseSchema.parse(raw),
      invalidatesTags: ['Credits', 'CreditTransactions'],
    }),
  }),
});
