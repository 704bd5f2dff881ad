import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastStore } from './toast-store';

// The toast UI (react-bootstrap Toast and its transitions) loads with the first toast, not with the first screen.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

export function ToastRegion() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
