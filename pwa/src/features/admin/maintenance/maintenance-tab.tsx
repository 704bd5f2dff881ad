import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { MAINTENANCE_DEFAULTS, TIMINGS_MS } from '@shared-schema/constants';
import { toast } from '../../../components/ui/toast/toast-store';
import { runAdminAction } from '../admin-action';
import { adminApi } from '../api/admin-api';

/** Tab 5: maintenance mode on (title and message required) and off; the status is polled every 10 s. */
export function MaintenanceTab() {
  const { data: status } = adminApi.useGetAdminMaintenanceStatusQuery(undefined, {
    pollingInterval: TIMINGS_MS.adminMaintenancePoll,
    refetchOnMountOrArgChange: true,
  });
  const [title, setTitle] = useState<string>(MAINTENANCE_DEFAULTS.title);
  const [message, setMessage] = useState('');
  const [duration, setDuration] = useState<string>(MAINTENANCE_DEFAULTS.estimatedDuration);
  const [enable, enabling] = adminApi.useEnableMaintenanceMutation();
  const [disable, disabling] = adminApi.useDisableMaintenanceMutation();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || !message.trim()) {
      toast({
        title: 'Please fill in required fields',
        description: 'Title and message are required',
        variant: 'destructive',
      });
      return;
    }
    void runAdminAction(
      () =>
        enable({ title: title.trim(), message: message.trim(), estimatedDuration: duration.trim() }).unwrap(),
      {
        success: 'Maintenance mode enabled',
        successDetail: 'Visitors now see the maintenance page.',
        failure: 'Failed to enable maintenance mode',
      },
    );
  };

  return (
    <Card className="shadow-sm">
      <Card.Body>
        {status?.isEnabled ? (
          <Alert
            variant="warning"
            className="d-flex justify-content-between align-items-center flex-wrap gap-2"
          >
            <div>
              <strong>Maintenance mode is ON</strong>: {status.title}
              {status.startedAt && (
                <span className="small d-block">Since {new Date(status.startedAt).toLocaleString()}</span>
              )}
            </div>
            <Button
              variant="success"
              disabled={disabling.isLoading}
              onClick={() =>
                void runAdminAction(() => disable().unwrap(), {
                  success: 'Maintenance mode disabled',
                  successDetail: 'The app is available again.',
                  failure: 'Failed to disable maintenance mode',
                })
              }
            >
              Disable Maintenance Mode
            </Button>
          </Alert>
        ) : (
          <Alert variant="success">Maintenance mode is off: the app is available to everyone.</Alert>
        )}
        <Form onSubmit={submit} noValidate aria-label="Maintenance mode" className="d-grid gap-3">
          <Form.Group controlId="maintenance-title">
            <Form.Label>Title</Form.Label>
            <Form.Control value={title} onChange={(e) => setTitle(e.target.value)} />
          </Form.Group>
          <Form.Group controlId="maintenance-message">
            <Form.Label>Message</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </Form.Group>
          <Form.Group controlId="maintenance-duration">
            <Form.Label>Estimated Duration</Form.Label>
            <Form.Control value={duration} onChange={(e) => setDuration(e.target.value)} />
          </Form.Group>
          <div>
            <Button type="submit" variant="warning" disabled={enabling.isLoading}>
              {status?.isEnabled ? 'Update Maintenance Mode' : 'Enable Maintenance Mode'}
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
