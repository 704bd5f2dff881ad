import { contractSchema, type Contract } from '@shared-schema';
import { api } from '../../lib/api/api';

// The contract calls shared by the builder, the contract view and My Documents (spec 000 section 7).
// Contract data itself is read from the local database; these are the actions that need the server.
export const contractsApi = api.injectEndpoints({
  endpoints: (build) => ({
    finalizeContract: build.mutation<Contract, string>({
      query: (id) => ({ path: `/api/contracts/${encodeURIComponent(id)}/finalize`, method: 'POST' }),
      transformResponse: (raw: unknown) => contractSchema.parse(raw),
    }),
    sendContractEmail: build.mutation<void, { id: string; email: string }>({
      query: ({ id, email }) => ({
        path: `/api/contracts/${encodeURIComponent(id)}/send-email`,
        method: 'POST',
        body: { email: email.trim() },
      }),
      transformResponse: () => undefined,
    }),
  }),
});
