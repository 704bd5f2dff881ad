import type { Knex } from 'knex';
import { z } from 'zod';
import {
  creationClocks,
  REVIEW_DECLARED,
  REVIEW_EDITABLE_FIELDS,
  reviewDocShape,
  toFreePreview,
  type ReviewData,
  type ReviewDoc,
} from '@shared-schema';
import { fromRow, toColumns } from '../../db/declared-rows';

// knex for the synced contract_reviews table, owned here end to end: the row mapping (derived from the declared
// fields), writes and (reviews-sync.ts) its sync definition.

export const REVIEWS_TABLE = 'contract_reviews';

/**
 * The columns that say whose review it is and what sync reads; the review's own fields are read and written from
 * their declaration (shared-schema synced-fields), not listed here.
 */
const reviewRowSchema = z.looseObject({
  user_id: z.string(),
  field_updated_at: z.record(z.string(), z.number()),
  deleted: z.boolean(),
});
const reviewFieldsSchema = z.object(reviewDocShape);

export type ReviewRecord = z.infer<typeof reviewFieldsSchema> & { userId: string };

const COLUMNS = [...REVIEW_DECLARED.map((f) => f.column), 'user_id', 'field_updated_at', 'deleted'];

function toRecord(row: unknown): ReviewRecord {
  const r = reviewRowSchema.parse(row);
  return { ...reviewFieldsSchema.parse(fromRow(REVIEW_DECLARED, r)), userId: r.user_id };
}

/** The replication document of a row: until the review is paid, devices get only the free preview. */
export function reviewRowToDoc(row: unknown): ReviewDoc {
  const { userId: _owner, ...record } = toRecord(row);
  const r = reviewRowSchema.parse(row);
  return {
    ...record,
    reviewData: record.isPaid ? record.reviewData : toFreePreview(record.reviewData),
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
        ...toColumns(REVIEW_DECLARED, { ...review, createdAt: new Date(now), updatedAt: new Date(now) }),
        user_id: review.userId,
        field_updated_at: JSON.stringify(creationClocks(REVIEW_EDITABLE_FIELDS, now)),
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
