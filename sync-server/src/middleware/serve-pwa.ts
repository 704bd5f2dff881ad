import { existsSync } from 'node:fs';
import path from 'node:path';
import send from 'koa-send';
import type { AppMiddleware } from '../app-context';

/**
 * Serves the PWA build: hashed assets cached for a year, the service worker and index.html never cached,
 * and index.html for every other GET that is not an /api call, so deep links work.
 */
export function servePwa(distDir: string): AppMiddleware {
  const indexFile = path.join(distDir, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    if (!existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The app has not been built yet. Run `npm run build` (npm start does this for you).';
      return;
    }
    const requested = decodeSafe(ctx.path);
    const isAsset = requested !== '/' && path.extname(requested) !== '';
    if (isAsset) {
      const immutable = requested.startsWith('/assets/');
      try {
        await send(ctx, requested, {
          root: distDir,
          immutable,
          maxage: immutable ? 365 * 86_400_000 : 0,
          setHeaders: (res) => {
            if (!immutable) res.setHeader('Cache-Control', 'no-cache');
          },
        });
        return;
      } catch (error) {
        if (!isNotFound(error)) throw error;
        ctx.status = 404;
        ctx.type = 'text/plain';
        ctx.body = 'Not found';
        return;
      }
    }
    await send(ctx, 'index.html', { root: distDir, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
  };
}

function decodeSafe(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return '/';
  }
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error.status === 404 || error.status === 400);
}
