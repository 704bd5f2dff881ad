import { use, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

let loading: Promise<AppStore> | null = null;
let resetLoaded: (() => void) | null = null;

/**
 * The Redux store (RTK Query and every endpoint) is created the first time something needs it: the landing paints and
 * becomes interactive without evaluating it, and the app gate loads it right after.
 */
export function loadStore(): Promise<AppStore> {
  loading ??= import('./store').then(({ createStore, resetApiState }) => {
    const store = createStore();
    resetLoaded = () => resetApiState(store);
    return store;
  });
  return loading;
}

/** Children that use RTK Query render inside this; it suspends until the store exists. */
export function WithStore({ children }: { children: ReactNode }) {
  return <Provider store={use(loadStore())}>{children}</Provider>;
}

/** Drops the server data cached for the previous identity; before the store exists there is nothing to drop. */
export function resetServerCache(): void {
  resetLoaded?.();
}
