import Router from '@koa/router';
import {
  compareDocxRequestSchema,
  formatUnplacedHeader,
  suggestionIdsFieldSchema,
  TRACKED_APPLIED_HEADER,
  TRACKED_LISTED_HEADER,
  TRACKED_MODE_HEADER,
  TRACKED_REASON_HEADER,
  TRACKED_UNPLACED_HEADER,
} from '@shared-schema';
import type { AppState } from '../../app-context';
import { BadRequestError } from '../../errors';
import { requireUser } from '../../middleware/authenticate';
import { parseBody } from '../../middleware/parse-body';
import { DOCX_CONTENT_TYPE } from '../reviews/review-report-docx';
import { contractFileUpload, receivedFile } from '../reviews/upload-routes';
import type { TrackedChangesService } from './tracked-changes-service';

/**
 * POST /api/contract-reviews/{id}/download-with-edits: multipart, field suggestionIds (comma-separated) and,
 * optionally, the user's own document in field file. POST /api/compare/tracked-docx: two versions' text.
 */
export function trackedChangesRoutes(deps: { tracked: TrackedChangesService }): Router<AppState> {
  const router = new Router<AppState>();

  router.post('/api/contract-reviews/:id/download-with-edits', ...contractFileUpload(), async (ctx) => {
    const user = requireUser(ctx);
    const field: unknown = Reflect.get(ctx.request.body ?? {}, 'suggestionIds');
    const ids = suggestionIdsFieldSchema.safeParse(field ?? '');
    if (!ids.success)
      throw new BadRequestError(
        ids.error.issues[0]?.message ?? 'Choose the edit suggestions to apply.',
        'invalid-suggestions',
      );
    const result = await deps.tracked.downloadWithEdits(
      user.id,
      ctx.params.id ?? '',
      ids.data,
      receivedFile(ctx),
    );
    ctx.attachment(result.filename);
    ctx.set('Cache-Control', 'no-store');
    ctx.set(TRACKED_MODE_HEADER, result.mode);
    ctx.set(TRACKED_APPLIED_HEADER, String(result.applied));
    ctx.set(TRACKED_LISTED_HEADER, String(result.listed));
    // Headers carry Latin-1 only; the reason quotes the contract, so it travels URI-encoded.
    if (result.reason) ctx.set(TRACKED_REASON_HEADER, encodeURIComponent(result.reason));
    if (result.unplaced.length > 0) ctx.set(TRACKED_UNPLACED_HEADER, formatUnplacedHeader(result.unplaced));
    ctx.type = DOCX_CONTENT_TYPE;
    ctx.body = result.content;
  });

  router.post('/api/compare/tracked-docx', async (ctx) => {
    requireUser(ctx);
    const request = parseBody(ctx, compareDocxRequestSchema);
    ctx.attachment('Changes between versions.docx');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = DOCX_CONTENT_TYPE;
    ctx.body = await deps.tracked.compareDocx(request);
  });

  return router;
}
