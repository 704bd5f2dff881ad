import { concatMap, filter, map, merge, type Subscription } from 'rxjs';
import { RX_COLLECTION_BULK_INSERT_CONTEXT, type RxReplicationWriteToMasterRow } from 'rxdb';
import { z } from 'zod';
import type { PushRow } from './push-requests';
import type { LocalVersion, UserDatabase } from './user-db-types';

const versionContract = z.object({ contractId: z.string() });

/**
 * Removes this device's versions of those of `contractIds` that are deleted here (a tombstone is stored:
 * deleted on this device or on another one). A contract this device has not received yet keeps its versions:
 * collections replicate independently, so a version may arrive before its contract (decision 0300).
 */
export async function dropVersionsOfDeletedContracts(db: UserDatabase, contractIds: string[]): Promise<void> {
  const ids = [...new Set(contractIds)];
  if (ids.length === 0) return;
  const stored = await db.contracts.storageInstance.findDocumentsById(ids, true);
  const deleted = stored.filter((contract) => contract._deleted).map((contract) => contract.id);
  if (deleted.length === 0) return;
  const versions = await db.versions.find({ selector: { contractId: { $in: deleted } } }).exec();
  if (versions.length > 0) await db.versions.bulkRemove(versions.map((version) => version.id));
}

/**
 * Keeps the rule while the session is open: a contract deleted (here, in another tab, or by a pull from
 * another device) takes its versions, and a version that arrives for a contract already deleted goes too.
 */
export function followDeletedContracts(db: UserDatabase): Subscription {
  // Whole write batches (a pull page, a first-load page), so a page of versions costs one lookup.
  const deletedContracts = db.contracts.eventBulks$.pipe(
    map((bulk) => bulk.events.filter((e) => e.operation === 'DELETE').map((e) => e.documentId)),
  );
  // Versions this device writes itself belong to a contract it has (the edit was just made): no lookup.
  const arrivedVersions = db.versions.eventBulks$.pipe(
    filter((bulk) => bulk.context !== RX_COLLECTION_BULK_INSERT_CONTEXT),
    map((bulk) =>
      bulk.events.flatMap((e) => {
        const version = versionContract.safeParse(e.documentData);
        return e.operation === 'INSERT' && version.success ? [version.data.contractId] : [];
      }),
    ),
  );
  return merge(deletedContracts, arrivedVersions)
    .pipe(
      filter((ids) => ids.length > 0),
      concatMap((ids) =>
        dropVersionsOfDeletedContracts(db, ids).catch((error: unknown) =>
          console.warn('Could not drop the versions of a deleted contract', error),
        ),
      ),
    )
    .subscribe();
}

/**
 * What the versions replication pushes: a version is append-only and never deleted on its own, so a local
 * removal (its contract was deleted; the server removes its versions with it) is not sent.
 */
export function versionPushRows(row: RxReplicationWriteToMasterRow<LocalVersion>): PushRow[] {
  if (row.newDocumentState._deleted) return [];
  return [{ assumedMasterState: row.assumedMasterState ?? null, newDocumentState: row.newDocumentState }];
}
