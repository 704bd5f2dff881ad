import Router from '@koa/router';
import { blogPostBodySchema, seoContentBodySchema } from '@shared-schema';
import type { AppState } from '../../app-context';
import { requireUser } from '../../middleware/authenticate';
import { parseBody } from '../../middleware/parse-body';
import type { ActivityService } from '../activity/activity-service';
import { superAdminOnly } from '../admin/admin-guard';
import type { ContentService } from './content-service';

/** Spec 001 section 7: SEO content and blog posts for the super admin; every change is audited. */
export function contentAdminRoutes(deps: {
  content: ContentService;
  activity: ActivityService;
}): Router<AppState> {
  const router = new Router<AppState>();
  const admin = superAdminOnly(deps.activity);
  const { content } = deps;

  router.get('/api/admin/seo-content', admin, async (ctx) => {
    ctx.body = await content.listSeo();
  });
  router.post('/api/admin/seo-content', admin, async (ctx) => {
    const created = await content.createSeo(requireUser(ctx), parseBody(ctx, seoContentBodySchema));
    ctx.status = 201;
    ctx.body = created;
  });
  router.patch('/api/admin/seo-content/:id', admin, async (ctx) => {
    const body = parseBody(ctx, seoContentBodySchema);
    ctx.body = await content.updateSeo(requireUser(ctx), ctx.params.id ?? '', body);
  });
  router.delete('/api/admin/seo-content/:id', admin, async (ctx) => {
    await content.deleteSeo(requireUser(ctx), ctx.params.id ?? '');
    ctx.body = { success: true };
  });

  router.get('/api/admin/blog-posts', admin, async (ctx) => {
    ctx.body = await content.listBlogPosts();
  });
  router.post('/api/admin/blog-posts', admin, async (ctx) => {
    const created = await content.createBlogPost(requireUser(ctx), parseBody(ctx, blogPostBodySchema));
    ctx.status = 201;
    ctx.body = created;
  });
  router.patch('/api/admin/blog-posts/:id', admin, async (ctx) => {
    const body = parseBody(ctx, blogPostBodySchema);
    ctx.body = await content.updateBlogPost(requireUser(ctx), ctx.params.id ?? '', body);
  });
  router.delete('/api/admin/blog-posts/:id', admin, async (ctx) => {
    await content.deleteBlogPost(requireUser(ctx), ctx.params.id ?? '');
    ctx.body = { success: true };
  });

  return router;
}
