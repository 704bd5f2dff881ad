import { describe, expect, it } from 'vitest';
import { describeSyncState } from './describe-sync-state';

const base = { status: 'synced' as const, pending: 0, rejected: 0, lastRejection: null };

describe('describeSyncState', () => {
  it('says Synced when everything reached the server', () => {
    expect(describeSyncState(base)).toMatchObject({ label: 'Synced', tone: 'light' });
  });

  it('shows documents the server refused, with its reason, instead of hiding them', () => {
    const view = describeSyncState({
      ...base,
      rejected: 1,
      lastRejection: 'Invalid document: it contains a NUL character',
    });
    expect(view.label).toBe('Synced · 1 not saved');
    expect(view.tone).toBe('danger');
    expect(view.title).toContain('1 change was refused by the server and is saved on this device only');
    expect(view.title).toContain('NUL character');
  });

  it('counts several refusals and keeps the progress in the label', () => {
    const view = describeSyncState({
      ...base,
      status: 'offline',
      pending: 2,
      rejected: 3,
      lastRejection: null,
    });
    expect(view.label).toBe('Offline · 2 waiting · 3 not saved');
    expect(view.title).toMatch(/^3 changes were refused/);
  });

  it('an outdated app only asks for a reload', () => {
    expect(describeSyncState({ ...base, status: 'outdated', rejected: 2 }).label).toBe('Update needed');
  });
});
