import { capClocks, mergeFields, type FieldChange, type FieldClocks } from '@shared-schema';
import { clientDate, type MergeContext, type MergeDecision } from './sync-collection';

/** A synced document whose user-editable fields carry per-field clocks. */
type ClockedDoc = { id: string; _deleted: boolean; createdAt: string; fieldUpdatedAt: FieldClocks };

/**
 * The push merge of a collection with per-field clocks (contracts, reviews): a new document is inserted
 * unless it arrives deleted; a stored tombstone stays; a delete wins over an edit; otherwise the shared
 * mergeFields decides field by field, and nothing is written when no clock moved. The owner module gives
 * what is its own: the columns of a new row, the columns of the merged fields, and which fields a client
 * may change.
 */
export function clockedMerge<D extends ClockedDoc, F extends keyof D & string>(owner: {
  toDoc(row: unknown): D;
  fields(stored: D, incoming: D): readonly F[];
  insertColumns(doc: D): Record<string, unknown>;
  patchColumns(merged: FieldChange<D, F>, stored: D): Record<string, unknown>;
}): (existingRow: unknown, doc: D, ctx: MergeContext) => Promise<MergeDecision> {
  return async (existingRow, doc, { userId, now }) => {
    if (!existingRow) {
      if (doc._deleted) return { kind: 'none' };
      return {
        kind: 'insert',
        row: {
          id: doc.id,
          user_id: userId,
          ...owner.insertColumns(doc),
          field_updated_at: capClocks(doc.fieldUpdatedAt, now.getTime()),
          created_at: clientDate(doc.createdAt, now),
          updated_at: now,
        },
      };
    }
    const stored = owner.toDoc(existingRow);
    if (stored._deleted) return { kind: 'none' };
    if (doc._deleted) return { kind: 'update', patch: { deleted: true, updated_at: now } };
    const merged = mergeFields(
      stored,
      stored.fieldUpdatedAt,
      doc,
      doc.fieldUpdatedAt,
      owner.fields(stored, doc),
      now.getTime(),
    );
    if (merged.moved.length === 0) return { kind: 'none' };
    return {
      kind: 'update',
      patch: { ...owner.patchColumns(merged, stored), field_updated_at: merged.clocks, updated_at: now },
    };
  };
}
