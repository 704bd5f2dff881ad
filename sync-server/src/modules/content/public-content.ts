import type { Knex } from 'knex';
import type { AppMiddleware } from '../../app-context';
import { applySeoHead } from './seo-head';
import { blogIndexPage, blogPostPage, notFoundPage, sitemapXml } from './blog-pages';
import { BlogPostsRepository } from './blog-posts-repository';
import { SeoContentRepository } from './seo-content-repository';

/**
 * Public content served by the server, read from the database on every request so a change needs no
 * rebuild: /blog, /blog/:slug (published posts only, Markdown rendered safely) and /sitemap.xml.
 */
export function publicContentPages(deps: { db: Knex; publicUrl: string }): AppMiddleware {
  const blog = new BlogPostsRepository(deps.db);
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
      ctx.body = sitemapXml(await blog.published(), deps.publicUrl);
      return;
    }
    if (ctx.path === '/blog' || ctx.path === '/blog/') {
      return html(200, blogIndexPage(await blog.published(), deps.publicUrl));
    }
    const match = /^\/blog\/([^/]+)\/?$/.exec(ctx.path);
    if (match?.[1]) {
      const post = await blog.publishedBySlug(decodeURIComponentSafe(match[1]));
      return post ? html(200, blogPostPage(post, deps.publicUrl)) : html(404, notFoundPage(deps.publicUrl));
    }
    return next();
  };
}

/** For the PWA's HTML (shell and prerendered landing): the page's active SEO entry sets its head tags. */
export function seoHtmlRewriter(db: Knex): (pathname: string, html: string) => Promise<string> {
  const seo = new SeoContentRepository(db);
  return async (pathname, html) => {
    const entry = await seo.activeFor(pathname);
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
