import { versionDocSchema, type VersionDoc } from '@shared-schema';
import { ContractsRepository } from '../contracts/contracts-repository';
import { clientDate, type MergeDecision, type SyncCollectionDef } from '../sync/sync-collection';
import { SyncTableRepository } from '../sync/sync-table-repository';
import { VERSIONS_TABLE, versionColumns, versionRowToDoc } from './versions-repository';

/**
 * Contract versions: append-only. A version the server lacks is stored as sent (its time capped at the
 * server's); one it has is never changed (the first stored wins, and the push answers the stored one), so two
 * devices that changed a contract offline both keep every version they made. A version of another user's
 * contract is refused; one of a deleted contract is dropped (decision 0300).
 */
export const versionsSync: SyncCollectionDef<VersionDoc> = {
  name: 'versions',
  rows: new SyncTableRepository(VERSIONS_TABLE),
  docSchema: versionDocSchema,
  toDoc: versionRowToDoc,
  comparable: (doc) => doc,

  async merge(existingRow, doc, { userId, now, trx }): Promise<MergeDecision> {
    if (existingRow) return { kind: 'none' };
    if (doc._deleted) return { kind: 'reject', message: 'A version cannot be deleted' };
    // The contract may not have arrived yet (collections replicate independently); it must not be someone else's.
    const contract = await new ContractsRepository(trx).stateOf(doc.contractId, trx);
    if (contract !== undefined && contract.userId !== userId)
      return { kind: 'reject', message: 'This document cannot be saved' };
    // A delete wins over every version made before it arrived: one of a deleted contract is not stored.
    if (contract?.deleted) return { kind: 'none' };
    return { kind: 'insert', row: versionColumns(doc, userId, clientDate(doc.createdAt, now)) };
  },
};
