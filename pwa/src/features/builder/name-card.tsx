import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { toast } from '../../components/ui/toast/toast-store';

interface Props {
  isGuest: boolean;
  busy?: boolean;
  onSubmit: (name: string) => Promise<void> | void;
}

/** The first step with no id: name the contract (spec 000 sections 2 and 5). */
export function NameCard({ isGuest, busy = false, onSubmit }: Props) {
  const [name, setName] = useState('');
  const trimmed = name.trim();

  const submit = (event: FormEvent | KeyboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!trimmed) {
      toast({
        title: 'Contract Name Required',
        description: 'Please provide a name for your contract.',
        variant: 'destructive',
      });
      return;
    }
    void onSubmit(trimmed);
  };

  return (
    <div className="container py-5" style={{ maxWidth: 560 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-3">{isGuest ? 'Start Your Contract' : 'Create New Contract'}</h1>
          <Form onSubmit={submit} aria-label="New contract">
            <Form.Group controlId="contract-name" className="mb-3">
              <Form.Label>Contract Name</Form.Label>
              <Form.Control
                value={name}
                onChange={(event) => setName(event.target.value)}
                // Enter submits even while the button is disabled, so an empty name gets its toast.
                onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                  if (event.key === 'Enter' && !event.nativeEvent.isComposing) submit(event);
                }}
                placeholder="e.g. Website Design Agreement with Acme LLC"
                maxLength={200}
                autoFocus
              />
            </Form.Group>
            <Button type="submit" disabled={!trimmed || busy} className="w-100">
              {isGuest ? 'Start Building' : 'Create Contract'}
            </Button>
            {isGuest ? (
              <p className="small text-body-secondary mt-3 mb-0">
                No account needed to start. Sign up later to save, finalize and download your contract.
              </p>
            ) : null}
          </Form>
        </Card.Body>
      </Card>
    </div>
  );
}
