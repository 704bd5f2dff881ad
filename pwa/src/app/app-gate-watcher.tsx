import { useEffect } from 'react';
import type { AppGate } from './resolve-gate';
import { useAppGate } from './use-app-gate';

/**
 * Runs the app gate (maintenance status, super-admin check) with RTK Query and reports its decision to the layout.
 * A separate chunk, mounted after the first screen, so the landing does not wait for the store to paint or hydrate.
 */
export function AppGateWatcher({ onChange }: { onChange: (gate: AppGate) => void }) {
  const { decision, maintenanceOn } = useAppGate();
  useEffect(() => onChange({ decision, maintenanceOn }), [decision, maintenanceOn, onChange]);
  return null;
}
