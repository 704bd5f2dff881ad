import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BehaviorSubject } from 'rxjs';
import { v7 as uuidv7 } from 'uuid';
import { makeContractDoc } from '@shared-schema';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocalContracts } from './use-user-db';
import { createArrivingDocuments } from './user-db/arriving-documents';
import { PendingChanges } from './user-db/pending-changes';
import { openUserDatabase } from './user-db/user-database';
import { UserDbContext, type UserDbValue } from './user-db/user-db-context';
import { UserDocuments } from './user-db/user-documents';
import type { LocalContract, UserDatabase } from './user-db/user-db-types';
import type { SyncState } from './user-db/user-replication';

let db: UserDatabase | undefined;
afterEach(async () => {
  if (db && !db.closed) await db.remove();
  db = undefined;
});

function downloaded(name: string, id = uuidv7()): LocalContract & { _deleted: boolean } {
  return makeContractDoc({ id, name, fieldUpdatedAt: {} });
}

describe('lists during a first load', () => {
  it('show downloaded contracts before they are stored, and the stored copy once it is', async () => {
    db = await openUserDatabase(`lists-${uuidv7()}`);
    const documents = new UserDocuments(db, new PendingChanges('lists'));
    const stored = await documents.createContract({ name: 'Stored here' });
    const value: UserDbValue = {
      db,
      documents,
      syncState$: new BehaviorSubject<SyncState>({
        status: 'syncing',
        pending: 0,
        rejected: 0,
        lastRejection: null,
      }),
      arriving: createArrivingDocuments(),
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <UserDbContext.Provider value={value}>{children}</UserDbContext.Provider>
    );
    const { result } = renderHook(() => useLocalContracts(), { wrapper });
    await waitFor(() => expect(result.current.data.map((c) => c.name)).toEqual(['Stored here']));

    const page = [downloaded('Downloaded'), downloaded('Stale copy', stored.id), downloaded('Gone')];
    act(() => value.arriving.contracts.add(page));
    act(() => value.arriving.contracts.add([{ ...downloaded('Gone', page[2]?.id), _deleted: true }]));
    await waitFor(() =>
      expect(result.current.data.map((c) => c.name).sort()).toEqual(['Downloaded', 'Stored here']),
    );

    act(() => value.arriving.contracts.remove(page));
    await waitFor(() => expect(result.current.data.map((c) => c.name)).toEqual(['Stored here']));
  });
});
