import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { TIMINGS_MS, type BackupScheduleConfig } from '@shared-schema';
import { toast } from '../../../components/ui/toast/toast-store';
import { ScheduleForm } from './schedule-form';
import { settingsSecurityApi } from './settings-security-api';
import { failureToast, formatDate } from './failure-toast';

export function SchedulePanel() {
  const { data } = settingsSecurityApi.useGetBackupScheduleQuery(undefined, {
    pollingInterval: TIMINGS_MS.adminBackupSchedulePoll,
  });
  const [configure, { isLoading: saving }] = settingsSecurityApi.useConfigureBackupScheduleMutation();
  const [trigger, { isLoading: triggering }] = settingsSecurityApi.useTriggerBackupMutation();
  if (!data) return <Spinner animation="border" size="sm" role="status" />;

  const save = async (config: BackupScheduleConfig) => {
    try {
      await configure(config).unwrap();
      toast({ title: 'Backup schedule saved', variant: 'success' });
    } catch (error) {
      failureToast(error, {
        refused: 'Failed to configure backup schedule',
        failed: 'Failed to configure backup schedule',
      });
    }
  };
  const runNow = async () => {
    try {
      const answer = await trigger().unwrap();
      if (answer.success)
        toast({ title: 'Manual backup created', description: answer.backup?.filename, variant: 'success' });
      else
        toast({
          title: 'Manual backup failed',
          description: answer.error ?? undefined,
          variant: 'destructive',
        });
    } catch (error) {
      failureToast(error, { refused: 'Manual backup failed', failed: 'Failed to trigger manual backup' });
    }
  };

  return (
    <>
      <p className="text-body-secondary">
        Status: {data.isRunning ? 'scheduler running' : 'not scheduled'} · Next backup:{' '}
        {data.nextBackup ? formatDate(data.nextBackup) : 'none'}
      </p>
      <ScheduleForm
        key={JSON.stringify(data.config)}
        initial={data.config}
        saving={saving}
        onSave={(c) => void save(c)}
      />
      <Button
        variant="outline-secondary"
        className="my-3"
        onClick={() => void runNow()}
        disabled={triggering}
      >
        {triggering ? 'Running...' : 'Run Scheduled Backup Now'}
      </Button>
    </>
  );
}
