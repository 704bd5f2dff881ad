import type { MaintenanceStatus } from '@shared-schema';
import { maintenanceStatusWire } from '../../lib/wire-schemas';
import { api } from '../../lib/api/api';

export const maintenanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMaintenanceStatus: build.query<MaintenanceStatus, void>({
      query: () => ({ path: '/api/maintenance-status' }),
      transformResponse: (raw: unknown): MaintenanceStatus => maintenanceStatusWire.parse(raw),
      providesTags: ['Maintenance'],
    }),
  }),
});

/** App-level polling: every 10 minutes, stale after 5 (spec 001 section 9). */
export const APP_MAINTENANCE_QUERY_OPTIONS = {
  pollingInterval: 600_000,
  refetchOnMountOrArgChange: 300,
} as const;
