import Router from '@koa/router';
import { LIMITS, transactionsQuerySchema } from '@shared-schema';
import type { AppState } from '../../app-context';
import { requireUser } from '../../middleware/authenticate';
import type { CreditsService } from './credits-service';

export function creditsRoutes(deps: { credits: CreditsService }): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/credits', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = { credits: await deps.credits.balance(user.id) };
  });

  router.get('/api/credit-transactions', async (ctx) => {
    const user = requireUser(ctx);
    const query = transactionsQuerySchema.parse({ limit: LIMITS.transactionsPageSize, ...ctx.query });
    const { transactions, total } = await deps.credits.transactions(user.id, query);
    ctx.body = {
      transactions,
      total,
      page: query.page,
      pageSize: query.limit,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    };
  });

  return router;
}
