import Router from '@koa/router';
import {
  reviewEmailRequestSchema,
  reviewPerspectiveRequestSchema,
  reviewRequestSchema,
} from '@shared-schema';
import type { AppState } from '../../app-context';
import { parseBody } from '../../middleware/parse-body';
import { requireUser } from '../../middleware/authenticate';
import { BadRequestError } from '../../errors';
import type { ReviewsService } from './reviews-service';
import type { ReviewMailService } from './review-mail-service';
import { buildReviewReport, DOCX_CONTENT_TYPE } from './review-report-docx';
import { uploadRoutes } from './upload-routes';
import type { IsolatedTextExtractor } from './isolated-text-extractor';

const IDEMPOTENCY_KEY_MAX = 200;

/** Contract review endpoints of spec 001 section 7 (upload, guest review, review-free, review, get, upgrade, download, e-mail). */
export function reviewsRoutes(deps: {
  reviews: ReviewsService;
  reviewMail: ReviewMailService;
  /** Shared with the other routes that read contract files, so all of them share one worker pool. */
  extractor?: IsolatedTextExtractor;
}): Router<AppState> {
  const { reviews, reviewMail } = deps;
  const router = new Router<AppState>();
  router.use(uploadRoutes(deps.extractor).routes());

  router.post('/api/guest/review', async (ctx) => {
    const { contractText, party } = parseBody(ctx, reviewRequestSchema);
    ctx.body = await reviews.guestPreview(contractText, party);
  });

  router.post('/api/contracts/review-free', async (ctx) => {
    const user = requireUser(ctx);
    const { contractText, party } = parseBody(ctx, reviewRequestSchema);
    ctx.status = 201;
    ctx.body = await reviews.reviewFree(user.id, contractText, party);
  });

  router.post('/api/contracts/review', async (ctx) => {
    const user = requireUser(ctx);
    const { contractText, party } = parseBody(ctx, reviewRequestSchema);
    const key = ctx.get('idempotency-key').trim();
    if (key.length > IDEMPOTENCY_KEY_MAX)
      throw new BadRequestError(`Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX} characters`);
    ctx.status = 201;
    ctx.body = await reviews.reviewPaid(user.id, contractText, key || undefined, party);
  });

  router.get('/api/contract-reviews/:id', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await reviews.get(user.id, ctx.params.id ?? '');
  });

  router.post('/api/contract-reviews/:id/perspective', async (ctx) => {
    const user = requireUser(ctx);
    const { party } = parseBody(ctx, reviewPerspectiveRequestSchema);
    ctx.body = await reviews.changeSide(user.id, ctx.params.id ?? '', party);
  });

  router.post('/api/contract-reviews/:id/upgrade', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await reviews.upgrade(user.id, ctx.params.id ?? '');
  });

  router.post('/api/contract-reviews/:id/download', async (ctx) => {
    const user = requireUser(ctx);
    // Built before charging: a failure here costs the user nothing.
    const file = await reviews.reportForDownload(user.id, ctx.params.id ?? '', (review) =>
      buildReviewReport(review.reviewData, { reviewedAt: new Date(review.createdAt) }),
    );
    ctx.attachment(file.filename);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = DOCX_CONTENT_TYPE;
    ctx.body = file.content;
  });

  router.get('/api/contract-reviews/:id/report-cost', async (ctx) => {
    const user = requireUser(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await reviews.reportCost(user.id, ctx.params.id ?? '');
  });

  router.post('/api/contract-reviews/:id/send-email', async (ctx) => {
    const user = requireUser(ctx);
    const { email } = parseBody(ctx, reviewEmailRequestSchema);
    await reviewMail.sendReport(user.id, ctx.params.id ?? '', email);
    ctx.body = { success: true };
  });

  return router;
}
