import type { ActivityService } from '../activity/activity-service';
import type { Knex } from 'knex';
import { v5 as uuidv5, v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import {
  CREDIT_COSTS,
  toFreePreview,
  type ContractReview,
  type DownloadCost,
  type ReviewCreatedResponse,
  type ReviewData,
} from '@shared-schema';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  InsufficientCreditsError,
  NotFoundError,
} from '../../errors';
import type { CreditsService } from '../credits/credits-service';
import type { Reviewer } from '../../adapters/reviewer/reviewer';
import { reviewReportFilename } from './review-report-filename';
import { ReviewsRepository, type ReviewRecord } from './reviews-repository';

// Namespace for review ids derived from a client's Idempotency-Key (a retried paid review returns the same row).
const IDEMPOTENT_REVIEW_NAMESPACE = '5b1f5c84-7f3e-4a52-9d0e-2f4c8c1a6e10';

export class ReviewNotPaidError extends ForbiddenError {
  constructor(action: string) {
    super(`Unlock the full analysis before you ${action}.`, 'review-not-paid');
  }
}

const reportKey = (id: string) => `review-report:${id}`;

function reviewName(data: ReviewData): string {
  return `${data.contractInfo.type} review`.slice(0, 200);
}

/** What a client may see of a saved review: the full analysis only once it is paid. */
export function toReviewDetail(record: ReviewRecord): ContractReview {
  return {
    id: record.id,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    isPaid: record.isPaid,
    originalText: record.originalText,
    reviewData: record.isPaid ? record.reviewData : toFreePreview(record.reviewData),
  };
}

/** Reviews: guest preview, free preview, paid review, unlock, report; credits are spent once per review. */
export class ReviewsService {
  private readonly repo: ReviewsRepository;

  constructor(
    private readonly deps: {
      db: Knex;
      credits: CreditsService;
      activity: ActivityService;
      reviewer: Reviewer;
    },
  ) {
    this.repo = new ReviewsRepository(deps.db);
  }

  /** Guests: the preview only; nothing is stored. */
  async guestPreview(contractText: string, party?: string): Promise<ReviewData> {
    return toFreePreview(await this.deps.reviewer.review(contractText, { party }));
  }

  /** Saves the full analysis unpaid, answers the preview; the unlock later shows the rest without a new analysis. */
  async reviewFree(userId: string, contractText: string, party?: string): Promise<ReviewCreatedResponse> {
    const data = await this.deps.reviewer.review(contractText, { party });
    const record = await this.repo.insert({
      id: uuidv7(),
      userId,
      name: reviewName(data),
      originalText: contractText,
      reviewData: data,
      isPaid: false,
    });
    return { review: toFreePreview(record.reviewData), reviewId: record.id };
  }

  /** A paid review (1 credit). With an Idempotency-Key, a retry returns the same review and is not charged again. */
  async reviewPaid(
    userId: string,
    contractText: string,
    idempotencyKey: string | undefined,
    party?: string,
  ): Promise<ReviewCreatedResponse> {
    const id = idempotencyKey ? uuidv5(`${userId}:${idempotencyKey}`, IDEMPOTENT_REVIEW_NAMESPACE) : uuidv7();
    const existing = await this.repo.findOwned(userId, id);
    if (existing) return { review: existing.reviewData, reviewId: existing.id };
    // Checked before the (possibly slow, possibly paid-for) analysis; the spend below is the real guard.
    const balance = await this.deps.credits.balance(userId);
    if (balance < CREDIT_COSTS.review) throw new InsufficientCreditsError(balance, CREDIT_COSTS.review);
    const data = await this.deps.reviewer.review(contractText, { party });
    return this.deps.db.transaction(async (trx) => {
      const { applied } = await this.deps.credits.spend(
        userId,
        CREDIT_COSTS.review,
        'Contract review',
        `review-create:${id}`,
        { trx },
      );
      if (!applied) {
        const same = await this.repo.findOwned(userId, id, { trx });
        if (same) return { review: same.reviewData, reviewId: same.id };
        throw new ConflictError(
          'This review was deleted; send the request again with a new Idempotency-Key.',
        );
      }
      const record = await this.repo.insert(
        { id, userId, name: reviewName(data), originalText: contractText, reviewData: data, isPaid: true },
        trx,
      );
      return { review: record.reviewData, reviewId: record.id };
    });
  }

  async get(userId: string, id: string): Promise<ContractReview> {
    return toReviewDetail(await this.owned(userId, id));
  }

  /**
   * The saved review read again from another party's side, free: the same contract, paid or not,
   * so a paid review stays paid. 400 when the contract names no such party.
   */
  async changeSide(userId: string, id: string, party: string): Promise<ContractReview> {
    const before = await this.owned(userId, id);
    const data = await this.deps.reviewer.review(before.originalText, { party });
    if (data.perspective?.chosenBy !== 'user')
      throw new BadRequestError(`This contract names no party "${party}".`, 'unknown-party');
    return this.deps.db.transaction(async (trx) => {
      await this.owned(userId, id, trx);
      return toReviewDetail(await this.repo.replaceReviewData(id, data, trx));
    });
  }

  /** 1 credit, once: the row lock serialises concurrent unlocks and the ledger key makes a retry free. */
  async upgrade(userId: string, id: string): Promise<ContractReview> {
    return this.deps.db.transaction(async (trx) => {
      const review = await this.owned(userId, id, trx);
      if (review.isPaid) return toReviewDetail(review);
      await this.deps.credits.spend(
        userId,
        CREDIT_COSTS.reviewUnlock,
        'Unlock full contract review',
        `review-unlock:${id}`,
        { trx },
      );
      await this.deps.activity.record({ action: 'review_unlock', userId, details: id }, trx);
      return toReviewDetail(await this.repo.markPaid(id, trx));
    });
  }

  /**
   * The report of a paid review, named after its contract; the first download costs 1 credit, later ones are
   * free. `build` runs before the charge, so a report that cannot be built costs nothing.
   */
  async reportForDownload(
    userId: string,
    id: string,
    build: (review: ReviewRecord) => Promise<Buffer>,
  ): Promise<{ filename: string; content: Buffer }> {
    return this.paidDownload(userId, id, 'download the report', async (review) => ({
      filename: reviewReportFilename(review),
      content: await build(review),
    }));
  }

  /**
   * A paid download of a paid review: the report or the contract with the suggested edits (decision 0220). One
   * ledger key covers both, so the first of them costs 1 credit and every later download of this review is free.
   * `build` runs before the charge and may refuse (bad input): a download that cannot be built costs nothing.
   */
  async paidDownload<T>(
    userId: string,
    id: string,
    action: string,
    build: (review: ReviewRecord) => Promise<T>,
  ): Promise<T> {
    const review = await this.owned(userId, id);
    if (!review.isPaid) throw new ReviewNotPaidError(action);
    const result = await build(review);
    await this.deps.db.transaction(async (trx) => {
      const { applied } = await this.deps.credits.spend(
        userId,
        CREDIT_COSTS.reviewReportDownload,
        'Contract review report download',
        reportKey(id),
        { trx },
      );
      if (!applied) return;
      await this.repo.markReportDownloaded(id, trx);
      await this.deps.activity.record({ action: 'review_report_download', userId, details: id }, trx);
    });
    return result;
  }

  /** What downloading the report costs now: the app shows it and asks before charging. */
  async reportCost(userId: string, id: string): Promise<DownloadCost> {
    const review = await this.owned(userId, id);
    if (!review.isPaid) throw new ReviewNotPaidError('download the report');
    return (await this.deps.credits.charged(userId, reportKey(id)))
      ? { credits: 0, reason: 'paid' }
      : { credits: CREDIT_COSTS.reviewReportDownload, reason: 'first' };
  }

  /** The paid review for e-mailing; e-mailing costs nothing. */
  async reviewForEmail(userId: string, id: string): Promise<ReviewRecord> {
    const review = await this.owned(userId, id);
    if (!review.isPaid) throw new ReviewNotPaidError('e-mail the report');
    return review;
  }

  private async owned(userId: string, id: string, trx?: Knex): Promise<ReviewRecord> {
    // A malformed id is just an unknown id: same 404 as another user's review.
    const review = z.uuid().safeParse(id).success
      ? await this.repo.findOwned(userId, id, { trx, forUpdate: Boolean(trx) })
      : undefined;
    if (!review) throw new NotFoundError('Contract review not found', 'not-found');
    return review;
  }
}
