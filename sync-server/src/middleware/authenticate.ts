import type { AppContext, AppMiddleware, AuthUser } from '../app-context';
import type { Identity } from '../modules/auth/identity';
import { AppError, ForbiddenError, UnauthorizedError } from '../errors';

/**
 * Reads `Authorization: Bearer <ID token>` when present. A bad token only fails the routes that need a
 * user (requireUser), so public calls such as the maintenance status still answer with a stale token.
 */
export function authenticate(identity: Identity): AppMiddleware {
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    if (header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) {
        ctx.state.authError = new UnauthorizedError(
          'Authorization header must be "Bearer <token>"',
          'invalid-credential',
        );
      } else {
        try {
          ctx.state.user = await identity.authenticate(match[1]);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          ctx.state.authError = error;
        }
      }
    }
    await next();
  };
}

export function requireUser(ctx: AppContext): AuthUser {
  const user = ctx.state.user;
  if (ctx.state.authError) throw ctx.state.authError;
  if (!user) throw new UnauthorizedError('Please sign in to continue', 'unauthenticated');
  return user;
}

export function requireSuperAdmin(ctx: AppContext): AuthUser {
  const user = requireUser(ctx);
  if (user.role !== 'super_admin' || !user.isActive)
    throw new ForbiddenError('Super admin access required', 'permission-denied');
  return user;
}

/** Account checks shared by every identity: a suspended or deleted account's tokens stop working at once. */
export function assertUsable(user: { isActive: boolean } | undefined): asserts user is { isActive: boolean } {
  if (!user) throw new UnauthorizedError('This account no longer exists', 'user-not-found');
  if (!user.isActive) throw new ForbiddenError('This account has been disabled', 'user-disabled');
}
