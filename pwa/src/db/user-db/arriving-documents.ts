import { BehaviorSubject } from 'rxjs';
import type { LocalContract, LocalReview } from './user-db-types';

/**
 * Documents of a first load that arrived from the server but are not stored yet (first-load.ts), so lists
 * show them at once: for a large account the pages arrive faster than IndexedDB stores them. Each page
 * leaves this store as soon as it is stored, so it holds a few pages at most; the local database stays the
 * source of truth (a stored document always wins over its arriving copy).
 */
export class ArrivingStore<T extends { id: string }> {
  readonly docs$ = new BehaviorSubject<ReadonlyMap<string, T>>(new Map());

  /** A fetched page: its documents are listed, its tombstones unlisted. */
  add(docs: Array<T & { _deleted: boolean }>): void {
    const next = new Map(this.docs$.value);
    for (const doc of docs) {
      if (doc._deleted) next.delete(doc.id);
      else next.set(doc.id, doc);
    }
    this.docs$.next(next);
  }

  /** A stored page: the local database lists it from now on. */
  remove(docs: Array<{ id: string }>): void {
    const next = new Map(this.docs$.value);
    for (const doc of docs) next.delete(doc.id);
    this.docs$.next(next);
  }

  clear(): void {
    if (this.docs$.value.size > 0) this.docs$.next(new Map());
  }
}

export type ArrivingDocuments = {
  contracts: ArrivingStore<LocalContract>;
  reviews: ArrivingStore<LocalReview>;
};

export function createArrivingDocuments(): ArrivingDocuments {
  return { contracts: new ArrivingStore(), reviews: new ArrivingStore() };
}
