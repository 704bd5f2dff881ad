import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../lib/api/store';
import { setTokenGetter } from '../../../lib/auth-bridge';
import { EmergencyBackupCard } from './emergency-backup-card';

const answer = (totalBackups: number) =>
  new Response(
    JSON.stringify({ totalBackups, totalSizeMB: 2, latestBackup: null, diskSpaceAvailable: '10.0 GB' }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

beforeEach(() => setTokenGetter(async () => 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  setTokenGetter(async () => null);
});

describe('EmergencyBackupCard', () => {
  it.each([
    [1, '1 backup, 2 MB'],
    [3, '3 backups, 2 MB'],
  ])('counts %i backup(s) in English', async (count, text) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(count)),
    );
    render(
      <Provider store={createStore()}>
        <EmergencyBackupCard />
      </Provider>,
    );
    expect(await screen.findByText(new RegExp(`^${text}`))).toBeInTheDocument();
  });
});
