import type { Knex } from 'knex';
import { z } from 'zod';
import {
  creationClocks,
  REVIEW_EDITABLE_FIELDS,
  reviewDataSchema,
  toFreePreview,
  type ReviewData,
  type ReviewDoc,
} from '@shared-schema';

// knex for the synced contract_reviews table, owned here end to end: the one row mapping, writes and
// (reviews-sync.ts) its sync definition.

export const REVIEWS_TABLE = 'contract_reviews';

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

export type ReviewRecord = {
  id: string;
  userId: string;
  name: string | null;
  originalText: string;
  reviewData: ReviewData;
  isPaid: boolean;
  createdAt: Date;
  updatedAt: Date;
};

const COLUMNS = [
  'id',
  'user_id',
  'name',
  'original_text',
  'review_data',
  'is_paid',
  'field_updated_at',
  'deleted',
  'created_at',
  'updated_at',
];

function toRecord(row: unknown): ReviewRecord {
  const r = reviewRowSchema.parse(row);
  return {
    id: r.id,
    userId: r.user_id,
    name: r.name,
    originalText: r.original_text,
    reviewData: r.review_data,
    isPaid: r.is_paid,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** The replication document of a row: until the review is paid, devices get only the free preview. */
export function reviewRowToDoc(row: unknown): ReviewDoc {
  const record = toRecord(row);
  const r = reviewRowSchema.pick({ field_updated_at: true, deleted: true }).parse(row);
  return {
    id: record.id,
    name: record.name,
    originalText: record.originalText,
    reviewData: record.isPaid ? record.reviewData : toFreePreview(record.reviewData),
    isPaid: record.isPaid,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    fieldUpdatedAt: r.field_updated_at,
    _deleted: r.deleted,
  };
}

/** contract_reviews is a synced table: reads skip tombstones, writes bump updated_at (and the name clock). */
export class ReviewsRepository {
  constructor(private readonly db: Knex) {}

  async insert(
    review: {
      id: string;
      userId: string;
      /** null: a review without a name yet (the guest transfer's). */
      name: string | null;
      originalText: string;
      reviewData: ReviewData;
      isPaid: boolean;
    },
    trx: Knex = this.db,
  ): Promise<ReviewRecord> {
    const now = Date.now();
    const [row] = await trx(REVIEWS_TABLE)
      .insert({
        id: review.id,
        user_id: review.userId,
        name: review.name,
        original_text: review.originalText,
        review_data: JSON.stringify(review.reviewData),
        is_paid: review.isPaid,
        field_updated_at: JSON.stringify(creationClocks(REVIEW_EDITABLE_FIELDS, now)),
        created_at: new Date(now),
        updated_at: new Date(now),
      })
      .returning(COLUMNS);
    return toRecord(row);
  }

  /** The user's live review, or undefined for an unknown id, another user's id or a deleted review. */
  async findOwned(
    userId: string,
    id: string,
    options: { trx?: Knex; forUpdate?: boolean } = {},
  ): Promise<ReviewRecord | undefined> {
    const query = (options.trx ?? this.db)(REVIEWS_TABLE)
      .select(COLUMNS)
      .where({ id, user_id: userId, deleted: false })
      .first();
    const row: unknown = await (options.forUpdate ? query.forUpdate() : query);
    return row ? toRecord(row) : undefined;
  }

  async markPaid(id: string, trx: Knex): Promise<ReviewRecord> {
    const [row] = await trx(REVIEWS_TABLE)
      .where({ id })
      .update({ is_paid: true, updated_at: trx.fn.now() })
      .returning(COLUMNS);
    return toRecord(row);
  }

  /** A new analysis of the same text (another side); paid status and report download stay. */
  async replaceReviewData(id: string, reviewData: ReviewData, trx: Knex): Promise<ReviewRecord> {
    const [row] = await trx(REVIEWS_TABLE)
      .where({ id })
      .update({ review_data: JSON.stringify(reviewData), updated_at: trx.fn.now() })
      .returning(COLUMNS);
    return toRecord(row);
  }

  async markReportDownloaded(id: string, trx: Knex): Promise<void> {
    await trx(REVIEWS_TABLE)
      .where({ id })
      .update({
        report_downloaded_at: trx.raw('coalesce(report_downloaded_at, now())'),
        updated_at: trx.fn.now(),
      });
  }
}
