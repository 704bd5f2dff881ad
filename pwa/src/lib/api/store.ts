import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { refetchCreditsAfterMutations } from './refetch-credits-after-mutations';

export function createStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      getDefault().prepend(refetchCreditsAfterMutations.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;

/** A different identity must not see the previous one's cached server data. */
export function resetApiState(store: AppStore): void {
  store.dispatch(api.util.resetApiState());
}
