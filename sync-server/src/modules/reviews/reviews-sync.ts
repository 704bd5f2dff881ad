import { z } from 'zod';
import { reviewDataSchema, reviewDocSchema, toFreePreview, type ReviewDoc } from '@shared-schema';
import {
  capClock,
  capClocks,
  clientDate,
  type MergeDecision,
  type SyncCollectionDef,
} from '../sync/sync-collection';

export const reviewRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string().nullable(),
  original_text: z.string(),
  review_data: reviewDataSchema,
  is_paid: z.boolean(),
  field_updated_at: z.record(z.string(), z.number()),
  deleted: z.boolean(),
  created_at: z.date(),
  updated_at: z.date(),
});

export function reviewRowToDoc(row: z.infer<typeof reviewRowSchema>): ReviewDoc {
  return {
    id: row.id,
    name: row.name,
    originalText: row.original_text,
    // Until the review is paid, devices get only what the free preview shows.
    reviewData: row.is_paid ? row.review_data : toFreePreview(row.review_data),
    isPaid: row.is_paid,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    fieldUpdatedAt: row.field_updated_at,
    _deleted: row.deleted,
  };
}

/**
 * Reviews: a client may create one (an offline free preview made by the in-browser engine), always
 * unpaid; afterwards only its name and deletion sync from clients. isPaid and reviewData are the server's.
 */
export const reviewsSync: SyncCollectionDef<ReviewDoc> = {
  name: 'reviews',
  table: 'contract_reviews',
  docSchema: reviewDocSchema,
  toDoc: (row) => reviewRowToDoc(reviewRowSchema.parse(row)),
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
          field_updated_at: capClocks(doc.fieldUpdatedAt, now),
          created_at: clientDate(doc.createdAt, now),
          updated_at: now,
        },
      };
    }
    const existing = reviewRowSchema.parse(existingRow);
    if (existing.deleted) return { kind: 'none' };
    if (doc._deleted) return { kind: 'update', patch: { deleted: true, updated_at: now } };
    const clock = capClock(doc.fieldUpdatedAt.name, now);
    if (clock <= (existing.field_updated_at.name ?? 0) || doc.name === existing.name) return { kind: 'none' };
    return {
      kind: 'update',
      patch: {
        name: doc.name,
        field_updated_at: { ...existing.field_updated_at, name: clock },
        updated_at: now,
      },
    };
  },
};
