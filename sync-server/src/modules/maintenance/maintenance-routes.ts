import Router from '@koa/router';
import type { Knex } from 'knex';
import type { AppState } from '../../app-context';
import { MaintenanceRepository } from './maintenance-repository';

export function maintenanceRoutes(deps: { db: Knex }): Router<AppState> {
  const router = new Router<AppState>();
  const repo = new MaintenanceRepository(deps.db);
  router.get('/api/maintenance-status', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await repo.get();
  });
  return router;
}
