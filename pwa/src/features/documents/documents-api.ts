import { api } from '../../lib/api/api';

// Unlock a saved review (1 credit, spec 001); the paid state comes back through sync.
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    unlockReview: build.mutation<void, string>({
      query: (id) => ({ path: `/api/contract-reviews/${encodeURIComponent(id)}/upgrade`, method: 'POST' }),
      transformResponse: () => undefined,
    }),
  }),
});
