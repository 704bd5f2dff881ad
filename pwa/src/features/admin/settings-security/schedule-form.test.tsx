import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_BACKUP_SCHEDULE } from '@shared-schema';
import { describe, expect, it, vi } from 'vitest';
import { ScheduleForm } from './schedule-form';

function renderForm(onSave = vi.fn()) {
  render(<ScheduleForm initial={DEFAULT_BACKUP_SCHEDULE} saving={false} onSave={onSave} />);
  return onSave;
}

describe('ScheduleForm', () => {
  it('starts from the spec defaults: disabled, daily, 02:00, 30 days, full', () => {
    renderForm();
    expect(screen.getByLabelText('Enable automatic backups')).not.toBeChecked();
    expect(screen.getByLabelText('Frequency')).toHaveValue('daily');
    expect(screen.getByLabelText('Time (UTC)')).toHaveValue('02:00');
    expect(screen.getByLabelText('Retention (days)')).toHaveValue(30);
    expect(screen.getByLabelText('Backup type')).toHaveValue('full');
    expect(screen.queryByLabelText('Day of week')).not.toBeInTheDocument();
  });

  it('hides the time when hourly and shows the day of week only when weekly', async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Frequency'), 'hourly');
    expect(screen.queryByLabelText('Time (UTC)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Day of week')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Frequency'), 'weekly');
    expect(screen.getByLabelText('Time (UTC)')).toBeInTheDocument();
    expect(screen.getByLabelText('Day of week')).toHaveValue('0');
  });

  it('accepts retention from 1 to 365 days only', async () => {
    const onSave = renderForm();
    const retention = screen.getByLabelText('Retention (days)');
    const save = screen.getByRole('button', { name: 'Save Schedule' });
    for (const bad of ['0', '366', '2.5', '']) {
      await userEvent.clear(retention);
      if (bad) await userEvent.type(retention, bad);
      expect(save).toBeDisabled();
      expect(screen.getByText('Retention must be a whole number of days from 1 to 365.')).toBeInTheDocument();
    }
    for (const good of ['1', '365']) {
      await userEvent.clear(retention);
      await userEvent.type(retention, good);
      expect(save).toBeEnabled();
    }
    await userEvent.click(screen.getByLabelText('Enable automatic backups'));
    await userEvent.selectOptions(screen.getByLabelText('Frequency'), 'weekly');
    await userEvent.selectOptions(screen.getByLabelText('Day of week'), 'Wednesday');
    await userEvent.selectOptions(screen.getByLabelText('Backup type'), 'data');
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({
      enabled: true,
      frequency: 'weekly',
      time: '02:00',
      retentionDays: 365,
      backupType: 'data',
      weekDay: 3,
    });
  });
});
