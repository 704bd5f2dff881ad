import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { PageSpinner } from '../components/ui/page-spinner';
import { ToastRegion } from '../components/ui/toast/toast-region';
import { CookieBanner } from '../features/cookies/cookie-banner';
import { AppFooter } from '../features/layout/app-footer';
import { WithStore } from '../lib/api/lazy-store';
import { useSession } from '../features/auth';
import { useAttributionSender } from '../features/attribution/use-attribution-sender';
import { ReadySignal } from './app-ready';
import { MaintenanceFlagContext } from './gate-context';
import { landingLikely } from './landing-likely';
import { GATE_UNKNOWN, type AppGate } from './resolve-gate';
import { useMaintenanceProbe } from './use-maintenance-probe';

// The navigation bar (drawer, dropdowns, Popper) is not part of the landing experience, so it loads separately.
const AppNavbar = lazy(() => import('../features/layout/app-navbar').then((m) => ({ default: m.AppNavbar })));
const MaintenancePage = lazy(() =>
  import('../features/maintenance/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
const GuestTransfer = lazy(() =>
  import('../features/guest-transfer/guest-transfer').then((m) => ({ default: m.GuestTransfer })),
);
const AppGateWatcher = lazy(() => import('./app-gate-watcher').then((m) => ({ default: m.AppGateWatcher })));
// Invisible until a new version is waiting; it registers the service worker once mounted.
const UpdatePrompt = lazy(() =>
  import('../features/pwa/update-prompt').then((m) => ({ default: m.UpdatePrompt })),
);

/** False for the first render (the one that adopts the prerendered landing), true right after it. */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  // A transition: this render may be split up, unlike an update from an effect.
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}

/** True once the browser has had an idle moment after the first render (at the latest after 3 s). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => startTransition(() => setIdle(true));
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(done, { timeout: 3_000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(done, 1_000);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

/**
 * A new screen opens at its top (a link low on a long page to sign-up showed the form scrolled away); back and
 * forward (POP) leave the browser's own restoration alone. Not <ScrollRestoration>: it renders an inline script,
 * which the prerendered landing does not have (a hydration mismatch) and the CSP refuses.
 */
function useScrollToTopOnNavigation(pathname: string): void {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && !window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname, navigationType]);
}

export function RootLayout() {
  const location = useLocation();
  useScrollToTopOnNavigation(location.pathname);
  const { status, isGuest } = useSession();
  useAttributionSender();
  const [gate, setGate] = useState<AppGate>(GATE_UNKNOWN);
  // What the landing does not need to paint or hydrate starts after the first render (the gate), or when the
  // browser is idle (the service worker registration and its update prompt).
  const mounted = useMounted();
  const idle = useIdle();
  // The landing experience brings its own header (spec 000 section 2).
  const showsLanding =
    location.pathname === '/' &&
    (status === 'loading' ? landingLikely(location.pathname) : status === 'unauthenticated' && !isGuest);
  // The app gate runs on RTK Query, which every other screen loads anyway; the landing only probes the status and
  // mounts the gate when maintenance is on.
  const maintenanceProbed = useMaintenanceProbe(mounted && showsLanding);
  const gateMounted = mounted && (!showsLanding || maintenanceProbed);
  const { decision, maintenanceOn } = gateMounted ? gate : GATE_UNKNOWN;

  // Every screen but the landing may use RTK Query, so it renders inside the store.
  let content = (
    <Suspense fallback={<PageSpinner />}>
      {showsLanding ? (
        <Outlet />
      ) : (
        <WithStore>
          <Outlet />
        </WithStore>
      )}
      <ReadySignal />
    </Suspense>
  );
  if (decision === 'loading') content = <PageSpinner />;
  if (decision === 'maintenance') {
    content = (
      <Suspense fallback={<PageSpinner />}>
        <WithStore>
          <MaintenancePage />
        </WithStore>
      </Suspense>
    );
  }

  return (
    <MaintenanceFlagContext.Provider value={maintenanceOn}>
      <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 m-2 btn btn-light">
        Skip to content
      </a>
      <div className="d-flex flex-column min-vh-100">
        {showsLanding || decision === 'maintenance' ? null : (
          <Suspense fallback={<div className="border-bottom" style={{ height: 57 }} aria-hidden="true" />}>
            <WithStore>
              <AppNavbar />
            </WithStore>
          </Suspense>
        )}
        <main id="main" className="flex-grow-1" tabIndex={-1}>
          <ErrorBoundary key={location.pathname}>{content}</ErrorBoundary>
        </main>
        <AppFooter />
      </div>
      <CookieBanner />
      <ToastRegion />
      {gateMounted ? (
        <Suspense fallback={null}>
          <WithStore>
            <AppGateWatcher onChange={setGate} />
          </WithStore>
        </Suspense>
      ) : null}
      {idle ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
      {status === 'authenticated' ? (
        <Suspense fallback={null}>
          <GuestTransfer />
        </Suspense>
      ) : null}
    </MaintenanceFlagContext.Provider>
  );
}
