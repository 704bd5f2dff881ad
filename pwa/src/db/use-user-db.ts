import { useContext, useEffect, useMemo, useState } from 'react';
import { throttleTime } from 'rxjs';
import type { MangoQuery, RxCollection } from 'rxdb';
import { UserDbContext, type UserDbValue } from './user-db/user-db-context';
import type { SyncState } from './user-db/user-replication';
import type { ArrivingStore } from './user-db/arriving-documents';
import { z } from 'zod';
import { chatMessageSchema, sortMessages } from '@shared-schema';
import { apiFetch } from '../lib/http';
import type {
  LocalContract,
  LocalMessage,
  LocalMessageBatch,
  LocalReview,
  LocalVersion,
} from './user-db/user-db-types';

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
    // A first sync writes thousands of documents in bursts: a list follows at most four times a second
    // (the first result and the last change always come through), instead of re-rendering on each batch.
    const subscription = pick(value)
      .find(query)
      .$.pipe(throttleTime(250, undefined, { leading: true, trailing: true }))
      .subscribe((docs) =>
        setState({ key, live: { data: map(docs.map((d) => d.toMutableJSON())), loading: false } }),
      );
    return () => subscription.unsubscribe();
    // The query is described by `key`; pick/map are stable per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, key]);
  return state.key === key ? state.live : { data: empty, loading: true };
}

/**
 * A first load's documents that arrived but are not stored yet, beside the stored ones (a stored document
 * wins): a new device lists a large account as soon as it is downloaded, while IndexedDB still writes it.
 */
function useWithArriving<T extends { id: string }>(
  local: Live<T[]>,
  pick: (value: UserDbValue) => ArrivingStore<T>,
): Live<T[]> {
  const value = useUserDb();
  const [arriving, setArriving] = useState<ReadonlyMap<string, T>>(() => new Map());
  useEffect(() => {
    if (!value) return;
    const subscription = pick(value).docs$.subscribe(setArriving);
    return () => subscription.unsubscribe();
    // pick is stable per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return useMemo(() => {
    if (arriving.size === 0 || local.loading) return local;
    const stored = new Set(local.data.map((doc) => doc.id));
    const extra = [...arriving.values()].filter((doc) => !stored.has(doc.id));
    return extra.length === 0 ? local : { data: [...local.data, ...extra], loading: false };
  }, [local, arriving]);
}

export function useLocalContracts(): Live<LocalContract[]> {
  const local = useLiveQuery<LocalContract, LocalContract[]>(
    (v) => v.db.contracts,
    { selector: {}, sort: [{ updatedAt: 'desc' }, { id: 'desc' }] },
    (docs) => docs,
    [],
    'contracts',
  );
  return useWithArriving(local, (v) => v.arriving.contracts);
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

/**
 * A contract's conversation, read from its local chat batch. Until the batch is local (a new device still
 * syncing chat history in the background), the history is read once from the server, so an opened
 * contract shows its conversation at once.
 */
export function useLocalMessages(contractId: string | undefined): Live<LocalMessage[]> {
  const local = useLiveQuery<LocalMessageBatch, LocalMessageBatch | null>(
    (v) => v.db.chats,
    { selector: { id: contractId ?? '' } },
    (docs) => docs[0] ?? null,
    null,
    `chat:${contractId ?? ''}`,
  );
  const missing = !local.loading && local.data === null;
  const remote = useRemoteHistory(contractId, missing);
  const mine = local.data ? visibleMessages(contractId ?? '', local.data) : [];
  if (!remote) return { data: mine, loading: local.loading };
  // A message sent before the batch arrived lives beside the server's copy until both merge locally.
  const known = new Set(mine.map((m) => m.id));
  const data = sortMessages([...mine, ...remote.filter((m) => !known.has(m.id))]);
  return { data, loading: false };
}

function visibleMessages(contractId: string, batch: LocalMessageBatch): LocalMessage[] {
  return batch.messages
    .filter((message) => !message.deleted)
    .map(({ id, role, content, timestamp }) => ({ id, contractId, role, content, timestamp }));
}

/** The server's copy of a conversation (GET /api/contracts/{id}/messages); null while unknown or offline. */
function useRemoteHistory(contractId: string | undefined, wanted: boolean): LocalMessage[] | null {
  const [state, setState] = useState<{ id: string; messages: LocalMessage[] } | null>(null);
  const fetched = state?.id === contractId;
  useEffect(() => {
    if (!contractId || !wanted || fetched || !navigator.onLine) return;
    let cancelled = false;
    apiFetch({ path: `/api/contracts/${encodeURIComponent(contractId)}/messages` })
      .then((body) => {
        const parsed = z.array(chatMessageSchema).safeParse(body);
        if (!cancelled && parsed.success) setState({ id: contractId, messages: parsed.data });
      })
      // Not on the server yet (made offline) or unreachable: the local batch is all there is.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [contractId, wanted, fetched]);
  return state && state.id === contractId ? state.messages : null;
}

export function useLocalReviews(): Live<LocalReview[]> {
  const local = useLiveQuery<LocalReview, LocalReview[]>(
    (v) => v.db.reviews,
    { selector: {}, sort: [{ updatedAt: 'desc' }, { id: 'desc' }] },
    (docs) => docs,
    [],
    'reviews',
  );
  return useWithArriving(local, (v) => v.arriving.reviews);
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
/** A contract's versions, oldest first (the builder's History numbers them in this order). */
export function useLocalVersions(contractId: string): Live<LocalVersion[]> {
  return useLiveQuery<LocalVersion, LocalVersion[]>(
    (v) => v.db.versions,
    { selector: { contractId }, sort: [{ createdAt: 'asc' }, { id: 'asc' }] },
    (docs) => docs,
    [],
    `versions:${contractId}`,
  );
}

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
