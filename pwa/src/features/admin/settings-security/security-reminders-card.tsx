import Card from 'react-bootstrap/Card';

const REMINDERS = [
  'Update admin passwords regularly.',
  'Monitor the error and access logs for unusual activity.',
  'Keep recent backups, and test-restore one now and then.',
  'Grant admin access only to trusted staff.',
  'Audit user roles periodically.',
];

export function SecurityRemindersCard() {
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h3" className="h6">
          Security Reminders
        </Card.Title>
        <ul className="mb-0 small">
          {REMINDERS.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}
