import { createContext } from 'react';
import type { BehaviorSubject } from 'rxjs';
import type { ArrivingDocuments } from './arriving-documents';
import type { UserDocuments } from './user-documents';
import type { SyncState } from './user-replication';
import type { UserDatabase } from './user-db-types';

export type UserDbValue = {
  db: UserDatabase;
  documents: UserDocuments;
  syncState$: BehaviorSubject<SyncState>;
  /** A first load's documents not stored yet (lists show them meanwhile). */
  arriving: ArrivingDocuments;
};

/** null while nobody is signed in or the database is opening. */
export const UserDbContext = createContext<UserDbValue | null>(null);
