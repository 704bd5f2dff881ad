import type { AppMiddleware } from '../app-context';
import { containsNul } from '../db/contains-nul';
import { BadRequestError } from '../errors';

/** A sync push answers per document (a NUL in one document refuses that one only; sync-service.ts). */
const SYNC_PUSH_PATH = /^\/api\/sync\/[^/]+\/[^/]+\/push$/;

/**
 * PostgreSQL cannot store a NUL character in text or JSON, so a JSON body holding one (a `\u0000` escape,
 * in any value or key) is refused here with 400 before any route tries to store it and fails with 500.
 */
export function rejectNulBytes(): AppMiddleware {
  return async (ctx, next) => {
    // A NUL in the query string (%00) would reach a query parameter and PostgreSQL the same way.
    if (ctx.querystring.includes('%00') || ctx.querystring.includes('\0'))
      throw new BadRequestError('The address contains a NUL character (%00), which is not allowed.');
    const body: unknown = ctx.request.body;
    if (body !== undefined && !SYNC_PUSH_PATH.test(ctx.path) && containsNul(body))
      throw new BadRequestError('The request contains a NUL character (\\u0000), which cannot be stored.');
    await next();
  };
}
