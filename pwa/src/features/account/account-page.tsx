import Card from 'react-bootstrap/Card';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/page-spinner';
import { SignInGate, useSession } from '../auth';
import { formatDate } from '../credits';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { useProfile } from './use-profile';
import { ChangePasswordForm } from './change-password-form';
import { CreditManagement } from './credit-management';
import { DangerZone } from './danger-zone';
import { ProfileForm } from './profile-form';

function Section({
  title,
  children,
  danger = false,
}: {
  title: string;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <Card className={`mb-4 shadow-sm ${danger ? 'border-danger' : ''}`}>
      <Card.Body className="p-4">
        <h2 className={`h5 mb-3 ${danger ? 'text-danger-emphasis' : ''}`}>{title}</h2>
        {children}
      </Card.Body>
    </Card>
  );
}

export function AccountPage() {
  usePageMeta({ title: 'Account Settings', noindex: true });
  const { status } = useSession();
  const profile = useProfile();
  if (status === 'loading') return <PageSpinner />;
  if (status !== 'authenticated')
    return (
      <SignInGate
        title="Sign in to manage your account"
        text="Your profile, credits and settings are in your account."
      />
    );
  if (profile.isLoading || !profile.data) {
    return profile.isError ? (
      <div className="container py-5">
        <p role="alert">Your profile could not be loaded. Check your connection and try again.</p>
      </div>
    ) : (
      <PageSpinner />
    );
  }
  const data = profile.data;
  return (
    <div className="container py-4" style={{ maxWidth: 860 }}>
      <PageHeader title="Account Settings" />
      <Section title="Profile Information">
        <ProfileForm key={data.id} profile={data} />
      </Section>
      <Section title="Password">
        <ChangePasswordForm />
      </Section>
      <Section title="Credit Management">
        <CreditManagement />
      </Section>
      <Section title="Account Information">
        <dl className="row mb-0">
          <dt className="col-sm-4">Account ID</dt>
          <dd className="col-sm-8 font-monospace text-break">{data.id}</dd>
          <dt className="col-sm-4">Member Since</dt>
          <dd className="col-sm-8 mb-0">{formatDate(data.createdAt)}</dd>
        </dl>
      </Section>
      <Section title="Danger Zone" danger>
        <DangerZone />
      </Section>
    </div>
  );
}
