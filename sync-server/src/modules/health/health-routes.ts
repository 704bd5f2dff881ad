import Router from '@koa/router';
import type { Logger } from 'pino';
import type { AppState } from '../../app-context';
import { ServiceUnavailableError } from '../../errors';
import type { HealthService } from './health-service';

/**
 * GET /api/health for load balancers and supervisors: 200 `{status: 'ok', database: 'ok'}` when the server
 * answers and its database does, 503 otherwise. A change of state is logged once, not on every probe.
 */
export function healthRoutes(deps: { health: HealthService; logger: Logger }): Router<AppState> {
  const router = new Router<AppState>();
  let lastUp = true;
  router.get('/api/health', async (ctx) => {
    const up = await deps.health.databaseAnswers();
    if (up !== lastUp) {
      if (up) deps.logger.warn('health: the database answers again');
      else deps.logger.error('health: the database does not answer');
      lastUp = up;
    }
    ctx.set('Cache-Control', 'no-store');
    if (!up) throw new ServiceUnavailableError('The database is not reachable.', 'database-unavailable');
    ctx.body = { status: 'ok', database: 'ok' };
  });
  return router;
}
