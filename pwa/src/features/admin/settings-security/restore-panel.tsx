import Alert from 'react-bootstrap/Alert';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import { RestoreForm } from './restore-form';
import { settingsSecurityApi, type RestoreRequest } from './settings-security-api';
import { failureToast } from './failure-toast';

export function RestorePanel() {
  const { data: backups = [] } = settingsSecurityApi.useListBackupsQuery();
  const [restoreBackup, { isLoading }] = settingsSecurityApi.useRestoreBackupMutation();
  const [outcome, setOutcome] = useState<string | null>(null);

  const restore = async (request: RestoreRequest) => {
    try {
      const { stats } = await restoreBackup(request).unwrap();
      const summary = `${stats.recordsRestored} records in ${stats.tablesRestored} tables`;
      setOutcome(
        request.testMode
          ? `Test restore passed: ${summary} verified. Live data was not changed.`
          : `Backup restored: ${summary}.`,
      );
      toast({
        title: request.testMode ? 'Test restore passed' : 'Backup restored',
        description: summary,
        variant: 'success',
      });
    } catch (error) {
      setOutcome(null);
      failureToast(error, { refused: 'Restore failed', failed: 'Failed to restore backup' });
    }
  };

  return (
    <>
      <RestoreForm backups={backups} restoring={isLoading} onRestore={(r) => void restore(r)} />
      {outcome ? (
        <Alert variant="success" className="mt-3 mb-0" role="status">
          {outcome}
        </Alert>
      ) : null}
    </>
  );
}
