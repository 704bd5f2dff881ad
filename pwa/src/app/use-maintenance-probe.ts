import { useEffect, useState } from 'react';
import { TIMINGS_MS } from '../lib/shared-constants';

/**
 * Whether maintenance mode is on, for the landing: a plain fetch every 10 minutes instead of the RTK Query gate, so a
 * first visit does not load the Redux store only to learn that maintenance is off. When it is on, the layout mounts
 * the full gate (AppGateWatcher), which decides with the super-admin check and serves the maintenance page.
 * A failed fetch counts as off, as in the full gate (spec 001 section 8).
 */
export function useMaintenanceProbe(active: boolean): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const probe = async () => {
      // Offline the request could only fail; the next probe asks again.
      if (!navigator.onLine) return;
      try {
        const response = await fetch('/api/maintenance-status', { headers: { Accept: 'application/json' } });
        if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
        const [{ maintenanceStatusWire }, body] = await Promise.all([
          import('../lib/wire-schemas'),
          response.json(),
        ]);
        if (!cancelled) setEnabled(maintenanceStatusWire.parse(body).isEnabled);
      } catch (error) {
        console.warn('Maintenance status check failed', error);
      }
    };
    void probe();
    // The app-level polling interval of spec 001 section 9.
    const timer = setInterval(() => void probe(), TIMINGS_MS.maintenancePollApp);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [active]);
  return enabled;
}
