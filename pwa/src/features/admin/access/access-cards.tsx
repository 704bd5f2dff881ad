import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import type { AdminStatus } from '@shared-schema';

function AccessCard({
  title,
  children,
  tone = 'danger',
}: {
  title: string;
  children: ReactNode;
  tone?: string;
}) {
  return (
    <div className="container py-5" style={{ maxWidth: 620 }}>
      <Card className={`shadow-sm border-${tone}`}>
        <Card.Body className="p-4">
          <h1 className="h4">{title}</h1>
          {children}
        </Card.Body>
      </Card>
    </div>
  );
}

const HOME = (
  <Link to="/" className="btn btn-outline-secondary">
    Return to Home
  </Link>
);

export function AdminAccessRequired() {
  return (
    <AccessCard title="Admin Access Required" tone="primary">
      <p className="text-body-secondary">Sign in with the administrator account to continue.</p>
      <Link to="/auth?redirect=%2Fadmin" className="btn btn-primary">
        Sign In
      </Link>
    </AccessCard>
  );
}

export function SuperAdminAccessRequired({ status, checkedAt }: { status: AdminStatus; checkedAt: Date }) {
  return (
    <AccessCard title="Super Admin Access Required">
      <p>
        This dashboard accepts only the <code>super_admin</code> role. Access attempts are logged.
      </p>
      <dl className="row small mb-4" aria-label="Access details">
        <dt className="col-sm-4">User ID</dt>
        <dd className="col-sm-8 text-break">{status.userId}</dd>
        <dt className="col-sm-4">E-mail</dt>
        <dd className="col-sm-8 text-break">{status.email}</dd>
        <dt className="col-sm-4">Current role</dt>
        <dd className="col-sm-8">{status.role}</dd>
        <dt className="col-sm-4">Verification</dt>
        <dd className="col-sm-8">{status.isActive ? 'Not a super admin' : 'Account suspended'}</dd>
        <dt className="col-sm-4">Checked at</dt>
        <dd className="col-sm-8">{checkedAt.toLocaleString()}</dd>
      </dl>
      {HOME}
    </AccessCard>
  );
}

export function AccessVerificationFailed({ attempts }: { attempts: number }) {
  return (
    <AccessCard title="Access Verification Failed">
      <p>
        Your admin access could not be verified (attempt {attempts}). This incident has been logged. Access is
        checked again shortly.
      </p>
      {HOME}
    </AccessCard>
  );
}

export function AccessBlocked() {
  return (
    <AccessCard title="Access Blocked">
      <p>Admin access was blocked after 3 failed verification attempts. This incident has been logged.</p>
      {HOME}
    </AccessCard>
  );
}

export function AdminOffline() {
  return (
    <AccessCard title="You are offline" tone="warning">
      <p>
        The admin dashboard works only online, so it never shows outdated data. Reconnect to the internet and
        it loads again.
      </p>
      {HOME}
    </AccessCard>
  );
}
