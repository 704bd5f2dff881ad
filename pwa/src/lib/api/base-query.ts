import { retry, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { apiFetch, serializeApiError, type ApiRequest, type SerializedApiError } from '../http';

const rawBaseQuery: BaseQueryFn<ApiRequest, unknown, SerializedApiError> = async (request) => {
  try {
    return { data: await apiFetch(request) };
  } catch (error) {
    const serialized = serializeApiError(error);
    // Authorization and validation answers will not change on a retry.
    if (
      serialized.status >= 400 &&
      serialized.status < 500 &&
      serialized.status !== 408 &&
      serialized.status !== 429
    ) {
      retry.fail(serialized);
    }
    return { error: serialized };
  }
};

/** Exponential backoff from 1 s, capped at 30 s (spec 000 section 7, credits). */
export function backoffDelayMs(attempt: number): number {
  return Math.min(1_000 * 2 ** Math.max(0, attempt - 1), 30_000);
}

export async function exponentialBackoff(attempt: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, backoffDelayMs(attempt)));
}

/** No retry by default (spec 000 section 9); endpoints opt in with extraOptions.maxRetries. */
export const apiBaseQuery = retry(rawBaseQuery, { maxRetries: 0, backoff: exponentialBackoff });
