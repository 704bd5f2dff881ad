import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { toast } from '../../../components/ui/toast/toast-store';
import { downloadAdminFile, NoTokenError } from './admin-download';

const TODAY = () => new Date().toISOString().slice(0, 10);

/** Today's error or access log, straight from the server's log directory (super admin only). */
export function SystemLogsCard() {
  const [busy, setBusy] = useState<'error' | 'access' | null>(null);
  const download = async (type: 'error' | 'access') => {
    setBusy(type);
    try {
      await downloadAdminFile(`/api/admin/logs/${type}`, `${type}-logs-${TODAY()}.log`);
    } catch (error) {
      toast({
        title: error instanceof NoTokenError ? 'Authentication required' : 'Download failed',
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h3" className="h6">
          System Logs
        </Card.Title>
        <div className="d-grid gap-3">
          <div>
            <Button variant="outline-danger" disabled={busy !== null} onClick={() => void download('error')}>
              Download Error Logs
            </Button>
            <div className="small text-body-secondary mt-1">Server errors, crashes, failed operations</div>
          </div>
          <div>
            <Button
              variant="outline-primary"
              disabled={busy !== null}
              onClick={() => void download('access')}
            >
              Download Access Logs
            </Button>
            <div className="small text-body-secondary mt-1">HTTP requests, IPs, response codes</div>
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}
