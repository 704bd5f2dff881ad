import type { AppMiddleware } from '../../app-context';
import { applySeoHead } from './seo-head';
import { blogIndexPage, blogPostPage, notFoundPage, sitemapXml } from './blog-pages';
import type { ContentService } from './content-service';

/**
 * Public content served by the server, read from the database on every request so a change needs no
 * rebuild: /blog, /blog/:slug (published posts only, Markdown rendered safely) and /sitemap.xml.
 */
export function publicContentPages(deps: { content: ContentService; publicUrl: string }): AppMiddleware {
  const { content } = deps;
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
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
  };
}

/** For the PWA's HTML (shell and prerendered landing): the page's active SEO entry sets its head tags. */
export function seoHtmlRewriter(
  content: ContentService,
): (pathname: string, html: string) => Promise<string> {
  return async (pathname, html) => {
    const entry = await content.activeSeoFor(pathname);
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
