import Router from '@koa/router';
import type { AdminStatus } from '@shared-schema';
import type { AppState } from '../../app-context';
import { requireUser } from '../../middleware/authenticate';

export function adminStatusRoutes(): Router<AppState> {
  const router = new Router<AppState>();
  // Every signed-in user may ask; only an active super_admin gets isSuperAdmin. Admin data calls check again.
  router.get('/api/admin/status', (ctx) => {
    const user = requireUser(ctx);
    const status: AdminStatus = {
      isSuperAdmin: user.role === 'super_admin' && user.isActive,
      isActive: user.isActive,
      isAdmin: user.role === 'super_admin' && user.isActive,
      email: user.email,
      role: user.role,
      userId: user.id,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = status;
  });
  return router;
}
