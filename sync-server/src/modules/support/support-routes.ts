import Router from '@koa/router';
import { supportRequestSchema } from '@shared-schema';
import type { AppState } from '../../app-context';
import { parseBody } from '../../middleware/parse-body';
import type { SupportService } from './support-service';

export function supportRoutes(deps: { support: SupportService }): Router<AppState> {
  const router = new Router<AppState>();

  router.post('/api/support', async (ctx) => {
    const body = parseBody(ctx, supportRequestSchema);
    const { id } = await deps.support.submit(ctx.state.user?.id ?? null, body);
    ctx.status = 201;
    ctx.body = { success: true, id };
  });

  return router;
}
