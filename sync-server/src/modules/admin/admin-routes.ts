import Router from '@koa/router';
import { z } from 'zod';
import {
  activityLogsQuerySchema,
  adminUsersQuerySchema,
  LIMITS,
  promoteUserBodySchema,
  type ActivityLogsPage,
  type AdminUsersPage,
} from '@shared-schema';
import type { AppState } from '../../app-context';
import { requireUser } from '../../middleware/authenticate';
import { parseBody } from '../../middleware/parse-body';
import type { ActivityService } from '../activity/activity-service';
import { superAdminOnly } from './admin-guard';
import { ACTIVE_USER_DAYS, type AdminMetricsService } from './admin-metrics-service';
import type { AdminUsersService } from './admin-users-service';

const breakdownQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(3650).default(ACTIVE_USER_DAYS),
});

/** Spec 001 section 7 "Admin": users, metrics and the activity log. Every call needs the super admin. */
export function adminRoutes(deps: {
  users: AdminUsersService;
  metrics: AdminMetricsService;
  activity: ActivityService;
}): Router<AppState> {
  const router = new Router<AppState>();
  const admin = superAdminOnly(deps.activity);

  router.get('/api/admin/users', admin, async (ctx) => {
    const query = adminUsersQuerySchema.parse(ctx.query);
    const { users, total } = await deps.users.list.page(query);
    const body: AdminUsersPage = { users, total, page: query.page, pageSize: query.pageSize };
    ctx.body = body;
  });

  router.get('/api/admin/metrics', admin, async (ctx) => {
    ctx.body = await deps.metrics.metrics();
  });

  router.get('/api/admin/signup-breakdown', admin, async (ctx) => {
    const { days } = breakdownQuerySchema.parse(ctx.query);
    ctx.body = await deps.metrics.signupBreakdown(days);
  });

  router.get('/api/admin/activity-logs', admin, async (ctx) => {
    const { page } = activityLogsQuerySchema.parse(ctx.query);
    const pageSize = LIMITS.activityLogPageSize;
    const { entries, total } = await deps.activity.page(page, pageSize);
    const body: ActivityLogsPage = { logs: entries, total, page, pageSize };
    ctx.body = body;
  });

  router.post('/api/admin/promote-user', admin, async (ctx) => {
    const { userId, role } = parseBody(ctx, promoteUserBodySchema);
    ctx.body = { user: await deps.users.setRole(requireUser(ctx), userId, role) };
  });

  router.post('/api/admin/suspend-user/:id', admin, async (ctx) => {
    ctx.body = { user: await deps.users.setActive(requireUser(ctx), ctx.params.id ?? '', false) };
  });

  router.post('/api/admin/unsuspend-user/:id', admin, async (ctx) => {
    ctx.body = { user: await deps.users.setActive(requireUser(ctx), ctx.params.id ?? '', true) };
  });

  router.delete('/api/admin/delete-user/:id', admin, async (ctx) => {
    await deps.users.delete(requireUser(ctx), ctx.params.id ?? '');
    ctx.body = { success: true };
  });

  // The dashboard reports a refused visit (spec 001: "access attempts are logged"); the server decides from
  // the token whether it was refused, so a caller can only log its own attempt.
  router.post('/api/admin/access-attempts', async (ctx) => {
    const user = requireUser(ctx);
    const refused = !(user.role === 'super_admin' && user.isActive);
    // Rate-limited per user like every refused admin call (a reload loop must not fill the log).
    const logged =
      refused &&
      (await deps.activity.recordRefusedAdmin(user, `/admin refused for role ${user.role} from ${ctx.ip}`));
    ctx.body = { logged };
  });

  return router;
}
