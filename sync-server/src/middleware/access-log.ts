import type { Logger } from 'pino';
import type { AppMiddleware } from '../app-context';

export function accessLog(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      logger.info({
        requestId: ctx.state.requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        ip: ctx.ip,
        userId: ctx.state.user?.id,
        userAgent: ctx.get('user-agent') || undefined,
      });
    }
  };
}
