import Router from '@koa/router';
import { enableMaintenanceBodySchema } from '@shared-schema';
import type { AppState } from '../../app-context';
import { requireUser } from '../../middleware/authenticate';
import { parseBody } from '../../middleware/parse-body';
import type { ActivityService } from '../activity/activity-service';
import { superAdminOnly } from '../admin/admin-guard';
import type { MaintenanceService } from './maintenance-service';

/** Spec 001 section 7: the super admin switches maintenance mode on (title and message required) and off. */
export function maintenanceAdminRoutes(deps: {
  maintenance: MaintenanceService;
  activity: ActivityService;
}): Router<AppState> {
  const router = new Router<AppState>();
  const admin = superAdminOnly(deps.activity);

  router.get('/api/admin/maintenance-status', admin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.maintenance.status();
  });

  router.post('/api/admin/enable-maintenance', admin, async (ctx) => {
    const body = parseBody(ctx, enableMaintenanceBodySchema);
    ctx.body = await deps.maintenance.enable(requireUser(ctx), body);
  });

  router.post('/api/admin/disable-maintenance', admin, async (ctx) => {
    ctx.body = await deps.maintenance.disable(requireUser(ctx));
  });

  return router;
}
