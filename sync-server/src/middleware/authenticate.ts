import type { AppContext, AppMiddleware, AuthUser } from '../app-context';
import type { Identity, ProvisionalUser } from '../modules/auth/identity';
import { isSideEffectFreeRead } from './side-effect-free-reads';
import { AppError, ForbiddenError, UnauthorizedError } from '../errors';

/**
 * Reads `Authorization: Bearer <ID token>` when present. A bad token only fails the routes that need a
 * user (requireUser), so public calls such as the maintenance status still answer with a stale token.
 * A side-effect-free read may run beside the proof of its account check (Identity.authenticateRead), which
 * saves that round trip from its latency; its answer waits for the proof and a refusal replaces it.
 */
export function authenticate(identity: Identity): AppMiddleware {
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    if (!header) return next();
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const token = match?.[1];
    if (!token) {
      ctx.state.authError = new UnauthorizedError(
        'Authorization header must be "Bearer <token>"',
        'invalid-credential',
      );
      return next();
    }
    let provisional: ProvisionalUser | undefined;
    try {
      if (identity.authenticateRead && isSideEffectFreeRead(ctx.method, ctx.path)) {
        provisional = await identity.authenticateRead(token);
        ctx.state.user = provisional.user;
      } else ctx.state.user = await identity.authenticate(token);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      ctx.state.authError = error;
    }
    if (!provisional) return next();
    let failed: { error: unknown } | undefined;
    try {
      await next();
    } catch (error) {
      failed = { error };
    }
    try {
      await provisional.confirm();
    } catch (error) {
      // Refused after all: the answer computed meanwhile is dropped for the refusal (error middleware).
      ctx.state.user = undefined;
      throw error;
    }
    if (failed) throw failed.error;
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
