import type { AppMiddleware } from '../../app-context';
import { ForbiddenError } from '../../errors';
import { requireSuperAdmin } from '../../middleware/authenticate';
import type { ActivityService } from '../activity/activity-service';

/**
 * The one guard of every /api/admin/* data call, put first on each route: the super admin only (401 without
 * a token, 403 for anyone else); answers are never cached. A signed-in user who is refused is written to the
 * activity log with the address used, at most REFUSED_ADMIN_AUDITS_PER_MINUTE times a minute per user.
 * `admin-guard.test.ts` calls every registered /api/admin route as a plain user.
 */
export function superAdminOnly(activity: ActivityService): AppMiddleware {
  return async (ctx, next) => {
    try {
      requireSuperAdmin(ctx);
    } catch (error) {
      const user = ctx.state.user;
      if (error instanceof ForbiddenError && user)
        await activity.recordRefusedAdmin(
          user,
          `${ctx.method} ${ctx.path} refused for role ${user.role} from ${ctx.ip}`,
        );
      throw error;
    }
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
