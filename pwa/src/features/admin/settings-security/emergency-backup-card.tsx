import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { TIMINGS_MS } from '@shared-schema';
import { toast } from '../../../components/ui/toast/toast-store';
import { countLabel } from '../../../lib/count-label';
import { settingsSecurityApi } from './settings-security-api';
import { failureToast, formatDate } from './failure-toast';

export function EmergencyBackupCard() {
  const { data: status } = settingsSecurityApi.useGetBackupStatusQuery(undefined, {
    pollingInterval: TIMINGS_MS.adminBackupStatusPoll,
  });
  const [createBackup, { isLoading }] = settingsSecurityApi.useCreateBackupMutation();
  const create = async () => {
    try {
      const answer = await createBackup('full').unwrap();
      if (answer.success)
        toast({
          title: 'Emergency backup created',
          description: answer.backup?.filename,
          variant: 'success',
        });
      else toast({ title: 'Backup failed', description: answer.error ?? undefined, variant: 'destructive' });
    } catch (error) {
      failureToast(error, { refused: 'Backup failed', failed: 'Failed to create backup' });
    }
  };
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h3" className="h6">
          Emergency Database Backup
        </Card.Title>
        <p className="mb-1">
          Last backup: <span data-testid="last-backup">{formatDate(status?.latestBackup)}</span>
        </p>
        {status ? (
          <p className="small text-body-secondary">
            {countLabel(status.totalBackups, 'backup')}, {status.totalSizeMB} MB · {status.diskSpaceAvailable}{' '}
            free
          </p>
        ) : null}
        <Button variant="warning" onClick={() => void create()} disabled={isLoading}>
          {isLoading ? 'Creating...' : 'Create Backup'}
        </Button>
      </Card.Body>
    </Card>
  );
}
