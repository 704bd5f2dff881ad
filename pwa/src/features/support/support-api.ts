import type { SupportRequest } from '@shared-schema';
import { api } from '../../lib/api/api';

export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendSupportRequest: build.mutation<{ success: true; id: string }, SupportRequest>({
      query: (body) => ({ path: '/api/support', method: 'POST', body }),
      transformResponse: async (raw: unknown) =>
        (await import('@shared-schema')).supportResponseSchema.parse(raw),
    }),
  }),
});
