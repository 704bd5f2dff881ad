import Router from '@koa/router';
import { z } from 'zod';
import { LOG_TYPES } from '@shared-schema';
import type { AppState } from '../../app-context';
import { requireSuperAdmin } from '../../middleware/authenticate';
import { BadRequestError } from '../../errors';
import type { ActivityService } from '../activity/activity-service';
import { superAdminOnly } from '../admin/admin-guard';
import type { SystemLogsService } from './system-logs-service';

const typeSchema = z.enum(LOG_TYPES);

/** GET /api/admin/logs/{error|access}: today's server logs, super admin only (spec 001). */
export function systemLogsRoutes(deps: {
  systemLogs: SystemLogsService;
  activity: ActivityService;
}): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/admin/logs/:type', superAdminOnly(deps.activity), async (ctx) => {
    const user = requireSuperAdmin(ctx);
    const type = typeSchema.safeParse(ctx.params.type);
    if (!type.success) throw new BadRequestError('Log type must be "error" or "access"', 'invalid-log-type');
    const download = await deps.systemLogs.download(user, type.data);
    ctx.set('Content-Disposition', `attachment; filename="${download.filename}"`);
    ctx.type = download.contentType;
    ctx.body = download.body;
  });
  return router;
}
