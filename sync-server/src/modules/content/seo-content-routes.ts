import Router from '@koa/router';
import { pageSeoQuerySchema, pageSeoSchema } from '@shared-schema';
import type { AppState } from '../../app-context';
import type { ContentService } from './content-service';

/**
 * The active SEO entry of one page, for the app: after a navigation inside the app it sets the same head tags
 * the server writes into that page's HTML, so an admin's title and description are what the browser shows.
 */
export function seoContentRoutes(deps: { content: ContentService }): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/seo-content', async (ctx) => {
    const { page } = pageSeoQuerySchema.parse(ctx.query);
    const entry = await deps.content.activeSeoFor(page);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { seo: entry ? pageSeoSchema.parse(entry) : null };
  });
  return router;
}
