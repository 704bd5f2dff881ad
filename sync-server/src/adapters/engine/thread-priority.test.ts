import { describe, expect, it } from 'vitest';
import { ENGINE_THREAD_NICE, lowerThisThreadPriority, type ThreadPrioritySystem } from './thread-priority';

/** A thread table at the edge: what /proc/thread-self names, and each thread's nice value. */
function threads(self: string, nice: Record<number, number>): ThreadPrioritySystem {
  return {
    readThreadSelf: () => self,
    getPriority: (tid) => nice[tid] ?? 0,
    setPriority: (tid, value) => void (nice[tid] = value),
  };
}

describe('an engine thread lowering its own priority', () => {
  it('renices exactly the thread that /proc/thread-self names, and no other', () => {
    const nice = { 4242: 0, 4257: 0 };
    expect(lowerThisThreadPriority(ENGINE_THREAD_NICE, threads('4242/task/4257', nice))).toBe(4257);
    expect(nice).toEqual({ 4242: 0, 4257: ENGINE_THREAD_NICE });
  });

  it('never raises a thread that already runs at or below that priority', () => {
    const nice = { 7: 19 };
    expect(lowerThisThreadPriority(10, threads('7/task/7', nice))).toBeUndefined();
    expect(nice).toEqual({ 7: 19 });
  });

  it('keeps its priority, without failing, where threads cannot be named or reniced', () => {
    const nice = { 11: 0 };
    const noProc: ThreadPrioritySystem = {
      ...threads('', nice),
      readThreadSelf: () => {
        throw new Error('ENOENT: no such file or directory, readlink /proc/thread-self');
      },
    };
    const refused: ThreadPrioritySystem = {
      ...threads('10/task/11', nice),
      setPriority: () => {
        throw new Error('EACCES: permission denied');
      },
    };
    expect(lowerThisThreadPriority(10, noProc)).toBeUndefined();
    expect(lowerThisThreadPriority(10, threads('self', nice))).toBeUndefined();
    expect(lowerThisThreadPriority(10, refused)).toBeUndefined();
    expect(nice).toEqual({ 11: 0 });
  });
});
