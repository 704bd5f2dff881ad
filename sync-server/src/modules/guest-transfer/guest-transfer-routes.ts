import Router from '@koa/router';
import { transferGuestDataBodySchema, type TransferResponse } from '@shared-schema';
import type { AppState } from '../../app-context';
import { requireUser } from '../../middleware/authenticate';
import { parseBody } from '../../middleware/parse-body';
import type { GuestTransferService } from './guest-transfer-service';

/** Spec 000 section 7: POST /api/auth/transfer-guest-data {guestData} -> {contractId} or {reviewId}. */
export function guestTransferRoutes(deps: { guestTransfer: GuestTransferService }): Router<AppState> {
  const router = new Router<AppState>();

  router.post('/api/auth/transfer-guest-data', async (ctx) => {
    const user = requireUser(ctx);
    const { guestData } = parseBody(ctx, transferGuestDataBodySchema);
    const { result, created } = await deps.guestTransfer.transfer(user.id, guestData);
    const body: TransferResponse = result;
    ctx.status = created ? 201 : 200;
    ctx.body = body;
  });

  return router;
}
