import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { PageSpinner } from '../components/ui/page-spinner';
import { Toaster } from '../components/ui/toast/toaster';
import { CookieBanner } from '../features/cookies/cookie-banner';
import { AppFooter } from '../features/layout/app-footer';
import { UpdatePrompt } from '../features/pwa/update-prompt';
import { SupportButton } from '../features/support/support-button';
import { useSession } from '../lib/session/use-session';
import { MaintenanceFlagContext } from './gate-context';
import { landingLikely } from './landing-likely';
import { useAppGate } from './use-app-gate';

// The navigation bar (drawer, dropdowns, Popper) is not part of the landing experience, so it loads separately.
const AppNavbar = lazy(() => import('../features/layout/app-navbar').then((m) => ({ default: m.AppNavbar })));
const MaintenancePage = lazy(() => import('../features/maintenance/maintenance-page').then((m) => ({ default: m.MaintenancePage })));
const GuestTransfer = lazy(() => import('../features/guest-transfer/guest-transfer').then((m) => ({ default: m.GuestTransfer })));

export function RootLayout() {
  const location = useLocation();
  const { status, isGuest } = useSession();
  const { decision, maintenanceOn } = useAppGate();
  // The landing experience brings its own header (spec 000 section 2).
  const showsLanding =
    location.pathname === '/' && (status === 'loading' ? landingLikely(location.pathname) : status === 'unauthenticated' && !isGuest);

  let content = (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
  if (decision === 'loading') content = <PageSpinner />;
  if (decision === 'maintenance') {
    content = (
      <Suspense fallback={<PageSpinner />}>
        <MaintenancePage />
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
            <AppNavbar />
          </Suspense>
        )}
        <main id="main" className="flex-grow-1" tabIndex={-1}>
          <ErrorBoundary key={location.pathname}>{content}</ErrorBoundary>
        </main>
        <AppFooter />
      </div>
      <SupportButton />
      <CookieBanner />
      <UpdatePrompt />
      <Toaster />
      {status === 'authenticated' ? <Suspense fallback={null}><GuestTransfer /></Suspense> : null}
    </MaintenanceFlagContext.Provider>
  );
}
