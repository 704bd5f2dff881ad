import Router from '@koa/router';
import { CREDIT_PACKAGES } from '@shared-schema';
import type { AppState } from '../../app-context';

/** The plan table of spec 000 section 9; public, so the pricing screen works before sign-in. */
export function creditPackagesRoutes(): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/credit-packages', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = { packages: CREDIT_PACKAGES };
  });
  return router;
}
