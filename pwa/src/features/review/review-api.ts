import {
  contractReviewSchema,
  downloadCostSchema,
  type DownloadCost,
  reviewCreatedResponseSchema,
  reviewDataSchema,
  type ContractReview,
  type ReviewCreatedResponse,
  type ReviewData,
  type ReviewRequest,
} from '@shared-schema';
import { api } from '../../lib/api/api';

// Review calls of spec 001 section 7 that speak JSON. Upload (multipart) and download (a file) are in review-files.ts.

const reviewTagged = api.enhanceEndpoints({ addTagTypes: ['Review'] });

export const reviewApi = reviewTagged.injectEndpoints({
  endpoints: (build) => ({
    guestReview: build.mutation<ReviewData, ReviewRequest>({
      query: (body) => ({ path: '/api/guest/review', method: 'POST', body }),
      transformResponse: (raw: unknown) => reviewDataSchema.parse(raw),
    }),
    reviewFree: build.mutation<ReviewCreatedResponse, ReviewRequest>({
      query: (body) => ({
        path: '/api/contracts/review-free',
        method: 'POST',
        body,
      }),
      transformResponse: (raw: unknown) => reviewCreatedResponseSchema.parse(raw),
    }),
    getReview: build.query<ContractReview, string>({
      query: (id) => ({ path: `/api/contract-reviews/${encodeURIComponent(id)}` }),
      transformResponse: (raw: unknown) => contractReviewSchema.parse(raw),
      providesTags: (_result, _error, id) => [{ type: 'Review', id }],
    }),
    upgradeReview: build.mutation<ContractReview, string>({
      query: (id) => ({ path: `/api/contract-reviews/${encodeURIComponent(id)}/upgrade`, method: 'POST' }),
      transformResponse: (raw: unknown) => contractReviewSchema.parse(raw),
      // Spec 001 section 4: after the upgrade the review and the balance are re-read.
      invalidatesTags: (_result, _error, id) => [{ type: 'Review', id }, 'Credits'],
    }),
    // A saved review read from another party's side (free; a paid review stays paid).
    changeReviewSide: build.mutation<ContractReview, { id: string; party: string }>({
      query: ({ id, party }) => ({
        path: `/api/contract-reviews/${encodeURIComponent(id)}/perspective`,
        method: 'POST',
        body: { party },
      }),
      transformResponse: (raw: unknown) => contractReviewSchema.parse(raw),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Review', id }],
    }),
    // What the report download costs now (1 credit the first time, then free): shown on its button.
    getReportCost: build.query<DownloadCost, string>({
      query: (id) => ({ path: `/api/contract-reviews/${encodeURIComponent(id)}/report-cost` }),
      transformResponse: (raw: unknown) => downloadCostSchema.parse(raw),
      providesTags: (_result, _error, id) => [{ type: 'Review', id }],
    }),
    sendReviewEmail: build.mutation<void, { id: string; email: string }>({
      query: ({ id, email }) => ({
        path: `/api/contract-reviews/${encodeURIComponent(id)}/send-email`,
        method: 'POST',
        body: { email },
      }),
      transformResponse: () => undefined,
    }),
  }),
});
