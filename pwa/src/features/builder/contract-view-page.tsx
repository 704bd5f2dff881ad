import Button from 'react-bootstrap/Button';
import { Link, useParams } from 'react-router';
import { CreditsRequiredDialog, FinishAfterPurchase } from '../credits';
import { PageSpinner } from '../../components/ui/page-spinner';
import { SignInGate, useSession } from '../auth';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { useUserDb } from '../../db/use-user-db';
import { useContractDownload } from '../contracts';
import { useOnlineStatus } from '../../lib/use-online-status';
import { SignatureStatus, useSignatureRequests } from '../signatures';
// The view shows the same preview as the builder (one rendering of markers, blur and copy protection).
import { ContractNotFound } from './contract-not-found';
import { ContractPreview } from './contract-preview';
import { downloadLabel, hasContent } from './builder-state';
import { useContractLookup } from './use-contract-lookup';

function ContractView({ id }: { id: string }) {
  const lookup = useContractLookup(id);
  const online = useOnlineStatus();
  const signatures = useSignatureRequests();
  const { download, downloadingId, creditsRequired, closeCreditsRequired, chargeDialog } =
    useContractDownload();
  if (lookup.state === 'loading') return <PageSpinner label="Loading contract…" />;
  if (lookup.state === 'missing') return <ContractNotFound />;
  const contract = lookup.contract;
  return (
    <div className="container py-4" style={{ maxWidth: 960 }}>
      <Link to="/documents">← Back to My Documents</Link>
      <FinishAfterPurchase actions={{ 'download this contract': () => download(contract.id) }} />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 my-3">
        <div>
          <h1 className="h3 mb-0">{contract.name}</h1>
          <p className="small text-body-secondary mb-0">
            Contract No. {contract.contractNumber}
            {contract.status === 'finalized' ? ' · Finalized' : ''}
          </p>
        </div>
        {hasContent(contract) ? (
          <Button
            onClick={() => void download(contract.id)}
            disabled={downloadingId === contract.id || !online}
          >
            {downloadingId === contract.id ? 'Downloading…' : downloadLabel(contract.downloadedAt)}
          </Button>
        ) : null}
      </div>
      <div className="mb-3">
        <SignatureStatus
          contract={contract}
          envelope={signatures.latestFor(contract.id)}
          onChange={signatures.refresh}
        />
      </div>
      {!online ? (
        <p className="alert alert-info py-2 small">You are offline; downloading needs a connection.</p>
      ) : null}
      <ContractPreview
        content={contract.content}
        placeholders={contract.placeholders}
        status={contract.status}
        paywalled={!contract.downloadedAt}
      />
      {contract.status !== 'finalized' ? (
        <p className="mt-3">
          <Link to={`/contract-builder/${encodeURIComponent(contract.id)}`}>Continue in the builder</Link>
        </p>
      ) : null}
      <CreditsRequiredDialog
        state={creditsRequired}
        onClose={closeCreditsRequired}
        action="download this contract"
      />
      {chargeDialog}
    </div>
  );
}

/** /contracts/{id}/view: the finalized contract, read-only, with its download. */
export function ContractViewPage() {
  const { id } = useParams();
  const { status } = useSession();
  const value = useUserDb();
  usePageMeta({ title: 'Contract', noindex: true });
  if (status === 'loading') return <PageSpinner />;
  if (status !== 'authenticated')
    return (
      <SignInGate title="Sign in to view this contract" text="Your contracts are kept in your account." />
    );
  if (!value || !id) return id ? <PageSpinner /> : <ContractNotFound />;
  return <ContractView key={id} id={id} />;
}
