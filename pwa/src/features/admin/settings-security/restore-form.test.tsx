import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackupFile } from '@shared-schema';
import { describe, expect, it, vi } from 'vitest';
import { RestoreForm } from './restore-form';

const backups: BackupFile[] = [
  {
    filename: 'b1.ccbak',
    path: 'b1.ccbak',
    timestamp: '2026-11-23T02:00:00.000Z',
    type: 'full',
    sizeMB: 1.5,
    isValid: true,
  },
  {
    filename: 'b0.ccbak',
    path: 'b0.ccbak',
    timestamp: '2026-11-22T02:00:00.000Z',
    type: 'data',
    sizeMB: 1,
    isValid: false,
  },
];

describe('RestoreForm', () => {
  it('has test mode on by default and clear-existing disabled while it is on', async () => {
    const onRestore = vi.fn();
    render(<RestoreForm backups={backups} restoring={false} onRestore={onRestore} />);
    const testMode = screen.getByLabelText(/Test mode/);
    const clear = screen.getByLabelText(/Clear existing data/);
    expect(testMode).toBeChecked();
    expect(clear).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Test Restore' })).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('Backup'), 'b1.ccbak');
    await userEvent.click(screen.getByRole('button', { name: 'Test Restore' }));
    expect(onRestore).toHaveBeenLastCalledWith({
      backupPath: 'b1.ccbak',
      testMode: true,
      clearExisting: false,
    });

    await userEvent.click(testMode);
    expect(clear).toBeEnabled();
    await userEvent.click(clear);
    await userEvent.type(screen.getByLabelText(/Only these tables/), 'contracts, chat_messages');
    await userEvent.click(screen.getByRole('button', { name: 'Restore Backup' }));
    expect(onRestore).toHaveBeenLastCalledWith({
      backupPath: 'b1.ccbak',
      testMode: false,
      clearExisting: true,
      specificTables: ['contracts', 'chat_messages'],
    });

    // Turning test mode back on clears and disables clear-existing.
    await userEvent.click(testMode);
    expect(clear).toBeDisabled();
    expect(clear).not.toBeChecked();
  });

  it('offers invalid backups only as disabled choices', () => {
    render(<RestoreForm backups={backups} restoring={false} onRestore={vi.fn()} />);
    expect(screen.getByRole('option', { name: /invalid/ })).toBeDisabled();
  });
});
