import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { BACKUP_FREQUENCIES, LIMITS, type BackupScheduleConfig } from '@shared-schema';

const WEEK_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const FREQUENCY_LABEL: Record<(typeof BACKUP_FREQUENCIES)[number], string> = {
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
};

export function retentionError(value: string): string | null {
  const n = Number(value);
  if (
    value.trim() === '' ||
    !Number.isInteger(n) ||
    n < LIMITS.backupRetentionMinDays ||
    n > LIMITS.backupRetentionMaxDays
  )
    return `Retention must be a whole number of days from ${LIMITS.backupRetentionMinDays} to ${LIMITS.backupRetentionMaxDays}.`;
  return null;
}

/** Schedule form (spec 001): time hidden when hourly, weekDay only when weekly, retention 1-365 days. */
export function ScheduleForm(props: {
  initial: BackupScheduleConfig;
  saving: boolean;
  onSave: (config: BackupScheduleConfig) => void;
}) {
  const [config, setConfig] = useState(props.initial);
  const [retention, setRetention] = useState(String(props.initial.retentionDays));
  const error = retentionError(retention);
  const set = (patch: Partial<BackupScheduleConfig>) => setConfig((c) => ({ ...c, ...patch }));

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        if (!error) props.onSave({ ...config, retentionDays: Number(retention) });
      }}
    >
      <Form.Check
        type="switch"
        id="backup-schedule-enabled"
        label="Enable automatic backups"
        checked={config.enabled}
        onChange={(e) => set({ enabled: e.currentTarget.checked })}
        className="mb-3"
      />
      <div className="row g-3">
        <Form.Group className="col-sm-6" controlId="backup-schedule-frequency">
          <Form.Label>Frequency</Form.Label>
          <Form.Select
            value={config.frequency}
            onChange={(e) => {
              const frequency = BACKUP_FREQUENCIES.find((f) => f === e.currentTarget.value);
              if (frequency) set({ frequency });
            }}
          >
            {BACKUP_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {FREQUENCY_LABEL[f]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {config.frequency !== 'hourly' ? (
          <Form.Group className="col-sm-6" controlId="backup-schedule-time">
            <Form.Label>Time (UTC)</Form.Label>
            <Form.Control
              type="time"
              value={config.time}
              required
              onChange={(e) => set({ time: e.currentTarget.value })}
            />
          </Form.Group>
        ) : null}
        {config.frequency === 'weekly' ? (
          <Form.Group className="col-sm-6" controlId="backup-schedule-weekday">
            <Form.Label>Day of week</Form.Label>
            <Form.Select
              value={config.weekDay}
              onChange={(e) => set({ weekDay: Number(e.currentTarget.value) })}
            >
              {WEEK_DAYS.map((day, i) => (
                <option key={day} value={i}>
                  {day}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        ) : null}
        <Form.Group className="col-sm-6" controlId="backup-schedule-retention">
          <Form.Label>Retention (days)</Form.Label>
          <Form.Control
            type="number"
            min={LIMITS.backupRetentionMinDays}
            max={LIMITS.backupRetentionMaxDays}
            value={retention}
            isInvalid={error !== null}
            onChange={(e) => setRetention(e.currentTarget.value)}
          />
          <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="backup-schedule-type">
          <Form.Label>Backup type</Form.Label>
          <Form.Select
            value={config.backupType}
            onChange={(e) => set({ backupType: e.currentTarget.value === 'data' ? 'data' : 'full' })}
          >
            <option value="full">Full (schema and data)</option>
            <option value="data">Data only</option>
          </Form.Select>
        </Form.Group>
      </div>
      <Button type="submit" className="mt-3" disabled={props.saving || error !== null}>
        {props.saving ? 'Saving...' : 'Save Schedule'}
      </Button>
    </Form>
  );
}
