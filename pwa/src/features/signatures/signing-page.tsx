import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { SignatureInput, SigningView } from '@shared-schema';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { PageSpinner } from '../../components/ui/page-spinner';
import { ApiError, serverMessage } from '../../lib/http';
import { useOnlineStatus } from '../../lib/use-online-status';
import { declineSigning, openSigning, submitSignature } from './signatures-api';
import { SigningForm } from './signing-form';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; view: SigningView }
  | { kind: 'done'; title: string; text: string }
  | { kind: 'refused'; title: string; text: string };

const TITLES: Record<string, string> = {
  'invalid-link': 'This link does not work',
  'link-expired': 'This link has expired',
  'link-used': 'This link was already used',
  'envelope-voided': 'This signature request was cancelled',
  'envelope-declined': 'This signature request is closed',
};

function refusal(error: unknown): State {
  const code = error instanceof ApiError ? (error.code ?? '') : '';
  const text = navigator.onLine
    ? serverMessage(error, 'The document could not be opened. Please try again.')
    : 'You are offline. Signing needs a connection: open this link again when you are online.';
  return { kind: 'refused', title: TITLES[code] ?? 'The document could not be opened', text };
}

/** /sign/:token: the signer's page, no account needed; the whole contract, consent, sign or decline. */
export function SigningPage() {
  const token = useParams().token ?? '';
  const online = useOnlineStatus();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  usePageMeta({ title: 'Sign a document', noindex: true });

  useEffect(() => {
    openSigning(token).then(
      (view) => setState({ kind: 'ready', view }),
      (error: unknown) => setState(refusal(error)),
    );
  }, [token]);

  const act = async (action: () => Promise<State>) => {
    setBusy(true);
    try {
      setState(await action());
    } catch (error) {
      setState(refusal(error));
    } finally {
      setBusy(false);
    }
  };
  const sign = (signature: SignatureInput) =>
    void act(async () => {
      const { completed } = await submitSignature(token, { consent: true, signature });
      return {
        kind: 'done',
        title: 'Thank you, you have signed',
        text: completed
          ? 'Everyone has signed. The signed PDF with its certificate is on its way to your e-mail.'
          : 'We e-mail you the signed PDF once everyone has signed.',
      };
    });
  const decline = (reason: string) =>
    void act(async () => {
      await declineSigning(token, reason);
      return {
        kind: 'done',
        title: 'You declined to sign',
        text: 'The sender has been told, with your reason.',
      };
    });

  if (state.kind === 'loading') return <PageSpinner label="Opening the document…" />;
  if (state.kind !== 'ready')
    return (
      <div className="container py-5" style={{ maxWidth: 640 }} data-testid={`signing-${state.kind}`}>
        <h1 className="h3">{state.title}</h1>
        <p>{state.text}</p>
      </div>
    );
  const { view } = state;
  return (
    <div className="container py-4" style={{ maxWidth: 860 }}>
      <h1 className="h4 mb-1">{view.contractName}</h1>
      <p className="small text-body-secondary">
        Contract No. {view.contractNumber} · {view.senderEmail} asks {view.signer.name} to sign for{' '}
        {view.signer.party}
      </p>
      {view.message ? <blockquote className="border-start ps-3 small">{view.message}</blockquote> : null}
      <article
        className="border rounded p-3 mb-3 bg-white"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.95rem' }}
        aria-label="The document to sign"
        data-testid="signing-document"
      >
        {view.text}
      </article>
      <p className="small text-body-secondary text-break">Document SHA-256: {view.documentSha256}</p>
      <SigningForm view={view} busy={busy} online={online} onSign={sign} onDecline={decline} />
      <p className="small text-body-secondary mt-3">
        This is a simple electronic signature under ESIGN/UETA and eIDAS, not a qualified electronic
        signature.
      </p>
    </div>
  );
}
