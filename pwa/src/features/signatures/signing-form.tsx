import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { SignatureInput, SigningView } from '@shared-schema';
import { SignaturePad } from './signature-pad';

export const SIGNATURE_FONT = '"Segoe Script", "Brush Script MT", "Snell Roundhand", cursive';

interface Props {
  view: SigningView;
  busy: boolean;
  online: boolean;
  onSign: (signature: SignatureInput) => void;
  onDecline: (reason: string) => void;
}

/** Consent, then a typed (shown in a script face) or drawn signature; or a decline with its reason. */
export function SigningForm({ view, busy, online, onSign, onDecline }: Props) {
  const [consent, setConsent] = useState(false);
  const [mode, setMode] = useState<'typed' | 'drawn'>('typed');
  const [typed, setTyped] = useState(view.signer.name);
  const [drawn, setDrawn] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const signature: SignatureInput | null =
    mode === 'typed'
      ? typed.trim()
        ? { kind: 'typed', name: typed.trim() }
        : null
      : drawn
        ? { kind: 'drawn', image: drawn }
        : null;

  return (
    <section className="border rounded p-3 bg-light" aria-label="Sign">
      <Form.Check
        id="esign-consent"
        checked={consent}
        onChange={(e) => setConsent(e.target.checked)}
        label="I agree to sign this document electronically, and that my electronic signature is as binding as a handwritten one. I can ask the sender for a paper copy."
      />
      <div className="btn-group my-3" role="group" aria-label="How to sign">
        <Button variant={mode === 'typed' ? 'primary' : 'outline-primary'} onClick={() => setMode('typed')}>
          Type
        </Button>
        <Button variant={mode === 'drawn' ? 'primary' : 'outline-primary'} onClick={() => setMode('drawn')}>
          Draw
        </Button>
      </div>
      {mode === 'typed' ? (
        <Form.Group controlId="typed-signature">
          <Form.Label>Your full name</Form.Label>
          <Form.Control value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={120} />
          <p
            className="fs-2 mt-2 mb-0 text-break"
            style={{ fontFamily: SIGNATURE_FONT }}
            data-testid="typed-preview"
          >
            {typed}
          </p>
        </Form.Group>
      ) : (
        <SignaturePad onChange={setDrawn} />
      )}
      {!online ? (
        <p className="alert alert-warning py-2 small mt-2">You are offline. Signing needs a connection.</p>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Button
          disabled={!consent || !signature || busy || !online}
          onClick={() => signature && onSign(signature)}
        >
          {busy ? 'Signing…' : 'Sign'}
        </Button>
        <Button variant="outline-danger" disabled={busy || !online} onClick={() => setDeclining((d) => !d)}>
          Decline
        </Button>
      </div>
      {declining ? (
        <Form
          className="mt-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim()) onDecline(reason.trim());
          }}
        >
          <Form.Group controlId="decline-reason">
            <Form.Label>Why do you decline?</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              value={reason}
              maxLength={1000}
              onChange={(e) => setReason(e.target.value)}
            />
          </Form.Group>
          <Button
            type="submit"
            variant="danger"
            className="mt-2"
            disabled={!reason.trim() || busy || !online}
          >
            Decline to sign
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
