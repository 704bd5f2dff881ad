import { randomUUID } from 'node:crypto';
import type { AppMiddleware } from '../app-context';

export function requestId(): AppMiddleware {
  return async (ctx, next) => {
    ctx.state.requestId = randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    await next();
  };
}
