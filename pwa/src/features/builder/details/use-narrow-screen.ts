import { useSyncExternalStore } from 'react';
import { LIMITS } from '@shared-schema';

const QUERY = `(max-width: ${LIMITS.mobileBreakpointPx - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const read = () => window.matchMedia?.(QUERY).matches ?? false;

/** Below the mobile breakpoint (768 px) the preview and the Details panel are tabs instead of columns. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
