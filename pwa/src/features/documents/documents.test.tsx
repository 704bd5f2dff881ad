import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { canDownloadItem, canEdit, filterItems, sortItems, type DocumentItem } from './document-items';
import { InlineRename } from './inline-rename';

function item(partial: Partial<DocumentItem> & Pick<DocumentItem, 'id' | 'name'>): DocumentItem {
  return {
    kind: 'contract',
    status: 'draft',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    detail: 'CB-2026-000001',
    downloadedAt: null,
    isPaid: false,
    score: null,
    ...partial,
  };
}

const items = [
  item({ id: 'a', name: 'Website Agreement', status: 'in-progress', updatedAt: '2026-03-02T00:00:00.000Z' }),
  item({
    id: 'b',
    name: 'apartment lease',
    status: 'finalized',
    updatedAt: '2026-03-01T00:00:00.000Z',
    detail: 'CB-2026-123456',
  }),
  item({
    id: 'c',
    name: 'NDA review',
    kind: 'review',
    status: 'reviewed',
    updatedAt: '2026-03-03T00:00:00.000Z',
    detail: 'Non-Disclosure Agreement',
  }),
];

describe('document list', () => {
  it('searches name and detail case-insensitively and filters by status', () => {
    expect(filterItems(items, 'AGREEMENT', 'all').map((i) => i.id)).toEqual(['a', 'c']);
    expect(filterItems(items, '123456', 'all').map((i) => i.id)).toEqual(['b']);
    expect(filterItems(items, '  ', 'reviewed').map((i) => i.id)).toEqual(['c']);
    expect(filterItems(items, 'lease', 'draft')).toEqual([]);
  });

  it('sorts by date and by name', () => {
    expect(sortItems(items, 'newest').map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(sortItems(items, 'oldest').map((i) => i.id)).toEqual(['b', 'a', 'c']);
    expect(sortItems(items, 'name-asc').map((i) => i.id)).toEqual(['b', 'c', 'a']);
    expect(sortItems(items, 'name-desc').map((i) => i.id)).toEqual(['a', 'c', 'b']);
  });

  it('hides edit for finalized, completed and reviewed; downloads completed and finalized contracts', () => {
    const statuses = ['draft', 'in-progress', 'completed', 'finalized', 'reviewed'] as const;
    expect(statuses.map((status) => canEdit(status))).toEqual([true, true, false, false, false]);
    expect(canDownloadItem(items[1]!)).toBe(true);
    expect(canDownloadItem(items[0]!)).toBe(false);
    expect(canDownloadItem(item({ id: 'd', name: 'x', status: 'completed' }))).toBe(true);
  });
});

describe('inline rename', () => {
  it('saves the trimmed name on Enter', () => {
    const onSave = vi.fn();
    render(<InlineRename initial="Old" onSave={onSave} onCancel={vi.fn()} />);
    const input = screen.getByLabelText('New name');
    fireEvent.change(input, { target: { value: '  New name  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledWith('New name');
  });

  it('does not save an empty name, and Escape cancels', () => {
    const onSave = vi.fn();
    const onCancel = vi.fn();
    render(<InlineRename initial="Old" onSave={onSave} onCancel={onCancel} />);
    const input = screen.getByLabelText('New name');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
