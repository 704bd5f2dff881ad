import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/ui/page-spinner';
import { useOnlineStatus } from '../../lib/use-online-status';
import { AdminOffline } from './access/access-cards';

// The dashboard's code is not precached (vite.config.ts): it loads only online, and offline this says so.
const AdminPage = lazy(() => import('./admin-page').then((m) => ({ default: m.AdminPage })));

export function AdminRoute() {
  const online = useOnlineStatus();
  if (!online) return <AdminOffline />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AdminPage />
    </Suspense>
  );
}
