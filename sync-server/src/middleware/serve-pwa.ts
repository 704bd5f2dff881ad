import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import send from 'koa-send';
import {
  APP_ROUTE_SEGMENTS,
  HOME_HINT_COOKIE,
  PRERENDERED_LANDING_FILE,
  SESSION_HINT_COOKIE,
} from '@shared-schema/constants';
import type { AppContext, AppMiddleware } from '../app-context';

/**
 * Serves the PWA build: hashed assets cached for a year, the service worker and index.html never cached,
 * and index.html for every other GET that is not an /api call, so deep links work. / is answered with the
 * landing prerendered at build time, unless the browser says (hint cookies) that / shows Home there: that user
 * gets the plain shell, so the landing never flashes before Home.
 */
export type HtmlRewriter = (pathname: string, html: string) => Promise<string>;

/** `rewriteHtml` (optional) adjusts a page's HTML per path at request time, e.g. SEO head tags from the database. */
export function servePwa(distDir: string, rewriteHtml?: HtmlRewriter): AppMiddleware {
  const indexFile = path.join(distDir, 'index.html');
  const landingFile = path.join(distDir, PRERENDERED_LANDING_FILE);
  return async (ctx, next) => {
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      ctx.path.startsWith('/api/') ||
      ctx.path === '/api'
    )
      return next();
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
    let page = 'index.html';
    if (requested === '/') {
      ctx.vary('Cookie');
      if (!showsHome(ctx) && existsSync(landingFile)) page = PRERENDERED_LANDING_FILE;
    }
    if (rewriteHtml) {
      const html = await readFile(path.join(distDir, page), 'utf8');
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = await rewriteHtml(requested, html);
    } else {
      await send(ctx, page, {
        root: distDir,
        setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
      });
    }
    // The app shows its 404 screen for a path it has no screen for; the status says so too (crawlers, links),
    // whichever way the page was written.
    if (!isAppRoute(requested)) ctx.status = 404;
  };
}

const KNOWN_SEGMENTS: ReadonlySet<string> = new Set(APP_ROUTE_SEGMENTS);

function isAppRoute(requested: string): boolean {
  const first = requested.split('/')[1] ?? '';
  return first === '' || KNOWN_SEGMENTS.has(first);
}

function showsHome(ctx: AppContext): boolean {
  return Boolean(ctx.cookies.get(SESSION_HINT_COOKIE) || ctx.cookies.get(HOME_HINT_COOKIE));
}

function decodeSafe(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return '/';
  }
}

function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error.status === 404 || error.status === 400)
  );
}
