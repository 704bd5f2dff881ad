import type { Knex } from 'knex';
import type { ReviewData } from '@shared-schema';
import { reviewRowSchema } from './reviews-sync';

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

/** contract_reviews is a synced table: reads skip tombstones, writes bump updated_at (and the name clock). */
export class ReviewsRepository {
  constructor(private readonly db: Knex) {}

  async insert(
    review: {
      id: string;
      userId: string;
      name: string;
      originalText: string;
      reviewData: ReviewData;
      isPaid: boolean;
    },
    trx: Knex = this.db,
  ): Promise<ReviewRecord> {
    const now = Date.now();
    const [row] = await trx('contract_reviews')
      .insert({
        id: review.id,
        user_id: review.userId,
        name: review.name,
        original_text: review.originalText,
        review_data: JSON.stringify(review.reviewData),
        is_paid: review.isPaid,
        field_updated_at: JSON.stringify({ name: now }),
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
    const query = (options.trx ?? this.db)('contract_reviews')
      .select(COLUMNS)
      .where({ id, user_id: userId, deleted: false })
      .first();
    const row: unknown = await (options.forUpdate ? query.forUpdate() : query);
    return row ? toRecord(row) : undefined;
  }

  async markPaid(id: string, trx: Knex): Promise<ReviewRecord> {
    const [row] = await trx('contract_reviews')
      .where({ id })
      .update({ is_paid: true, updated_at: trx.fn.now() })
      .returning(COLUMNS);
    return toRecord(row);
  }

  async markReportDownloaded(id: string, trx: Knex): Promise<void> {
    await trx('contract_reviews')
      .where({ id })
      .update({
        report_downloaded_at: trx.raw('coalesce(report_downloaded_at, now())'),
        updated_at: trx.fn.now(),
      });
  }
}
