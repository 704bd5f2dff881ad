import { createContext, useContext } from 'react';

/** Whether maintenance mode is on; /auth is routable only while it is off (spec 001, App gate). */
export const MaintenanceFlagContext = createContext(false);

export function useMaintenanceOn(): boolean {
  return useContext(MaintenanceFlagContext);
}
