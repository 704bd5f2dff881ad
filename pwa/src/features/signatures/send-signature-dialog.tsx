import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import {
  CREDIT_COSTS,
  ESIGN_LIMITS,
  SIGNATURE_REQUEST_CREDITS,
  signatureBlocks,
  type SignerInput,
} from '@shared-schema';
import { toast } from '../../components/ui/toast/toast-store';
import { serverMessage } from '../../lib/http';
import { sendForSignature } from './signatures-api';

export type SignableContract = {
  id: string;
  name: string;
  content: string | null;
  placeholders: Record<string, string> | null;
  downloadedAt: string | null;
};

interface Props {
  contract: SignableContract;
  onClose: () => void;
  onSent: () => void;
}

function prefill(contract: SignableContract): SignerInput[] {
  const blocks = signatureBlocks(contract.content ?? '', contract.placeholders);
  return blocks.length > 0
    ? blocks.map((b) => ({ name: b.name, email: '', party: b.party }))
    : [{ name: '', email: '', party: '' }];
}

/**
 * 'Send for signature': one row per party from the contract's signature blocks (editable; the sender may put
 * themselves on their own party), an optional signing order and message, and the cost before sending.
 */
export function SendSignatureDialog({ contract, onClose, onSent }: Props) {
  const [signers, setSigners] = useState<SignerInput[]>(() => prefill(contract));
  const [ordered, setOrdered] = useState(false);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const paid = Boolean(contract.downloadedAt);
  const edit = (index: number, field: keyof SignerInput, value: string) =>
    setSigners((rows) => rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await sendForSignature(contract.id, { signers, ordered, message });
      toast({ title: 'Sent for signature', description: 'Each signer gets an e-mail with a personal link.' });
      onSent();
    } catch (error) {
      toast({
        title: 'Not sent',
        description: serverMessage(error, 'Sending failed.'),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal show onHide={onClose} centered size="lg">
      <Form onSubmit={(event) => void submit(event)} aria-label="Send for signature">
        <Modal.Header closeButton>
          <Modal.Title>Send for signature</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">
            “{contract.name}” is frozen while it is out for signature.
          </p>
          {signers.map((signer, index) => (
            <fieldset key={index} className="border rounded p-2 mb-2" aria-label={`Signer ${index + 1}`}>
              <div className="row g-2">
                <Form.Group className="col-12 col-md-4" controlId={`signer-party-${index}`}>
                  <Form.Label className="small mb-0">Signs for</Form.Label>
                  <Form.Control
                    value={signer.party}
                    onChange={(e) => edit(index, 'party', e.target.value)}
                    required
                    maxLength={ESIGN_LIMITS.partyMax}
                  />
                </Form.Group>
                <Form.Group className="col-12 col-md-4" controlId={`signer-name-${index}`}>
                  <Form.Label className="small mb-0">Name</Form.Label>
                  <Form.Control
                    value={signer.name}
                    onChange={(e) => edit(index, 'name', e.target.value)}
                    required
                    maxLength={ESIGN_LIMITS.nameMax}
                  />
                </Form.Group>
                <Form.Group className="col-12 col-md-4" controlId={`signer-email-${index}`}>
                  <Form.Label className="small mb-0">E-mail</Form.Label>
                  <Form.Control
                    type="email"
                    value={signer.email}
                    onChange={(e) => edit(index, 'email', e.target.value)}
                    required
                  />
                </Form.Group>
              </div>
              {signers.length > 1 ? (
                <Button
                  variant="link"
                  size="sm"
                  className="px-0"
                  onClick={() => setSigners((rows) => rows.filter((_, i) => i !== index))}
                >
                  Remove signer
                </Button>
              ) : null}
            </fieldset>
          ))}
          {signers.length < ESIGN_LIMITS.signersMax ? (
            <Button
              variant="outline-secondary"
              size="sm"
              onClick={() => setSigners((rows) => [...rows, { name: '', email: '', party: '' }])}
            >
              Add signer
            </Button>
          ) : null}
          <Form.Check
            className="mt-3"
            id="signing-order"
            label="Sign in this order (each signer is e-mailed after the one before has signed)"
            checked={ordered}
            onChange={(e) => setOrdered(e.target.checked)}
          />
          <Form.Group className="mt-2" controlId="signing-message">
            <Form.Label className="small mb-0">Message (optional)</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              value={message}
              maxLength={ESIGN_LIMITS.messageMax}
              onChange={(e) => setMessage(e.target.value)}
            />
          </Form.Group>
          <p className="mt-3 mb-0" data-testid="signature-cost">
            {paid
              ? `Cost: ${SIGNATURE_REQUEST_CREDITS} credits — included in your download.`
              : `Download the contract first (${CREDIT_COSTS.contractDownload} credits); sending it for signature is then included.`}
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending || !paid}>
            {sending ? 'Sending…' : 'Send for signature'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
