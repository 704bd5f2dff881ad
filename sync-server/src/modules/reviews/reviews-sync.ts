import { REVIEW_EDITABLE_FIELDS, reviewDocSchema, type ReviewDoc } from '@shared-schema';
import { clockedMerge } from '../sync/clocked-merge';
import type { SyncCollectionDef } from '../sync/sync-collection';
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

  merge: clockedMerge({
    toDoc: reviewRowToDoc,
    fields: () => REVIEW_EDITABLE_FIELDS,
    insertColumns: (doc) => ({
      name: doc.name,
      original_text: doc.originalText,
      review_data: doc.reviewData,
      is_paid: false,
    }),
    patchColumns: (merged) => merged.changes,
  }),
};
