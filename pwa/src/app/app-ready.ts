import { createContext, useContext, useEffect } from 'react';

/** Called once the first screen's content is committed; for a hydrated landing, once its buttons have handlers. */
export const AppReadyContext = createContext<() => void>(() => undefined);

/**
 * Rendered after the page content, inside the same Suspense boundary: React hydrates such a boundary after the rest
 * of the layout, so an effect higher up would run while the landing's buttons are still without handlers.
 */
export function ReadySignal() {
  const ready = useContext(AppReadyContext);
  useEffect(() => ready(), [ready]);
  return null;
}
