import {
  capClocks,
  CONTRACT_EDITABLE_FIELDS,
  contractDocSchema,
  mergeFields,
  type ContractDoc,
} from '@shared-schema';
import { clientDate, type MergeDecision, type SyncCollectionDef } from '../sync/sync-collection';
import { SyncTableRepository } from '../sync/sync-table-repository';
import {
  changesPaidDocument,
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

  async merge(existingRow, doc, { userId, now }): Promise<MergeDecision> {
    if (!existingRow) {
      if (doc._deleted) return { kind: 'none' };
      return {
        kind: 'insert',
        row: {
          id: doc.id,
          user_id: userId,
          contract_number: doc.contractNumber,
          ...contractColumns(
            { ...doc, status: doc.status === 'finalized' ? 'completed' : doc.status },
            'object',
          ),
          field_updated_at: capClocks(doc.fieldUpdatedAt, now.getTime()),
          created_at: clientDate(doc.createdAt, now),
          updated_at: now,
        },
      };
    }
    const stored = contractRowToDoc(existingRow);
    if (stored._deleted) return { kind: 'none' };
    if (doc._deleted) return { kind: 'update', patch: { deleted: true, updated_at: now } };
    const merged = mergeFields(
      stored,
      stored.fieldUpdatedAt,
      doc,
      doc.fieldUpdatedAt,
      mergeableFields(stored, doc),
      now.getTime(),
    );
    if (merged.moved.length === 0) return { kind: 'none' };
    return {
      kind: 'update',
      patch: {
        ...contractColumns(merged.changes, 'object'),
        field_updated_at: merged.clocks,
        updated_at: now,
        // A document changed after its paid download is no longer the one paid for (contract-download-service).
        ...(stored.downloadedAt && changesPaidDocument(merged.changes) && { downloaded_at: null }),
      },
    };
  },
};
