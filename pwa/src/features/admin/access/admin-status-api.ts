import type { AdminStatus } from '@shared-schema';
import { api } from '../../../lib/api/api';

export const adminStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStatus: build.query<AdminStatus, void>({
      query: () => ({ path: '/api/admin/status' }),
      transformResponse: async (raw: unknown) =>
        (await import('@shared-schema')).adminStatusSchema.parse(raw),
      providesTags: ['AdminStatus'],
      // No retry, fresh 5 minutes (spec 000 section 7).
      keepUnusedDataFor: 300,
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
