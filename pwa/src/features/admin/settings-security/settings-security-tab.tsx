import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { ChangePasswordCard } from './change-password-card';
import { CreateBackupPanel } from './create-backup-panel';
import { EmergencyBackupCard } from './emergency-backup-card';
import { ManageBackupsPanel } from './manage-backups-panel';
import { RestorePanel } from './restore-panel';
import { SchedulePanel } from './schedule-panel';
import { SecurityRemindersCard } from './security-reminders-card';
import { SystemLogsCard } from './system-logs-card';

/** Dashboard tab 6 (spec 001): database backups, then the security settings. */
export function SettingsSecurityTab() {
  return (
    <div className="d-grid gap-4">
      <Card>
        <Card.Body>
          <Card.Title as="h2" className="h5">
            Database Backups
          </Card.Title>
          <Tabs defaultActiveKey="create" id="backup-tabs" className="mb-3" mountOnEnter>
            <Tab eventKey="create" title="Create Backup">
              <CreateBackupPanel />
            </Tab>
            <Tab eventKey="restore" title="Restore">
              <RestorePanel />
            </Tab>
            <Tab eventKey="schedule" title="Schedule">
              <SchedulePanel />
            </Tab>
            <Tab eventKey="manage" title="Manage">
              <ManageBackupsPanel />
            </Tab>
          </Tabs>
          <div className="small text-body-secondary border-top pt-3">
            <strong>Backup guidelines:</strong> take a full backup before every upgrade or large change; keep
            scheduled daily backups with a retention that covers your recovery needs; test-restore a backup
            regularly (test mode changes nothing); download backups to storage outside this server and keep
            the backup key (<code>DATA_DIR/keys/backup.key</code>) separately, since every backup is encrypted
            with it.
          </div>
        </Card.Body>
      </Card>

      <Card>
        <Card.Body>
          <Card.Title as="h2" className="h5">
            Security Settings
          </Card.Title>
          <div className="row g-4">
            <div className="col-md-6">
              <ChangePasswordCard />
            </div>
            <div className="col-md-6">
              <div className="fw-medium mb-1">
                Two-Factor Authentication <Badge bg="secondary">Coming Soon</Badge>
              </div>
              <p className="small text-body-secondary mb-0">
                A second sign-in step for administrator accounts.
              </p>
            </div>
          </div>
        </Card.Body>
      </Card>

      <div className="row g-4">
        <div className="col-lg-4">
          <SystemLogsCard />
        </div>
        <div className="col-lg-4">
          <EmergencyBackupCard />
        </div>
        <div className="col-lg-4">
          <SecurityRemindersCard />
        </div>
      </div>
    </div>
  );
}
