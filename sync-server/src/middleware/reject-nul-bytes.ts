import type { AppMiddleware } from '../app-context';
import { BadRequestError } from '../errors';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * PostgreSQL cannot store a NUL character in text or JSON, so a JSON body holding one (a `\u0000` escape,
 * in any value or key) is refused here with 400 before any route tries to store it and fails with 500.
 */
export function rejectNulBytes(): AppMiddleware {
  return async (ctx, next) => {
    const body: unknown = ctx.request.body;
    if (body !== undefined && containsNul(body))
      throw new BadRequestError('The request contains a NUL character (\\u0000), which cannot be stored.');
    await next();
  };
}
