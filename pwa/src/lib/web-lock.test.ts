import { describe, expect, it } from 'vitest';
import { holdWebLock, withWebLock } from './web-lock';

// jsdom has no Web Locks: the app must work the same there (the browser tests cover the real locks).
describe('web locks where the browser has none', () => {
  it('runs the task at once and passes its result and its error on', async () => {
    await expect(withWebLock('t', 'exclusive', () => Promise.resolve(7))).resolves.toBe(7);
    await expect(withWebLock('t', 'shared', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
  });

  it('a held lock is granted at once and released by its function', async () => {
    const release = await holdWebLock('t', 'shared');
    expect(release).toBeTypeOf('function');
    release();
  });
});
