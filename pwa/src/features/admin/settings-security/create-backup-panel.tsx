import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toast } from '../../../components/ui/toast/toast-store';
import { settingsSecurityApi, type CreateBackupResult } from './settings-security-api';
import { failureToast } from './failure-toast';

export function CreateBackupPanel() {
  const [type, setType] = useState<'full' | 'data'>('full');
  const [createBackup, { isLoading }] = settingsSecurityApi.useCreateBackupMutation();
  const [result, setResult] = useState<CreateBackupResult | null>(null);

  const create = async () => {
    try {
      const answer = await createBackup(type).unwrap();
      setResult(answer);
      if (answer.success)
        toast({
          title: 'Backup created',
          description: `${answer.backup?.filename ?? 'Backup'}: ${answer.verification.rows} records in ${answer.verification.tables} tables, verified.`,
          variant: 'success',
        });
      else
        toast({
          title: 'Backup failed',
          description: answer.error ?? 'Verification failed',
          variant: 'destructive',
        });
    } catch (error) {
      failureToast(error, { refused: 'Backup failed', failed: 'Failed to create backup' });
    }
  };

  return (
    <div>
      <Form.Group className="mb-3" controlId="create-backup-type">
        <Form.Label>Backup type</Form.Label>
        <Form.Select
          value={type}
          onChange={(e) => setType(e.currentTarget.value === 'data' ? 'data' : 'full')}
        >
          <option value="full">Full (schema and data)</option>
          <option value="data">Data only</option>
        </Form.Select>
      </Form.Group>
      <Button onClick={() => void create()} disabled={isLoading}>
        {isLoading ? 'Creating...' : 'Create Backup'}
      </Button>
      {result ? (
        <Alert variant={result.success ? 'success' : 'danger'} className="mt-3 mb-0">
          {result.success
            ? `Backup ${result.backup?.filename ?? ''} verified: ${result.verification.rows} records in ${result.verification.tables} tables (${result.backup?.sizeMB ?? 0} MB).`
            : `Verification failed: ${result.error ?? 'unknown error'}`}
        </Alert>
      ) : null}
    </div>
  );
}
