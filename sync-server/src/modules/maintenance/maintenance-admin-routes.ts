import Router from '@koa/router';
import type { Knex } from 'knex';
import { enableMaintenanceBodySchema, MAINTENANCE_DEFAULTS } from '@shared-schema';
import type { AppState } from '../../app-context';
import { requireUser } from '../../middleware/authenticate';
import { parseBody } from '../../middleware/parse-body';
import type { ActivityLogRepository } from '../activity/activity-log-repository';
import { superAdminOnly } from '../admin/admin-guard';
import { MAINTENANCE_OFF, MaintenanceRepository } from './maintenance-repository';

/** Spec 001 section 7: the super admin switches maintenance mode on (title and message required) and off. */
export function maintenanceAdminRoutes(deps: {
  db: Knex;
  activity: ActivityLogRepository;
}): Router<AppState> {
  const router = new Router<AppState>();
  const admin = superAdminOnly(deps.activity);
  const repo = new MaintenanceRepository(deps.db);

  router.get('/api/admin/maintenance-status', admin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await repo.get();
  });

  router.post('/api/admin/enable-maintenance', admin, async (ctx) => {
    const body = parseBody(ctx, enableMaintenanceBodySchema);
    const actor = requireUser(ctx);
    const status = await repo.set({
      isEnabled: true,
      title: body.title,
      message: body.message,
      estimatedDuration: body.estimatedDuration || MAINTENANCE_DEFAULTS.estimatedDuration,
      startedAt: new Date().toISOString(),
    });
    await deps.activity.record({
      action: 'maintenance_enabled',
      userId: actor.id,
      userEmail: actor.email,
      details: `${status.title} (${status.estimatedDuration})`,
    });
    ctx.body = status;
  });

  router.post('/api/admin/disable-maintenance', admin, async (ctx) => {
    const actor = requireUser(ctx);
    const current = await repo.get();
    // The next enable brings its own texts; until then the page shows the defaults, not the last outage's.
    const status = await repo.set(MAINTENANCE_OFF);
    await deps.activity.record({
      action: 'maintenance_disabled',
      userId: actor.id,
      userEmail: actor.email,
      details: current.isEnabled ? `was on since ${current.startedAt ?? 'unknown'}` : 'was already off',
    });
    ctx.body = status;
  });

  return router;
}
