import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { useMaintenanceOn } from './gate-context';

const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** /auth exists only while maintenance is off; otherwise the path is unknown. */
export function AuthRouteGuard() {
  if (!useMaintenanceOn()) return <Outlet />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <NotFoundPage />
    </Suspense>
  );
}
