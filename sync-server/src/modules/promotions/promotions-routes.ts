import Router from '@koa/router';
import { redeemPromotionBodySchema } from '@shared-schema';
import type { AppState } from '../../app-context';
import { requireUser } from '../../middleware/authenticate';
import { parseBody } from '../../middleware/parse-body';
import type { PromotionsService } from './promotions-service';

export function promotionsRoutes(deps: { promotions: PromotionsService }): Router<AppState> {
  const router = new Router<AppState>();
  router.post('/api/promotions/redeem', async (ctx) => {
    const user = requireUser(ctx);
    const { code } = parseBody(ctx, redeemPromotionBodySchema);
    ctx.body = await deps.promotions.redeem(user.id, code);
  });
  return router;
}
