import Card from 'react-bootstrap/Card';

/**
 * Tab 6 (Settings & Security) is built in its own issue (#12); this stand-in keeps the dashboard complete
 * until that component replaces this file.
 */
export function SettingsSecurityTab() {
  return (
    <Card>
      <Card.Body>
        <h2 className="h5">Settings &amp; Security</h2>
        <p className="text-body-secondary mb-0">Backups, restore, schedule and system logs.</p>
      </Card.Body>
    </Card>
  );
}
