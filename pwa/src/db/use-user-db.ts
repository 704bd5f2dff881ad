import { useContext, useEffect, useState } from 'react';
import type { MangoQuery, RxCollection } from 'rxdb';
import { UserDbContext, type UserDbValue } from './user-db/user-db-context';
import type { SyncState } from './user-db/user-replication';
import type { LocalContract, LocalMessage, LocalReview } from './user-db/user-db-types';

/** The signed-in user's local database and write API, or null (not signed in, or still opening). */
export function useUserDb(): UserDbValue | null {
  return useContext(UserDbContext);
}

type Live<T> = { data: T; loading: boolean };

function useLiveQuery<D, T>(
  pick: (value: UserDbValue) => RxCollection<D>,
  query: MangoQuery<D>,
  map: (docs: D[]) => T,
  empty: T,
  key: string,
): Live<T> {
  const value = useUserDb();
  const [state, setState] = useState<{ key: string; live: Live<T> }>({
    key,
    live: { data: empty, loading: true },
  });
  useEffect(() => {
    if (!value) return;
    const subscription = pick(value)
      .find(query)
      .$.subscribe((docs) =>
        setState({ key, live: { data: map(docs.map((d) => d.toMutableJSON())), loading: false } }),
      );
    return () => subscription.unsubscribe();
    // The query is described by `key`; pick/map are stable per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, key]);
  return state.key === key ? state.live : { data: empty, loading: true };
}

export function useLocalContracts(): Live<LocalContract[]> {
  return useLiveQuery<LocalContract, LocalContract[]>(
    (v) => v.db.contracts,
    { selector: {}, sort: [{ updatedAt: 'desc' }, { id: 'desc' }] },
    (docs) => docs,
    [],
    'contracts',
  );
}

export function useLocalContract(id: string | undefined): Live<LocalContract | null> {
  return useLiveQuery<LocalContract, LocalContract | null>(
    (v) => v.db.contracts,
    { selector: { id: id ?? '' } },
    (docs) => docs[0] ?? null,
    null,
    `contract:${id ?? ''}`,
  );
}

export function useLocalMessages(contractId: string | undefined): Live<LocalMessage[]> {
  return useLiveQuery<LocalMessage, LocalMessage[]>(
    (v) => v.db.messages,
    { selector: { contractId: contractId ?? '' }, sort: [{ contractId: 'asc' }, { timestamp: 'asc' }] },
    (docs) => docs,
    [],
    `messages:${contractId ?? ''}`,
  );
}

export function useLocalReviews(): Live<LocalReview[]> {
  return useLiveQuery<LocalReview, LocalReview[]>(
    (v) => v.db.reviews,
    { selector: {}, sort: [{ updatedAt: 'desc' }, { id: 'desc' }] },
    (docs) => docs,
    [],
    'reviews',
  );
}

export function useLocalReview(id: string | undefined): Live<LocalReview | null> {
  return useLiveQuery<LocalReview, LocalReview | null>(
    (v) => v.db.reviews,
    { selector: { id: id ?? '' } },
    (docs) => docs[0] ?? null,
    null,
    `review:${id ?? ''}`,
  );
}

/** Sync state for the indicator: synced, syncing, offline (with how many changes wait), or outdated. */
export function useSyncState(): SyncState | null {
  const value = useUserDb();
  const [state, setState] = useState<SyncState | null>(null);
  useEffect(() => {
    if (!value) return;
    const subscription = value.syncState$.subscribe(setState);
    return () => subscription.unsubscribe();
  }, [value]);
  return value ? state : null;
}
