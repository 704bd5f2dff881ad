import type { AppMiddleware } from '../../app-context';
import { ForbiddenError } from '../../errors';
import { requireSuperAdmin } from '../../middleware/authenticate';
import type { ActivityService } from '../activity/activity-service';

/**
 * Router middleware for every /api/admin/* data call: the super admin only (401 without a token, 403 for
 * anyone else). A signed-in user who is refused is written to the activity log with the address used.
 */
export function superAdminOnly(activity: ActivityService): AppMiddleware {
  return async (ctx, next) => {
    try {
      requireSuperAdmin(ctx);
    } catch (error) {
      const user = ctx.state.user;
      if (error instanceof ForbiddenError && user) {
        await activity.record({
          action: 'admin_access_refused',
          userId: user.id,
          userEmail: user.email,
          details: `${ctx.method} ${ctx.path} refused for role ${user.role} from ${ctx.ip}`,
        });
      }
      throw error;
    }
    await next();
  };
}
