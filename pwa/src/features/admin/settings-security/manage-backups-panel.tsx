import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { LIMITS } from '@shared-schema';
import { toast } from '../../../components/ui/toast/toast-store';
import { downloadAdminFile, NoTokenError } from './admin-download';
import { settingsSecurityApi } from './settings-security-api';
import { failureToast, formatDate } from './failure-toast';

export function ManageBackupsPanel() {
  const { data: backups = [], isLoading } = settingsSecurityApi.useListBackupsQuery();
  const [cleanup, { isLoading: cleaning }] = settingsSecurityApi.useCleanupBackupsMutation();
  const [secure, { isLoading: securing }] = settingsSecurityApi.useSecureBackupsMutation();
  const [keep, setKeep] = useState(String(LIMITS.backupCleanupKeep));
  const keepCount = Number(keep);
  const keepValid = Number.isInteger(keepCount) && keepCount >= 1 && keepCount <= 1000;

  const runCleanup = async () => {
    try {
      const cleaned = await cleanup(keepCount).unwrap();
      toast({
        title: 'Backups cleaned up',
        description: `Removed ${cleaned} old backup(s).`,
        variant: 'success',
      });
    } catch (error) {
      failureToast(error, { refused: 'Failed to cleanup backups', failed: 'Failed to cleanup backups' });
    }
  };
  const runSecure = async () => {
    try {
      const secured = await secure().unwrap();
      toast({
        title: 'Backup files secured',
        description: `${secured} file(s) readable only by the server.`,
        variant: 'success',
      });
    } catch (error) {
      failureToast(error, {
        refused: 'Failed to secure backup files',
        failed: 'Failed to secure backup files',
      });
    }
  };
  const download = async (filename: string) => {
    try {
      await downloadAdminFile(`/api/admin/backups/${encodeURIComponent(filename)}/download`, filename);
    } catch (error) {
      toast({
        title: error instanceof NoTokenError ? 'Authentication required' : 'Download failed',
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      {isLoading ? null : backups.length === 0 ? (
        <p className="text-body-secondary">No backups yet.</p>
      ) : (
        <Table responsive size="sm" className="align-middle">
          <thead>
            <tr>
              <th>Date</th>
              <th>Type</th>
              <th>Size</th>
              <th>Validity</th>
              <th>File</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {backups.map((b) => (
              <tr key={b.path}>
                <td>{formatDate(b.timestamp)}</td>
                <td>{b.type === 'full' ? 'Full' : 'Data'}</td>
                <td>{b.sizeMB} MB</td>
                <td>{b.isValid ? <Badge bg="success">Valid</Badge> : <Badge bg="danger">Invalid</Badge>}</td>
                <td className="text-break small">{b.filename}</td>
                <td>
                  <Button size="sm" variant="outline-primary" onClick={() => void download(b.filename)}>
                    Download
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <div className="d-flex flex-wrap align-items-end gap-2">
        <Form.Group controlId="cleanup-keep-count">
          <Form.Label>Keep newest</Form.Label>
          <Form.Control
            type="number"
            min={1}
            max={1000}
            value={keep}
            isInvalid={!keepValid}
            onChange={(e) => setKeep(e.currentTarget.value)}
            style={{ width: 120 }}
          />
        </Form.Group>
        <Button variant="outline-danger" disabled={!keepValid || cleaning} onClick={() => void runCleanup()}>
          {cleaning ? 'Cleaning...' : 'Clean Up Old Backups'}
        </Button>
        <Button variant="outline-secondary" disabled={securing} onClick={() => void runSecure()}>
          {securing ? 'Securing...' : 'Secure Backup Files'}
        </Button>
      </div>
    </>
  );
}
