import Router from '@koa/router';
import { recordAttributionBodySchema } from '@shared-schema';
import type { AppState } from '../../app-context';
import { requireUser } from '../../middleware/authenticate';
import { parseBody } from '../../middleware/parse-body';
import type { AttributionService } from './attribution-service';

/** The PWA sends the first-touch attribution it kept since the first visit right after the account exists. */
export function attributionRoutes(deps: { attribution: AttributionService }): Router<AppState> {
  const router = new Router<AppState>();
  router.post('/api/attribution', async (ctx) => {
    const user = requireUser(ctx);
    const { attribution } = parseBody(ctx, recordAttributionBodySchema);
    ctx.body = { stored: await deps.attribution.recordFirstTouch(user.id, attribution) };
  });
  return router;
}
