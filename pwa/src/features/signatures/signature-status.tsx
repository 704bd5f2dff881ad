import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { Envelope, EnvelopeStatus } from '@shared-schema';
import { toast } from '../../components/ui/toast/toast-store';
import { serverMessage } from '../../lib/http';
import { useOnlineStatus } from '../../lib/use-online-status';
import { SendSignatureDialog, type SignableContract } from './send-signature-dialog';
import { downloadSignedPdf, remindSigners, voidRequest } from './signatures-api';

export const ENVELOPE_LABELS: Record<EnvelopeStatus, string> = {
  out_for_signature: 'Out for signature',
  completed: 'Signed',
  declined: 'Declined',
  voided: 'Voided',
};
const BADGE: Record<EnvelopeStatus, string> = {
  out_for_signature: 'warning',
  completed: 'success',
  declined: 'danger',
  voided: 'secondary',
};

interface Props {
  contract: SignableContract & { status: string };
  envelope: Envelope | undefined;
  onChange: () => Promise<void>;
}

/** A contract's signature state and the sender's actions: send, remind, void, download the signed PDF. */
export function SignatureStatus({ contract, envelope, onChange }: Props) {
  const online = useOnlineStatus();
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const act = async (label: string, action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      await onChange();
    } catch (error) {
      toast({ title: label, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const open = envelope && (envelope.status === 'out_for_signature' || envelope.status === 'completed');
  if (contract.status !== 'finalized' && !envelope) return null;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2" data-testid="signature-status">
      {envelope ? (
        <Badge
          bg={BADGE[envelope.status]}
          text={envelope.status === 'out_for_signature' ? 'dark' : undefined}
        >
          {ENVELOPE_LABELS[envelope.status]}
          {envelope.status === 'out_for_signature'
            ? ` (${envelope.signers.filter((s) => s.status === 'signed').length}/${envelope.signers.length})`
            : ''}
        </Badge>
      ) : null}
      {!open && contract.status === 'finalized' ? (
        <Button size="sm" variant="outline-primary" disabled={!online} onClick={() => setSending(true)}>
          Send for signature
        </Button>
      ) : null}
      {envelope?.status === 'out_for_signature' ? (
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={!online || busy}
          onClick={() => void act('Reminder failed', () => remindSigners(envelope.id))}
        >
          Remind
        </Button>
      ) : null}
      {open ? (
        <Button
          size="sm"
          variant="outline-danger"
          disabled={!online || busy}
          onClick={() => {
            const reason = window.prompt(
              'Why are you voiding this signature request?',
              'Cancelled by the sender.',
            );
            if (reason !== null) void act('Void failed', () => voidRequest(envelope.id, reason));
          }}
        >
          Void
        </Button>
      ) : null}
      {envelope?.hasSignedPdf && envelope.status === 'completed' ? (
        <Button
          size="sm"
          variant="outline-success"
          disabled={!online || busy}
          onClick={() => void act('Download failed', () => downloadSignedPdf(envelope))}
        >
          Signed PDF
        </Button>
      ) : null}
      {!online ? <span className="small text-body-secondary">Signatures need a connection.</span> : null}
      {sending ? (
        <SendSignatureDialog
          contract={contract}
          onClose={() => setSending(false)}
          onSent={() => {
            setSending(false);
            void onChange().catch(() => undefined);
          }}
        />
      ) : null}
    </div>
  );
}
