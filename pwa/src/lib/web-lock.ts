/**
 * Runs `task` under a Web Lock of this origin, which every tab of the app shares; the lock is held until the task
 * settles. Requests are granted in order: a shared request made after a waiting exclusive one waits for it too.
 * Without Web Locks (old browsers, insecure origins), or where the browser refuses them, the task runs at once.
 */
export async function withWebLock<T>(name: string, mode: LockMode, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  if (!locks) return await task();
  let started = false;
  try {
    return await locks.request(name, { mode }, () => {
      started = true;
      return task();
    });
  } catch (error) {
    if (started) throw error;
    return await task();
  }
}

/** Takes a Web Lock and keeps it past this call: resolves, once granted, with the function that releases it. */
export function holdWebLock(name: string, mode: LockMode): Promise<() => void> {
  return new Promise((granted, failed) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    withWebLock(name, mode, () => {
      granted(release);
      return held;
    }).catch(failed);
  });
}
