import { TIMINGS_MS } from '../../../lib/shared-constants';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/** Only one toast is visible at a time (spec 000 section 4). */
export const TOAST_LIMIT = 1;

type Listener = () => void;

/** Toast state outside React so any code (API errors, dialogs) can raise one; timers use the global clock. */
export function createToastStore() {
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const dismissTimers = new Map<number, ReturnType<typeof setTimeout>>();
  const removeTimers = new Map<number, ReturnType<typeof setTimeout>>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const clearTimers = (id: number) => {
    clearTimeout(dismissTimers.get(id));
    clearTimeout(removeTimers.get(id));
    dismissTimers.delete(id);
    removeTimers.delete(id);
  };

  function remove(id: number): void {
    clearTimers(id);
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }

  /** Closes a toast now and removes it 500 ms later, after its exit animation. */
  function dismiss(id: number): void {
    const target = toasts.find((toast) => toast.id === id);
    if (!target || !target.open) return;
    clearTimeout(dismissTimers.get(id));
    dismissTimers.delete(id);
    toasts = toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast));
    removeTimers.set(
      id,
      setTimeout(() => remove(id), TIMINGS_MS.toastRemoval),
    );
    emit();
  }

  function show(input: ToastInput): number {
    const id = nextId++;
    const kept = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
    for (const dropped of toasts.filter((toast) => !kept.includes(toast))) clearTimers(dropped.id);
    toasts = kept;
    dismissTimers.set(
      id,
      setTimeout(() => dismiss(id), input.durationMs ?? TIMINGS_MS.toastDefault),
    );
    emit();
    return id;
  }

  return {
    show,
    dismiss,
    getSnapshot: (): readonly ToastItem[] => toasts,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toastStore = createToastStore();

export function toast(input: ToastInput): number {
  return toastStore.show(input);
}
