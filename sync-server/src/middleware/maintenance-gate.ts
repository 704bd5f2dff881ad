import type { MaintenanceStatus } from '@shared-schema';
import type { AppMiddleware } from '../app-context';
import { ServiceUnavailableError } from '../errors';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes that still run during maintenance: signing in and keeping a session (the super admin must get in to
 * end it), and payment provider callbacks (money already taken must become credits; the provider would
 * otherwise retry for days).
 */
const ALWAYS_OPEN: readonly RegExp[] = [
  /^\/api\/auth\/login$/,
  /^\/api\/auth\/refresh$/,
  /^\/api\/payments\/[^/]+\/webhook$/,
];

/**
 * While maintenance mode is on, every API write from anyone but the super admin is refused with 503 and the
 * maintenance payload (what GET /api/maintenance-status answers), so nothing changes under the operator.
 * Reads go on: the maintenance page, the admin screens, and users' own data.
 */
export function maintenanceGate(status: () => Promise<MaintenanceStatus>): AppMiddleware {
  return async (ctx, next) => {
    if (READ_METHODS.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
    if (ALWAYS_OPEN.some((open) => open.test(ctx.path))) return next();
    const user = ctx.state.user;
    if (user?.role === 'super_admin' && user.isActive) return next();
    const current = await status();
    if (!current.isEnabled) return next();
    throw new ServiceUnavailableError(
      current.message || `${current.title}. Please try again later.`,
      'maintenance',
      { maintenance: current },
    );
  };
}
