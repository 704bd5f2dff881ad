import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LocalVersion } from '../../../db/user-db/user-db-types';
import { HistoryPanel } from './history-panel';

function version(n: number, overrides: Partial<LocalVersion>): LocalVersion {
  return {
    id: `01900000-0000-7000-8000-00000000000${n}`,
    contractId: '01900000-0000-7000-8000-0000000000ff',
    deviceId: 'server',
    authorKind: 'assistant',
    cause: 'chat',
    content: 'The Tenant pays [INSERT RENT] each month.\nThe deposit is held by the Landlord.\n',
    placeholders: { RENT: '900 EUR' },
    summary: 'First draft',
    restoredFrom: null,
    createdAt: `2027-03-0${n}T10:00:00.000Z`,
    ...overrides,
  };
}

const VERSIONS = [
  version(2, {
    authorKind: 'person',
    cause: 'details',
    placeholders: { RENT: '950 EUR' },
    content: 'The Tenant pays [INSERT RENT] each month.\nThe deposit is returned within 30 days.\n',
    summary: 'Rent: 900 EUR → 950 EUR',
  }),
  version(1, {}),
];

describe('the History of a contract', () => {
  it('lists the versions newest first with number, who and summary, numbered by time', () => {
    render(<HistoryPanel versions={VERSIONS} onRestore={null} />);
    const items = screen.getAllByTestId('version-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Version 2.*You.*Rent: 900 EUR → 950 EUR/),
      expect.stringMatching(/^Version 1.*Assistant.*First draft/),
    ]);
  });

  it('opens a version read-only, with its values filled in', () => {
    render(<HistoryPanel versions={VERSIONS} onRestore={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open version 1' }));
    const text = screen.getByRole('document', { name: 'Text of version 1' });
    expect(text.textContent).toContain('The Tenant pays 900 EUR each month.');
    expect(screen.queryByRole('textbox')).toBeNull();
    // A finalized contract (no restore) still opens its versions, without a restore button.
    expect(screen.queryByRole('button', { name: /Restore/ })).toBeNull();
  });

  it('compares two versions word by word, marking insertions and deletions beyond colour', () => {
    render(<HistoryPanel versions={VERSIONS} onRestore={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    const redline = screen.getByRole('region', { name: 'Redline from version 1 to version 2' });
    const inserted = [...redline.querySelectorAll('ins')].map((el) => el.textContent);
    const deleted = [...redline.querySelectorAll('del')].map((el) => el.textContent);
    expect(inserted.join(' ')).toContain('[inserted: 950');
    expect(deleted.join(' ')).toContain('[deleted: 900');
    expect(deleted.join(' ')).toMatch(/held.*Landlord/);
    expect(inserted.join(' ')).toMatch(/returned.*30/);
    expect(
      within(screen.getByTestId('changed-facts')).getByText('Rent: 900 EUR → 950 EUR'),
    ).toBeInTheDocument();
  });

  it('restores an older version through the given action', () => {
    const onRestore = vi.fn(() => Promise.resolve());
    render(<HistoryPanel versions={VERSIONS} onRestore={onRestore} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open version 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
    expect(onRestore).toHaveBeenCalledWith(expect.objectContaining({ number: 1, summary: 'First draft' }));
  });

  it('offers the .docx with changes since an older version, with its cost beside the button', () => {
    const onDownloadSince = vi.fn();
    render(
      <HistoryPanel
        versions={VERSIONS}
        onRestore={null}
        onDownloadSince={onDownloadSince}
        downloadNote="Free: this contract is already paid for."
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open version 1' }));
    expect(screen.getByTestId('tracked-download-cost')).toHaveTextContent(
      'Free: this contract is already paid for.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download .docx with changes since version 1' }));
    expect(onDownloadSince).toHaveBeenCalledWith(expect.objectContaining({ number: 1 }));
    // The latest version has nothing to track against.
    fireEvent.click(screen.getByRole('button', { name: 'Open version 2' }));
    expect(screen.queryByRole('button', { name: /Download .docx with changes/ })).toBeNull();
  });
});
