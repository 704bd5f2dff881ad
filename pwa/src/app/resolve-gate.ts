import type { MaintenanceStatus } from '@shared-schema';
import type { AdminCheck } from '../features/admin';

export type GateDecision = 'app' | 'maintenance' | 'loading';

export interface AppGate {
  decision: GateDecision;
  maintenanceOn: boolean;
}

/** Until the maintenance status is known the app stays available, as when its fetch fails (spec 001 section 8). */
export const GATE_UNKNOWN: AppGate = { decision: 'app', maintenanceOn: false };

/**
 * App gate (spec 001): maintenance off (or its status unknown) -> the app; maintenance on -> the app
 * only for a verified super admin, otherwise the maintenance page.
 */
export function resolveGate(
  maintenance: MaintenanceStatus | undefined,
  adminCheck: AdminCheck,
): GateDecision {
  if (!maintenance?.isEnabled) return 'app';
  if (adminCheck === 'pending') return 'loading';
  return adminCheck === 'passed' ? 'app' : 'maintenance';
}
