import type { ParameterizedContext, Middleware } from 'koa';
import type Router from '@koa/router';
import type { Role } from '@shared-schema';
import type { AppError } from './errors';

/** The signed-in user as every route sees it, after token verification and the account check. */
export type AuthUser = {
  id: string;
  email: string;
  role: Role;
  isActive: boolean;
  /** Seconds since epoch at which the user last proved their identity (password or provider sign-in). */
  authTime: number;
};

export type AppState = {
  requestId: string;
  user?: AuthUser;
  /** Why the bearer token was refused; thrown by requireUser. */
  authError?: AppError;
};

export type AppContext = ParameterizedContext<AppState>;
export type AppMiddleware = Middleware<AppState>;
export type AppRouter = Router<AppState>;
