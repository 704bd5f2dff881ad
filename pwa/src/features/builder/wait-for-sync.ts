import type { BehaviorSubject } from 'rxjs';
import type { SyncState } from '../../db/user-db/user-replication';

/**
 * Resolves true once nothing local waits to be pushed (so the server knows this contract and its
 * messages), false when that does not happen within `timeoutMs` or the device is offline.
 */
export function waitForPushed(state$: BehaviorSubject<SyncState>, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (value: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      queueMicrotask(() => subscription.unsubscribe());
      resolve(value);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    const subscription = state$.subscribe((state) => {
      if (state.status === 'offline' || state.status === 'outdated') finish(false);
      else if (state.pending === 0) finish(true);
    });
  });
}
