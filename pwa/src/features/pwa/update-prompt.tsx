import { lazy, Suspense } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

// A long-lived tab looks for a new version hourly, not only on navigation.
const UPDATE_CHECK_MS = 60 * 60_000;

// The toast and its transitions load only when a new version is actually waiting.
const UpdateToast = lazy(() => import('./update-toast').then((m) => ({ default: m.UpdateToast })));

/** Registers the service worker; 'Update available': the new worker waits until the user chooses to reload into it. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });

  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateToast onReload={() => void updateServiceWorker(true)} onLater={() => setNeedRefresh(false)} />
    </Suspense>
  );
}
