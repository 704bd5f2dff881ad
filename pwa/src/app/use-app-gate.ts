import { APP_MAINTENANCE_QUERY_OPTIONS, maintenanceApi } from '../features/maintenance';
import { useSuperAdminCheck } from '../features/admin';
import { resolveGate, type AppGate } from './resolve-gate';

export function useAppGate(): AppGate {
  const maintenance = maintenanceApi.useGetMaintenanceStatusQuery(undefined, APP_MAINTENANCE_QUERY_OPTIONS);
  const adminCheck = useSuperAdminCheck();
  // A failed status fetch is only logged (spec 001 section 8): the app stays available.
  const status = maintenance.isError ? undefined : maintenance.data;
  return { decision: resolveGate(status, adminCheck), maintenanceOn: status?.isEnabled ?? false };
}
