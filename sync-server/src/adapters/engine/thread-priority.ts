import { readlinkSync } from 'node:fs';
import os from 'node:os';

/**
 * Linux nice 10: when the event loop (nice 0) and an engine thread want the same core, the event loop gets
 * about nine tenths of it (weights 1024 : 110). Not 19 (about 1.5 %): PostgreSQL and any other nice-0 work
 * on a busy machine would then starve the engine outright (decision 0310).
 */
export const ENGINE_THREAD_NICE = 10;

export type ThreadPrioritySystem = {
  /** Linux: /proc/thread-self links to `<pid>/task/<tid>`, the calling thread's own entry. */
  readThreadSelf: () => string;
  getPriority: (tid: number) => number;
  setPriority: (tid: number, nice: number) => void;
};

const linux: ThreadPrioritySystem = {
  readThreadSelf: () => readlinkSync('/proc/thread-self'),
  getPriority: (tid) => os.getPriority(tid),
  setPriority: (tid, nice) => os.setPriority(tid, nice),
};

/**
 * Lowers the calling thread, and only it, to `nice`, so the CPU goes to the event loop first whenever both
 * want it: on Linux setpriority() on a thread id changes that thread alone. Best effort: where there is no
 * /proc/thread-self or the call is refused, the thread keeps its priority. A thread already at or below that
 * priority (a server started with `nice -n 19`) is left as it is. Returns the thread id it lowered.
 */
export function lowerThisThreadPriority(
  nice = ENGINE_THREAD_NICE,
  system: ThreadPrioritySystem = linux,
): number | undefined {
  try {
    const tid = Number(/(?:^|\/)task\/(\d+)$/.exec(system.readThreadSelf())?.[1]);
    if (!Number.isSafeInteger(tid) || tid <= 0) return undefined;
    if (system.getPriority(tid) >= nice) return undefined;
    system.setPriority(tid, nice);
    return tid;
  } catch {
    return undefined;
  }
}
