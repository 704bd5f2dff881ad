import { useState } from 'react';
import type { VerificationResult } from '@shared-schema';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { serverMessage } from '../../lib/http';
import { useOnlineStatus } from '../../lib/use-online-status';
import { verifySignedPdf } from './signatures-api';

/** /verify-signature: anyone checks a signed PDF: intact or not, and which envelope it belongs to. */
export function VerifyPage() {
  const online = useOnlineStatus();
  const [result, setResult] = useState<VerificationResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageMeta({ title: 'Verify a signed document' });

  const check = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      setResult(await verifySignedPdf(file));
    } catch (failure) {
      setError(serverMessage(failure, 'The file could not be checked.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3">Verify a signed document</h1>
      <p>Choose a PDF signed through Clausecraft. We check that it is exactly the signed copy, unchanged.</p>
      <div>
        <label className="form-label" htmlFor="verify-file">
          Signed PDF
        </label>
        <input
          id="verify-file"
          className="form-control"
          type="file"
          accept="application/pdf,.pdf"
          disabled={busy || !online}
          onChange={(e) => void check(e.currentTarget.files?.[0])}
        />
      </div>
      {!online ? (
        <p className="alert alert-info py-2 small mt-3">You are offline. Checking needs a connection.</p>
      ) : null}
      {busy ? <p className="mt-3">Checking…</p> : null}
      {error ? <p className="alert alert-danger mt-3">{error}</p> : null}
      {result ? (
        <div
          className={`alert mt-3 ${result.intact ? 'alert-success' : 'alert-danger'}`}
          data-testid="verify-result"
        >
          <p className="fw-bold mb-1">{result.intact ? 'Intact' : 'Not intact'}</p>
          <p className="mb-1 text-break">{result.message}</p>
          {result.intact ? (
            <ul className="mb-0 small">
              <li>Document: {result.contractName}</li>
              <li>Completed: {result.completedAt ? new Date(result.completedAt).toLocaleString() : '-'}</li>
              {result.signers.map((s) => (
                <li key={`${s.party}-${s.name}`}>
                  {s.name} for {s.party}, signed {s.signedAt ? new Date(s.signedAt).toLocaleString() : '-'}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
