import { api } from '../../lib/api/api';

/** `POST /api/auth/change-password` (built-in identity; any signed-in user): Account Settings and the admin tab. */
export const changePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<void, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ path: '/api/auth/change-password', method: 'POST', body }),
      transformResponse: () => undefined,
    }),
  }),
});
