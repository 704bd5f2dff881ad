import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import Table from 'react-bootstrap/Table';
import { adminApi } from '../api/admin-api';
import { Pager } from '../pager';

function MetricCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="col-6 col-lg-3">
      <Card className="h-100 shadow-sm">
        <Card.Body>
          <div className="text-body-secondary small">{label}</div>
          <div className="fs-3 fw-semibold" aria-label={label}>
            {value === undefined ? '…' : value.toLocaleString()}
          </div>
        </Card.Body>
      </Card>
    </div>
  );
}

function RecentActivity() {
  const [page, setPage] = useState(1);
  const { data, isError, isFetching } = adminApi.useGetActivityLogsQuery(page);
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Card className="shadow-sm">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 className="h6 mb-0">Recent Activity</h2>
        {isFetching && <span className="small text-body-secondary">Loading…</span>}
      </Card.Header>
      {isError && <Card.Body className="text-danger">Could not load the activity log.</Card.Body>}
      {data && data.logs.length === 0 && (
        <Card.Body className="text-body-secondary">No activity yet.</Card.Body>
      )}
      <ListGroup as="ul" variant="flush" aria-label="Recent Activity">
        {data?.logs.map((entry) => (
          <ListGroup.Item as="li" key={entry.id}>
            <div className="d-flex justify-content-between flex-wrap gap-2">
              <strong>{entry.action.replaceAll('_', ' ')}</strong>
              <span className="small text-body-secondary">{new Date(entry.timestamp).toLocaleString()}</span>
            </div>
            <div className="small">
              {entry.userEmail && <span className="me-2">{entry.userEmail}</span>}
              <span className="text-body-secondary">{entry.details}</span>
            </div>
          </ListGroup.Item>
        ))}
      </ListGroup>
      <Card.Footer>
        <Pager page={page} totalPages={totalPages} onPage={setPage} label="Recent Activity pages" />
      </Card.Footer>
    </Card>
  );
}

function SignupBreakdown() {
  const { data } = adminApi.useGetSignupBreakdownQuery();
  if (!data) return null;
  return (
    <div className="row g-3 mb-4">
      <div className="col-md-6">
        <Card className="h-100 shadow-sm">
          <Card.Header>
            <h2 className="h6 mb-0">Sign-ups by source (last {data.days} days)</h2>
          </Card.Header>
          <Table size="sm" className="mb-0" aria-label="Sign-ups by source">
            <tbody>
              {data.bySource.map((row) => (
                <tr key={row.source}>
                  <td>{row.source}</td>
                  <td className="text-end">{row.count}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      </div>
      <div className="col-md-6">
        <Card className="h-100 shadow-sm">
          <Card.Header>
            <h2 className="h6 mb-0">Sign-ups by device (last {data.days} days)</h2>
          </Card.Header>
          <Table size="sm" className="mb-0" aria-label="Sign-ups by device">
            <tbody>
              {data.byDevice.map((row) => (
                <tr key={`${row.deviceType}/${row.screenSize}`}>
                  <td>
                    {row.deviceType} · {row.screenSize} screen
                  </td>
                  <td className="text-end">{row.count}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      </div>
    </div>
  );
}

/** Tab 1: the four counts, sign-ups per source and device, and the activity log. */
export function OverviewTab() {
  const { data } = adminApi.useGetMetricsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div>
      <div className="row g-3 mb-4">
        <MetricCard label="Total Users" value={data?.totalUsers} />
        <MetricCard label="Contracts Created" value={data?.totalContracts} />
        <MetricCard label="Reviews Completed" value={data?.totalReviews} />
        <MetricCard label="Active Users" value={data?.activeUsers} />
      </div>
      <p className="small text-body-secondary">
        Active users signed in or signed up within the last 30 days.
      </p>
      <SignupBreakdown />
      <RecentActivity />
    </div>
  );
}
