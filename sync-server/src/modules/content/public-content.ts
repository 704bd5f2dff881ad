import type { AppMiddleware } from '../../app-context';
import { applySeoHead } from './seo-head';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/database-unavailable';
import { blogIndexPage, blogPostPage, notFoundPage, sitemapXml, unavailablePage } from './blog-pages';
import type { ContentService } from './content-service';

/**
 * Public content served by the server, read from the database on every request so a change needs no
 * rebuild: /blog, /blog/:slug (published posts only, Markdown rendered safely) and /sitemap.xml.
 */
export function publicContentPages(deps: { content: ContentService; publicUrl: string }): AppMiddleware {
  const { content } = deps;
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    try {
      await servePublicContent(ctx, next);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || !isContentPath(ctx.path)) throw error;
      // A reader gets a page, not the API's JSON: the blog is back once the database is.
      ctx.status = 503;
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = unavailablePage(deps.publicUrl);
    }
  };

  async function servePublicContent(ctx: Parameters<AppMiddleware>[0], next: () => Promise<unknown>) {
    const html = (status: number, body: string) => {
      ctx.status = status;
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = body;
    };
    if (ctx.path === '/sitemap.xml') {
      ctx.type = 'application/xml; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = sitemapXml(await content.publishedPosts(), deps.publicUrl);
      return;
    }
    if (ctx.path === '/blog' || ctx.path === '/blog/') {
      return html(200, blogIndexPage(await content.publishedPosts(), deps.publicUrl));
    }
    const match = /^\/blog\/([^/]+)\/?$/.exec(ctx.path);
    if (match?.[1]) {
      const post = await content.publishedPost(decodeURIComponentSafe(match[1]));
      return post ? html(200, blogPostPage(post, deps.publicUrl)) : html(404, notFoundPage(deps.publicUrl));
    }
    return next();
  }
}

function isContentPath(pathname: string): boolean {
  return pathname === '/sitemap.xml' || pathname === '/blog' || pathname.startsWith('/blog/');
}

/** For the PWA's HTML (shell and prerendered landing): the page's active SEO entry sets its head tags. */
export function seoHtmlRewriter(
  content: ContentService,
): (pathname: string, html: string) => Promise<string> {
  return async (pathname, html) => {
    // The shell must open while the database restarts: it is served with its built-in head tags then.
    const entry = await content.activeSeoFor(pathname).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) return undefined;
      throw error;
    });
    return entry ? applySeoHead(html, entry) : html;
  };
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
