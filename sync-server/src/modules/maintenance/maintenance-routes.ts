import Router from '@koa/router';
import type { AppState } from '../../app-context';
import type { MaintenanceService } from './maintenance-service';

export function maintenanceRoutes(deps: { maintenance: MaintenanceService }): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/maintenance-status', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.maintenance.status();
  });
  return router;
}
