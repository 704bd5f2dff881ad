import { chatResponseSchema, contractSchema, type ChatResponse, type Contract } from '@shared-schema';
import { api } from '../../lib/api/api';
import { deviceId } from '../../lib/device-id';
import { apiFetch } from '../../lib/http';

export const builderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/contracts/{id}/chat: the server's assistant answers and stores both messages and the draft. */
    contractChat: build.mutation<ChatResponse, { id: string; message: string }>({
      query: ({ id, message }) => ({
        path: `/api/contracts/${encodeURIComponent(id)}/chat`,
        method: 'POST',
        // The version this turn makes records the device that asked.
        body: { message, deviceId: deviceId() },
      }),
      transformResponse: (raw: unknown) => chatResponseSchema.parse(raw),
    }),
  }),
});

/** GET /api/contracts/{id}: the refresh 3 s after generation, and the check for a contract not yet synced here. */
export async function fetchContract(id: string): Promise<Contract> {
  return contractSchema.parse(await apiFetch({ path: `/api/contracts/${encodeURIComponent(id)}` }));
}
