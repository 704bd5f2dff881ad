import { useEffect, useRef } from 'react';
import Badge from 'react-bootstrap/Badge';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { useOnlineStatus } from '../../lib/use-online-status';
import {
  AccessBlocked,
  AccessVerificationFailed,
  AdminAccessRequired,
  AdminOffline,
  SuperAdminAccessRequired,
} from './access/access-cards';
import { clearFailedVerifications, useAdminAccess, type AdminAccess } from './access/use-admin-access';
import { adminApi } from './api/admin-api';
import { OverviewTab } from './overview/overview-tab';
import { UsersTab } from './users/users-tab';
import { PromotionsTab } from './promotions/promotions-tab';
import { ContentTab } from './content/content-tab';
import { MaintenanceTab } from './maintenance/maintenance-tab';
import { SettingsSecurityTab } from './settings-security/settings-security-tab';

const TABS = [
  { key: 'overview', title: 'System Overview', Component: OverviewTab },
  { key: 'users', title: 'User Management', Component: UsersTab },
  { key: 'promotions', title: 'Promotions', Component: PromotionsTab },
  { key: 'content', title: 'Content Management', Component: ContentTab },
  { key: 'maintenance', title: 'Maintenance Mode', Component: MaintenanceTab },
  { key: 'settings', title: 'Settings & Security', Component: SettingsSecurityTab },
] as const;

/** Side effects of the access state: log refusals, clear the failure count, leave when access is lost. */
function useAccessEffects(access: AdminAccess): void {
  const navigate = useNavigate();
  const [reportAttempt] = adminApi.useReportAccessAttemptMutation();
  const wasVerified = useRef(false);
  const reported = useRef(false);
  useEffect(() => {
    if (access.state === 'verified') {
      wasVerified.current = true;
      clearFailedVerifications();
      return;
    }
    if (wasVerified.current && access.state !== 'loading') {
      // Verification lost on a re-check (spec 001 section 4): back to the start page.
      navigate('/', { replace: true });
      return;
    }
    if ((access.state === 'refused' || access.state === 'failed') && !reported.current) {
      reported.current = true;
      console.warn('Admin access refused', access.state === 'refused' ? access.status : access);
      if (access.state === 'refused') void reportAttempt();
    }
  }, [access, navigate, reportAttempt]);
}

export function AdminPage() {
  usePageMeta({ title: 'Admin Dashboard', noindex: true });
  const online = useOnlineStatus();
  const access = useAdminAccess();
  useAccessEffects(access);
  const [params, setParams] = useSearchParams();
  const active = TABS.some((t) => t.key === params.get('tab'))
    ? (params.get('tab') ?? 'overview')
    : 'overview';

  if (!online) return <AdminOffline />;
  switch (access.state) {
    case 'loading':
      return <PageSpinner />;
    case 'signed-out':
      return <AdminAccessRequired />;
    case 'blocked':
      return <AccessBlocked />;
    case 'failed':
      return <AccessVerificationFailed attempts={access.attempts} />;
    case 'refused':
      return <SuperAdminAccessRequired status={access.status} checkedAt={access.checkedAt} />;
    case 'verified':
      break;
  }
  return (
    <div className="container py-4">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <h1 className="h3 mb-0">Admin Dashboard</h1>
        <Badge bg="success">Authorized Admin</Badge>
        <span className="text-body-secondary small">
          {access.status.email} · {access.status.role}
        </span>
      </div>
      <Tabs
        id="admin-tabs"
        activeKey={active}
        onSelect={(key) => setParams(key && key !== 'overview' ? { tab: key } : {}, { replace: true })}
        mountOnEnter
        className="mb-4"
      >
        {TABS.map(({ key, title, Component }) => (
          <Tab key={key} eventKey={key} title={title}>
            <Component />
          </Tab>
        ))}
      </Tabs>
    </div>
  );
}
