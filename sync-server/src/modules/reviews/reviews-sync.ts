import {
  capClocks,
  mergeFields,
  REVIEW_EDITABLE_FIELDS,
  reviewDocSchema,
  type ReviewDoc,
} from '@shared-schema';
import { clientDate, type MergeDecision, type SyncCollectionDef } from '../sync/sync-collection';
import { SyncTableRepository } from '../sync/sync-table-repository';
import { REVIEWS_TABLE, reviewRowToDoc } from './reviews-repository';

/**
 * Reviews: a client may create one (an offline free preview made by the in-browser engine), always
 * unpaid; afterwards only its name (the shared mergeFields) and deletion sync from clients. isPaid and
 * reviewData are the server's.
 */
export const reviewsSync: SyncCollectionDef<ReviewDoc> = {
  name: 'reviews',
  rows: new SyncTableRepository(REVIEWS_TABLE),
  docSchema: reviewDocSchema,
  toDoc: reviewRowToDoc,
  comparable: ({ updatedAt: _u, fieldUpdatedAt: _f, ...rest }) => rest,

  async merge(existingRow, doc, { userId, now }): Promise<MergeDecision> {
    if (!existingRow) {
      if (doc._deleted) return { kind: 'none' };
      return {
        kind: 'insert',
        row: {
          id: doc.id,
          user_id: userId,
          name: doc.name,
          original_text: doc.originalText,
          review_data: doc.reviewData,
          is_paid: false,
          field_updated_at: capClocks(doc.fieldUpdatedAt, now.getTime()),
          created_at: clientDate(doc.createdAt, now),
          updated_at: now,
        },
      };
    }
    const stored = reviewRowToDoc(existingRow);
    if (stored._deleted) return { kind: 'none' };
    if (doc._deleted) return { kind: 'update', patch: { deleted: true, updated_at: now } };
    const merged = mergeFields(
      stored,
      stored.fieldUpdatedAt,
      doc,
      doc.fieldUpdatedAt,
      REVIEW_EDITABLE_FIELDS,
      now.getTime(),
    );
    if (merged.moved.length === 0) return { kind: 'none' };
    return { kind: 'update', patch: { ...merged.changes, field_updated_at: merged.clocks, updated_at: now } };
  },
};
