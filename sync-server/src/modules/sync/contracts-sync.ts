import { z } from 'zod';
import {
  CONTRACT_EDITABLE_FIELDS,
  contractDocSchema,
  contractStatusSchema,
  placeholdersSchema,
  type ContractDoc,
} from '@shared-schema';
import {
  capClock,
  capClocks,
  clientDate,
  toIso,
  type MergeDecision,
  type SyncCollectionDef,
} from './sync-collection';

export const contractRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  contract_number: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  status: contractStatusSchema,
  ai_confidence: z.number().nullable(),
  content: z.string().nullable(),
  placeholders: placeholdersSchema.nullable(),
  document_type: z.string().nullable(),
  downloaded_at: z.date().nullable(),
  field_updated_at: z.record(z.string(), z.number()),
  deleted: z.boolean(),
  created_at: z.date(),
  updated_at: z.date(),
});
export type ContractRow = z.infer<typeof contractRowSchema>;

const COLUMN: Record<(typeof CONTRACT_EDITABLE_FIELDS)[number], keyof ContractRow> = {
  name: 'name',
  type: 'type',
  status: 'status',
  aiConfidence: 'ai_confidence',
  content: 'content',
  placeholders: 'placeholders',
  documentType: 'document_type',
};

export function contractRowToDoc(row: ContractRow): ContractDoc {
  return {
    id: row.id,
    contractNumber: row.contract_number,
    name: row.name,
    type: row.type,
    status: row.status,
    aiConfidence: row.ai_confidence,
    content: row.content,
    placeholders: row.placeholders,
    documentType: row.document_type,
    downloadedAt: toIso(row.downloaded_at),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    fieldUpdatedAt: row.field_updated_at,
    _deleted: row.deleted,
  };
}

/**
 * Contracts: field-level last-writer-wins on the user-editable fields; a delete wins over an edit;
 * 'finalized', downloadedAt and the owner come only from the server; a finalized contract takes only a new name.
 */
export const contractsSync: SyncCollectionDef<ContractDoc> = {
  name: 'contracts',
  table: 'contracts',
  docSchema: contractDocSchema,
  toDoc: (row) => contractRowToDoc(contractRowSchema.parse(row)),
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
          name: doc.name,
          type: doc.type,
          status: doc.status === 'finalized' ? 'completed' : doc.status,
          ai_confidence: doc.aiConfidence,
          content: doc.content,
          placeholders: doc.placeholders,
          document_type: doc.documentType,
          field_updated_at: capClocks(doc.fieldUpdatedAt, now),
          created_at: clientDate(doc.createdAt, now),
          updated_at: now,
        },
      };
    }
    const existing = contractRowSchema.parse(existingRow);
    if (existing.deleted) return { kind: 'none' };
    if (doc._deleted) return { kind: 'update', patch: { deleted: true, updated_at: now } };

    const clocks = { ...existing.field_updated_at };
    const patch: Record<string, unknown> = {};
    const editable = existing.status === 'finalized' ? (['name'] as const) : CONTRACT_EDITABLE_FIELDS;
    for (const field of editable) {
      if (field === 'status' && doc.status === 'finalized') continue;
      const incomingClock = capClock(doc.fieldUpdatedAt[field], now);
      if (incomingClock <= (clocks[field] ?? 0)) continue;
      const current = existing[COLUMN[field]];
      if (JSON.stringify(current) === JSON.stringify(doc[field])) continue;
      patch[COLUMN[field]] = doc[field];
      clocks[field] = incomingClock;
    }
    if (Object.keys(patch).length === 0) return { kind: 'none' };
    // A document changed after its paid download is no longer the one paid for (contract-download-service).
    if (existing.downloaded_at && ('content' in patch || 'placeholders' in patch)) patch.downloaded_at = null;
    return { kind: 'update', patch: { ...patch, field_updated_at: clocks, updated_at: now } };
  },
};
