import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { SupportRequest } from '@shared-schema';
import { toast } from '../../components/ui/toast/toast-store';
import { supportApi } from './support-api';
import { useProfile } from '../account';
import { serverMessage } from '../../lib/http';
import { validateSupport, type SupportErrors } from './validate-support';

const EMPTY: SupportRequest = { name: '', email: '', message: '' };

interface Props {
  show: boolean;
  onClose: () => void;
  initial?: Partial<SupportRequest>;
}

/** The dialog filled in with the signed-in user's name and e-mail (empty for guests and visitors). */
export function SupportDialogForUser({ show, onClose }: Omit<Props, 'initial'>) {
  const profile = useProfile();
  // The fields take their first values once: wait for a profile that is still loading.
  if (profile.isLoading) return null;
  const name = [profile.data?.firstName, profile.data?.lastName].filter(Boolean).join(' ');
  return <SupportDialog show={show} onClose={onClose} initial={{ name, email: profile.data?.email ?? '' }} />;
}

export function SupportDialog({ show, onClose, initial }: Props) {
  const [values, setValues] = useState<SupportRequest>({ ...EMPTY, ...initial });
  const [errors, setErrors] = useState<SupportErrors>({});
  const [send, { isLoading }] = supportApi.useSendSupportRequestMutation();

  const update = (field: keyof SupportRequest) => (event: { target: { value: string } }) => {
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateSupport(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    try {
      await send(result.data).unwrap();
      toast({
        title: 'Support Request Sent!',
        description: "We've received your message and will get back to you soon.",
        variant: 'success',
      });
      setValues({ ...EMPTY, ...initial });
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to send support request. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="support-title">
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="support-title">Contact Support</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group className="mb-3" controlId="support-name">
            <Form.Label>Name</Form.Label>
            <Form.Control
              value={values.name}
              onChange={update('name')}
              isInvalid={!!errors.name}
              autoComplete="name"
            />
            <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="support-email">
            <Form.Label>Email</Form.Label>
            <Form.Control
              type="email"
              value={values.email}
              onChange={update('email')}
              isInvalid={!!errors.email}
              autoComplete="email"
            />
            <Form.Control.Feedback type="invalid">{errors.email}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="support-message">
            <Form.Label>Message</Form.Label>
            <Form.Control
              as="textarea"
              rows={5}
              value={values.message}
              onChange={update('message')}
              isInvalid={!!errors.message}
            />
            <Form.Control.Feedback type="invalid">{errors.message}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? <Spinner size="sm" animation="border" aria-hidden="true" className="me-2" /> : null}
            Send
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
