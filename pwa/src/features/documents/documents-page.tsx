import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { CreditsRequiredDialog } from '../credits';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/page-spinner';
import { SignInGate, useSession } from '../auth';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { useProgressiveCount } from '../../components/ui/use-progressive-count';
import type { UserDbValue } from '../../db/user-db/user-db-context';
import { useLocalContracts, useLocalReviews, useUserDb } from '../../db/use-user-db';
import { TIMINGS_MS } from '../../lib/shared-constants';
import { useOnlineStatus } from '../../lib/use-online-status';
import { signatureCardProps, useSignatureRequests } from '../signatures';
import { DeleteDialog } from './delete-dialog';
import { DocumentCard } from './document-card';
import {
  contractItem,
  filterItems,
  reviewItem,
  sortItems,
  type SortOrder,
  type StatusFilter,
} from './document-items';
import { DocumentsToolbar } from './documents-toolbar';
import { EmailDialog } from './email-dialog';
import { useDocumentActions } from './use-document-actions';

function DocumentsList({ value }: { value: UserDbValue }) {
  const contracts = useLocalContracts();
  const reviews = useLocalReviews();
  const online = useOnlineStatus();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<SortOrder>('newest');
  const debouncedSearch = useDebouncedValue(search, TIMINGS_MS.searchDebounce);
  const handlers = useDocumentActions(value);
  const signatures = useSignatureRequests();
  const contractsById = useMemo(() => new Map(contracts.data.map((c) => [c.id, c])), [contracts.data]);

  const all = useMemo(
    () => [...contracts.data.map(contractItem), ...reviews.data.map(reviewItem)],
    [contracts.data, reviews.data],
  );
  const shown = useMemo(
    () => sortItems(filterItems(all, debouncedSearch, status), sort),
    [all, debouncedSearch, status, sort],
  );
  // Thousands of documents (a large account, possibly still syncing) render a screenful at a time.
  const progressive = useProgressiveCount(shown.length, `${debouncedSearch}|${status}|${sort}`);

  if (contracts.loading || reviews.loading) return <PageSpinner />;

  return (
    <>
      {all.length === 0 ? (
        <div className="text-center py-5">
          <h2 className="h4">No documents yet</h2>
          <p className="text-body-secondary">Build a contract or review one and it appears here.</p>
          <Link className="btn btn-primary" to="/">
            Get Started
          </Link>
        </div>
      ) : (
        <>
          <DocumentsToolbar
            search={search}
            status={status}
            sort={sort}
            onSearch={setSearch}
            onStatus={setStatus}
            onSort={setSort}
          />
          {shown.length === 0 ? (
            <div className="text-center py-5">
              <h2 className="h4">No matching documents found</h2>
              <p className="text-body-secondary">Try another search or status.</p>
              <Button
                variant="outline-primary"
                onClick={() => {
                  setSearch('');
                  setStatus('all');
                }}
              >
                Clear Filters
              </Button>
            </div>
          ) : (
            <div className="row g-3">
              {shown.slice(0, progressive.count).map((item) => (
                <div key={`${item.kind}-${item.id}`} className="col-12 col-md-6 col-xl-4">
                  <DocumentCard
                    item={item}
                    actions={handlers.actions}
                    busy={handlers.busyId === item.id}
                    online={online}
                    {...signatureCardProps(contractsById.get(item.id), signatures)}
                  />
                </div>
              ))}
              {progressive.count < shown.length ? (
                <div ref={progressive.sentinel} aria-hidden="true" />
              ) : null}
            </div>
          )}
        </>
      )}
      <DeleteDialog
        documentName={handlers.deleting?.name ?? null}
        onConfirm={handlers.confirmDelete}
        onClose={handlers.cancelDelete}
      />
      <EmailDialog
        documentName={handlers.emailing?.name ?? null}
        sending={handlers.sendingEmail}
        onSend={handlers.confirmEmail}
        onClose={handlers.cancelEmail}
      />
      <CreditsRequiredDialog
        state={handlers.creditsRequired}
        onClose={handlers.closeCreditsRequired}
        action={handlers.creditsAction}
      />
      {handlers.chargeDialog}
    </>
  );
}

/** My Documents (spec 000 section 2), read from the local database so it works offline. */
export function DocumentsPage() {
  const { status } = useSession();
  const value = useUserDb();
  usePageMeta({ title: 'My Documents', noindex: true });
  if (status === 'loading') return <PageSpinner />;
  if (status !== 'authenticated') {
    return (
      <SignInGate
        title="Sign in to see your documents"
        text="Your contracts and reviews are kept in your account."
      />
    );
  }
  return (
    <div className="container py-4">
      <PageHeader title="My Documents" lead="Track and manage your contract history." />
      {value ? <DocumentsList value={value} /> : <PageSpinner />}
    </div>
  );
}
