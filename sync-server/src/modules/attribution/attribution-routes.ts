import Router from '@koa/router';
import { recordAttributionBodySchema } from '@shared-schema';
import type { AppState } from '../../app-context';
import { requireUser } from '../../middleware/authenticate';
import { parseBody } from '../../middleware/parse-body';
import { UsersRepository } from '../users/users-repository';
import type { Knex } from 'knex';
import { ATTRIBUTION_SIGNUP_WINDOW_MS, AttributionRepository } from './attribution-repository';

/**
 * The PWA sends the first-touch attribution it kept since the first visit right after the account exists.
 * Stored once per account (first touch wins), and only for an account opened within the sign-up window,
 * so an old account signing in on a new device is not re-attributed.
 */
export function attributionRoutes(deps: { db: Knex }): Router<AppState> {
  const router = new Router<AppState>();
  const repo = new AttributionRepository(deps.db);
  const users = new UsersRepository(deps.db);
  router.post('/api/attribution', async (ctx) => {
    const user = requireUser(ctx);
    const { attribution } = parseBody(ctx, recordAttributionBodySchema);
    const record = await users.findById(user.id);
    const recent =
      record !== undefined && Date.now() - record.createdAt.getTime() <= ATTRIBUTION_SIGNUP_WINDOW_MS;
    const stored = recent ? await repo.recordFirstTouch(user.id, attribution) : false;
    ctx.body = { stored };
  });
  return router;
}
