import Router from '@koa/router';
import { preferencesBodySchema, profileUpdateBodySchema } from '@shared-schema';
import type { AppState } from '../../app-context';
import { requireUser } from '../../middleware/authenticate';
import { parseBody } from '../../middleware/parse-body';
import type { ProfileService } from './profile-service';

export function profileRoutes(deps: { profiles: ProfileService }): Router<AppState> {
  const router = new Router<AppState>();

  const current = async (ctx: Parameters<Parameters<typeof router.get>[1]>[0]) => {
    ctx.body = await deps.profiles.get(requireUser(ctx).id);
  };
  router.get('/api/auth/user', current);
  router.get('/api/profile', current);

  router.patch('/api/profile', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await deps.profiles.update(user.id, parseBody(ctx, profileUpdateBodySchema), ctx.ip);
  });

  router.patch('/api/profile/preferences', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await deps.profiles.updatePreferences(
      user.id,
      parseBody(ctx, preferencesBodySchema).preferences,
    );
  });

  router.delete('/api/profile', async (ctx) => {
    await deps.profiles.delete(requireUser(ctx));
    ctx.body = { success: true };
  });

  return router;
}
