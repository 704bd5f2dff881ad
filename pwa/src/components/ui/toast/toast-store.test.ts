import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time, the newest', () => {
    const store = createToastStore();
    store.show({ title: 'First' });
    store.show({ title: 'Second' });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['Second']);
  });

  it('closes after 2500 ms and removes it 500 ms later', () => {
    const store = createToastStore();
    store.show({ title: 'Saved' });
    vi.advanceTimersByTime(2_499);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(499);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('removes a dismissed toast 500 ms after dismissal', () => {
    const store = createToastStore();
    const id = store.show({ title: 'Error', variant: 'destructive' });
    vi.advanceTimersByTime(100);
    store.dismiss(id);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(500);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ title: 'Hi' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.show({ title: 'Again' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
