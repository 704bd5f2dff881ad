import Router from '@koa/router';
import {
  changePasswordBodySchema,
  loginBodySchema,
  passwordResetBodySchema,
  passwordResetConfirmBodySchema,
  signupBodySchema,
} from '@shared-schema';
import { SESSION_HINT_COOKIE } from '@shared-schema/constants';
import type { AppContext, AppState } from '../../app-context';
import { parseBody } from '../../middleware/parse-body';
import { requireUser } from '../../middleware/authenticate';
import type { AuthService, IssuedSession } from './auth-service';
import type { EmailVerificationService } from './email-verification-service';
import { emailConfirmationPage } from './email-confirmation-page';

export const REFRESH_COOKIE = 'cc_refresh';

export function authRoutes(deps: {
  auth: AuthService;
  verification: EmailVerificationService;
  refreshTokenTtlDays: number;
}): Router<AppState> {
  const router = new Router<AppState>();

  const answer = (ctx: AppContext, session: IssuedSession) => {
    const maxAge = deps.refreshTokenTtlDays * 86_400_000;
    ctx.cookies.set(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/api',
      secure: ctx.secure,
      maxAge,
      overwrite: true,
    });
    // Readable by the PWA and sent with navigations (Lax): it says a refresh cookie exists, so a visitor without one
    // makes no refresh call, and / is served as the app shell rather than the prerendered landing. It holds no secret.
    ctx.cookies.set(SESSION_HINT_COOKIE, '1', {
      httpOnly: false,
      sameSite: 'lax',
      path: '/',
      secure: ctx.secure,
      maxAge,
      overwrite: true,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { idToken: session.idToken, expiresIn: session.expiresIn, user: session.user };
  };
  const clearCookie = (ctx: AppContext) => {
    ctx.cookies.set(REFRESH_COOKIE, null, {
      path: '/api',
      httpOnly: true,
      sameSite: 'strict',
      overwrite: true,
    });
    ctx.cookies.set(SESSION_HINT_COOKIE, null, {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      overwrite: true,
    });
  };

  router.post('/api/auth/signup', async (ctx) => {
    const body = parseBody(ctx, signupBodySchema);
    answer(ctx, await deps.auth.signup(body.email, body.password));
    ctx.status = 201;
  });

  router.post('/api/auth/login', async (ctx) => {
    const body = parseBody(ctx, loginBodySchema);
    answer(ctx, await deps.auth.login(body.email, body.password, ctx.ip));
  });

  router.post('/api/auth/refresh', async (ctx) => {
    try {
      answer(ctx, await deps.auth.refresh(ctx.cookies.get(REFRESH_COOKIE)));
    } catch (error) {
      clearCookie(ctx);
      throw error;
    }
  });

  router.post('/api/auth/password-reset', async (ctx) => {
    const body = parseBody(ctx, passwordResetBodySchema);
    await deps.auth.requestPasswordReset(body.email);
    ctx.body = {
      success: true,
      message: 'If an account exists for this address, a reset e-mail is on its way.',
    };
  });

  router.post('/api/auth/password-reset/confirm', async (ctx) => {
    const body = parseBody(ctx, passwordResetConfirmBodySchema);
    await deps.auth.confirmPasswordReset(body.token, body.password);
    ctx.body = { success: true };
  });

  router.post('/api/auth/change-password', async (ctx) => {
    const user = requireUser(ctx);
    const body = parseBody(ctx, changePasswordBodySchema);
    await deps.auth.changePassword(user.id, {
      ...body,
      ip: ctx.ip,
      refreshSecret: ctx.cookies.get(REFRESH_COOKIE),
    });
    ctx.body = { success: true };
  });

  // The link of a verification or e-mail-change mail: a page for the person who clicked it.
  router.get('/api/auth/confirm-email', async (ctx) => {
    const code = typeof ctx.query.code === 'string' ? ctx.query.code : '';
    const outcome = code
      ? await deps.verification.confirm(code)
      : { ok: false as const, message: 'This link is incomplete.' };
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.status = outcome.ok ? 200 : 400;
    ctx.body = emailConfirmationPage(outcome);
  });

  router.get('/api/logout', async (ctx) => {
    await deps.auth.logout(ctx.cookies.get(REFRESH_COOKIE));
    clearCookie(ctx);
    ctx.redirect('/');
  });

  return router;
}
