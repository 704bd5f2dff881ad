import { useParams } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { usePageMeta } from '../../components/ui/use-page-meta';
import type { UserDbValue } from '../../db/user-db/user-db-context';
import { useUserDb } from '../../db/use-user-db';
import { useSession } from '../auth';
import { ContractNotFound } from './contract-not-found';
import { GuestBuilder } from './guest-builder';
import { NewContract } from './new-contract';
import { useContractLookup } from './use-contract-lookup';
import { UserBuilder } from './user-builder';

function SignedInContract({ value, id }: { value: UserDbValue; id: string }) {
  const lookup = useContractLookup(id);
  if (lookup.state === 'loading') return <PageSpinner label="Loading contract…" />;
  if (lookup.state === 'missing') return <ContractNotFound />;
  return <UserBuilder key={id} value={value} stored={lookup.contract} />;
}

/** /contract-builder and /contract-builder/{id} (spec 000 section 2). */
export function BuilderPage() {
  const { id } = useParams();
  const { status } = useSession();
  const value = useUserDb();
  usePageMeta({
    title: 'Contract Builder',
    description: 'Describe what you need and build a contract with the assistant.',
    noindex: !!id,
  });

  if (status === 'loading') return <PageSpinner />;
  if (status !== 'authenticated') return <GuestBuilder routeId={id} />;
  if (!value) return <PageSpinner label="Opening your documents…" />;
  if (!id) return <NewContract value={value} />;
  return <SignedInContract value={value} id={id} />;
}
