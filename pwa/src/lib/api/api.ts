import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';

/**
 * Server-only data (DESIGN "Data flow"). Defaults of spec 000 section 9: fresh 5 minutes
 * (refetch on mount only when older), kept 10 minutes, no retry, no focus refetch, no polling.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['Credits', 'CreditTransactions', 'Profile', 'AdminStatus', 'Maintenance'],
  keepUnusedDataFor: 600,
  refetchOnMountOrArgChange: 300,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
