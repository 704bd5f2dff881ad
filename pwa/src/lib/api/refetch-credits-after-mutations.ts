import { createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import { api } from './api';

function isFulfilledMutation(action: UnknownAction): boolean {
  return action.type === `${api.reducerPath}/executeMutation/fulfilled`;
}

/** Credits are refetched after any successful mutation (spec 000 section 7), whichever feature defined it. */
export const refetchCreditsAfterMutations = createListenerMiddleware();
refetchCreditsAfterMutations.startListening({
  predicate: (action) => isFulfilledMutation(action),
  effect: (_action, listenerApi) => {
    listenerApi.dispatch(api.util.invalidateTags(['Credits']));
  },
});
