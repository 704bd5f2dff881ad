import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { BackupFile } from '@shared-schema';
import type { RestoreRequest } from './settings-security-api';
import { formatDate } from './failure-toast';

/** Restore form (spec 001): a backup from the list, test mode on by default, clear-existing disabled while it is on. */
export function RestoreForm(props: {
  backups: BackupFile[];
  restoring: boolean;
  onRestore: (request: RestoreRequest) => void;
}) {
  const [backupPath, setBackupPath] = useState('');
  const [testMode, setTestMode] = useState(true);
  const [clearExisting, setClearExisting] = useState(false);
  const [tables, setTables] = useState('');
  const specificTables = tables
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.length > 0);

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        if (!backupPath) return;
        props.onRestore({
          backupPath,
          testMode,
          clearExisting: testMode ? false : clearExisting,
          ...(specificTables.length > 0 ? { specificTables } : {}),
        });
      }}
    >
      <Form.Group className="mb-3" controlId="restore-backup-file">
        <Form.Label>Backup</Form.Label>
        <Form.Select value={backupPath} onChange={(e) => setBackupPath(e.currentTarget.value)}>
          <option value="">Choose a backup...</option>
          {props.backups.map((b) => (
            <option key={b.path} value={b.path} disabled={!b.isValid}>
              {formatDate(b.timestamp)} · {b.type} · {b.sizeMB} MB{b.isValid ? '' : ' (invalid)'}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Check
        type="switch"
        id="restore-test-mode"
        label="Test mode (validate only: restores into a scratch copy, live data stays untouched)"
        checked={testMode}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          setTestMode(on);
          if (on) setClearExisting(false);
        }}
      />
      <Form.Check
        type="checkbox"
        id="restore-clear-existing"
        label="Clear existing data (replace live data with the backup)"
        checked={clearExisting}
        disabled={testMode}
        onChange={(e) => setClearExisting(e.currentTarget.checked)}
        className="mt-2"
      />
      <Form.Group className="my-3" controlId="restore-tables">
        <Form.Label>Only these tables (optional, comma-separated)</Form.Label>
        <Form.Control
          value={tables}
          placeholder="All tables"
          onChange={(e) => setTables(e.currentTarget.value)}
        />
      </Form.Group>
      {!testMode ? (
        <Alert variant="warning">
          {clearExisting
            ? 'Live data in the restored tables will be replaced by the backup. Signed-in devices will resync.'
            : 'Rows missing from live data will be added from the backup; existing rows are kept.'}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant={testMode ? 'primary' : 'danger'}
        disabled={!backupPath || props.restoring}
      >
        {props.restoring ? 'Restoring...' : testMode ? 'Test Restore' : 'Restore Backup'}
      </Button>
    </Form>
  );
}
