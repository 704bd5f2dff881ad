import type { Logger } from 'pino';
import { ZodError } from 'zod';
import type { AppMiddleware } from '../app-context';
import { AppError } from '../errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-unavailable';

/** The one place that turns failures into `{message, code}` bodies; unknown errors become 500 without internals. */
export function errorHandler(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body } = toErrorResponse(error);
      if (status >= 500)
        logger.error(
          { err: error, requestId: ctx.state.requestId, method: ctx.method, path: ctx.path },
          'request failed',
        );
      ctx.status = status;
      ctx.body = body;
      // A refusal that names when to come back (busy engine, database restarting) says it in the header too.
      if (typeof body.retryAfter === 'number') ctx.set('Retry-After', String(body.retryAfter));
      if (status === 401) ctx.set('WWW-Authenticate', 'Bearer');
    }
  };
}

type ErrorResponse = { status: number; body: Record<string, unknown> & { message: string; code: string } };

export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) {
    return { status: error.status, body: { ...error.extra, message: error.message, code: error.code } };
  }
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
    return {
      status: 400,
      body: {
        message: issue?.message ?? 'Invalid request',
        code: 'invalid-argument',
        ...(field ? { field } : {}),
      },
    };
  }
  if (isDatabaseUnavailable(error))
    return {
      status: 503,
      body: {
        message: `The service is briefly unavailable while its database restarts. Please try again in ${DATABASE_RETRY_AFTER_SECONDS} seconds.`,
        code: 'database-unavailable',
        retryAfter: DATABASE_RETRY_AFTER_SECONDS,
      },
    };
  const httpError = readHttpError(error);
  if (httpError) return httpError;
  return { status: 500, body: { message: 'Internal server error', code: 'internal' } };
}

/** Errors raised by body parsing (raw-body / co-body) carry a status and a type. */
function readHttpError(error: unknown): ErrorResponse | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = 'status' in error && typeof error.status === 'number' ? error.status : undefined;
  const type = 'type' in error && typeof error.type === 'string' ? error.type : undefined;
  if (status === undefined || status < 400 || status >= 500) return undefined;
  if (type === 'entity.too.large')
    return { status: 413, body: { message: 'Request body is too large', code: 'payload-too-large' } };
  if (type === 'entity.parse.failed' || status === 400)
    return { status: 400, body: { message: 'Request body is not valid JSON', code: 'invalid-json' } };
  if (status === 415)
    return {
      status: 415,
      body: { message: 'Unsupported content type; send application/json', code: 'unsupported-media-type' },
    };
  const message = error instanceof Error && error.message ? error.message : 'Bad request';
  return { status, body: { message, code: status === 405 ? 'method-not-allowed' : 'bad-request' } };
}
