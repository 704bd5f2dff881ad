import { APP_MAINTENANCE_QUERY_OPTIONS, maintenanceApi } from '../lib/api/maintenance-api';
import { useSuperAdminCheck } from '../lib/use-super-admin';
import { resolveGate, type AppGate } from './resolve-gate';

export function useAppGate(): AppGate {
  const maintenance = maintenanceApi.useGetMaintenanceStatusQuery(undefined, APP_MAINTENANCE_QUERY_OPTIONS);
  const adminCheck = useSuperAdminCheck();
  // A failed status fetch is only logged (spec 001 section 8): the app stays available.
  const status = maintenance.isError ? undefined : maintenance.data;
  return { decision: resolveGate(status, adminCheck), maintenanceOn: status?.isEnabled ?? false };
}
