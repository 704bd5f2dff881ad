import type { Profile, ProfileUpdateBody } from '@shared-schema';
import { api } from '../../lib/api/api';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => ({ path: '/api/auth/user' }),
      transformResponse: async (raw: unknown) => (await import('@shared-schema')).profileSchema.parse(raw),
      providesTags: ['Profile'],
      keepUnusedDataFor: 300,
    }),
    updateProfile: build.mutation<Profile, ProfileUpdateBody>({
      query: (body) => ({ path: '/api/profile', method: 'PATCH', body }),
      transformResponse: async (raw: unknown) => (await import('@shared-schema')).profileSchema.parse(raw),
      invalidatesTags: ['Profile'],
    }),
    deleteProfile: build.mutation<unknown, void>({
      query: () => ({ path: '/api/profile', method: 'DELETE' }),
    }),
  }),
});
