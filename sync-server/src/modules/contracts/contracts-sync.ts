import { CONTRACT_EDITABLE_FIELDS, contractDocSchema, type ContractDoc } from '@shared-schema';
import { clockedMerge } from '../sync/clocked-merge';
import type { SyncCollectionDef } from '../sync/sync-collection';
import { SyncTableRepository } from '../sync/sync-table-repository';
import { VersionsRepository } from '../versions/versions-repository';
import {
  changesPaidContract,
  CONTRACTS_TABLE,
  contractColumns,
  contractRowToDoc,
  type EditableField,
} from './contracts-repository';

const EXCEPT_STATUS = CONTRACT_EDITABLE_FIELDS.filter((field) => field !== 'status');

/** A finalized contract takes only a new name; 'finalized' itself comes only from the server. */
function mergeableFields(stored: ContractDoc, incoming: ContractDoc): readonly EditableField[] {
  if (stored.status === 'finalized') return ['name'];
  return incoming.status === 'finalized' ? EXCEPT_STATUS : CONTRACT_EDITABLE_FIELDS;
}

/**
 * Contracts: field-level last-writer-wins on the user-editable fields (the shared mergeFields); a delete
 * wins over an edit; 'finalized', downloadedAt and the owner come only from the server.
 */
export const contractsSync: SyncCollectionDef<ContractDoc> = {
  name: 'contracts',
  rows: new SyncTableRepository(CONTRACTS_TABLE),
  docSchema: contractDocSchema,
  toDoc: contractRowToDoc,
  comparable: ({ updatedAt: _u, fieldUpdatedAt: _f, ...rest }) => rest,

  merge: clockedMerge({
    toDoc: contractRowToDoc,
    fields: mergeableFields,
    insertColumns: (doc) => ({
      contract_number: doc.contractNumber,
      ...contractColumns({ ...doc, status: doc.status === 'finalized' ? 'completed' : doc.status }, 'object'),
    }),
    patchColumns: (merged, stored) => ({
      ...contractColumns(merged.changes, 'object'),
      // Another contract (new type or party) is no longer the one paid for (contract-download-service).
      ...(stored.downloadedAt && changesPaidContract(stored, merged.changes) && { downloaded_at: null }),
    }),
  }),

  onDeleted: (ids, { userId, trx }) => new VersionsRepository(trx).deleteForContracts(userId, ids, trx),
};
