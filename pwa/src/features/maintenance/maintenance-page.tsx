import { MAINTENANCE_DEFAULTS, TIMINGS_MS } from '@shared-schema';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { DEFAULT_SUPPORT_EMAIL } from '../../lib/app-config';
import { maintenanceApi } from './maintenance-api';
import { useSession } from '../auth';
import { formatElapsed } from './format-elapsed';
import { useNow } from './use-now';

const WORK_ITEMS = [
  'Upgrading our servers and database',
  'Applying security updates',
  'Improving speed and reliability',
] as const;

export function MaintenancePage() {
  usePageMeta({ title: 'Under Maintenance', noindex: true });
  const { config } = useSession();
  // Polled every 30 s on this page (spec 001 section 7).
  const { data } = maintenanceApi.useGetMaintenanceStatusQuery(undefined, {
    pollingInterval: TIMINGS_MS.maintenancePollPage,
    refetchOnMountOrArgChange: true,
  });
  const now = useNow(TIMINGS_MS.maintenanceElapsedRefresh);
  const elapsed = formatElapsed(data?.startedAt ?? null, now);
  const supportEmail = config?.supportEmail ?? DEFAULT_SUPPORT_EMAIL;

  return (
    <div className="container py-5" style={{ maxWidth: 720 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4 p-md-5">
          <Badge bg="warning" text="dark" className="mb-3">
            Under Maintenance
          </Badge>
          <h1 className="h2 fw-bold">{data?.title || MAINTENANCE_DEFAULTS.title}</h1>
          <p className="lead">{data?.message || 'We are improving Clausecraft and will be back shortly.'}</p>
          <dl className="row">
            <dt className="col-sm-5">Estimated duration</dt>
            <dd className="col-sm-7">{data?.estimatedDuration || MAINTENANCE_DEFAULTS.estimatedDuration}</dd>
            {elapsed ? (
              <>
                <dt className="col-sm-5">Time elapsed</dt>
                <dd className="col-sm-7">{elapsed}</dd>
              </>
            ) : null}
          </dl>
          <h2 className="h5 mt-4">What We&apos;re Working On</h2>
          <ul>
            {WORK_ITEMS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className="d-flex flex-wrap gap-2 mt-4">
            <Button onClick={() => window.location.reload()}>Check Again</Button>
            <Link to="/" className="btn btn-outline-secondary">
              Back to Home
            </Link>
          </div>
          <p className="mt-4 mb-0 small text-body-secondary">
            Need help now? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </p>
        </Card.Body>
      </Card>
    </div>
  );
}
