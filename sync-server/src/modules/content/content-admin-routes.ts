import Router from '@koa/router';
import type { Knex } from 'knex';
import { blogPostBodySchema, seoContentBodySchema, type BlogPost } from '@shared-schema';
import type { AppContext, AppState } from '../../app-context';
import { ConflictError, NotFoundError } from '../../errors';
import { requireUser } from '../../middleware/authenticate';
import { parseBody } from '../../middleware/parse-body';
import type { ActivityLogRepository } from '../activity/activity-log-repository';
import { superAdminOnly } from '../admin/admin-guard';
import { isUniqueViolation } from '../auth/accounts-service';
import { BlogPostsRepository, type BlogPostRecord } from './blog-posts-repository';
import { SeoContentRepository } from './seo-content-repository';

function toBlogPost({ updatedAt: _updatedAt, ...post }: BlogPostRecord): BlogPost {
  return post;
}

function conflictOn(message: string, code: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw new ConflictError(message, code);
    throw error;
  };
}
const slugTaken = conflictOn('Another blog post already uses this slug', 'slug-taken');
const pageTaken = conflictOn('This page already has SEO content; edit that entry instead', 'seo-page-taken');

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new NotFoundError(`${what} not found`);
  return value;
}

/** Spec 001 section 7: SEO content and blog posts for the super admin; every change is audited. */
export function contentAdminRoutes(deps: { db: Knex; activity: ActivityLogRepository }): Router<AppState> {
  const router = new Router<AppState>();
  const admin = superAdminOnly(deps.activity);
  const seo = new SeoContentRepository(deps.db);
  const blog = new BlogPostsRepository(deps.db);
  const audit = (ctx: AppContext, action: string, details: string) => {
    const actor = requireUser(ctx);
    return deps.activity.record({ action, userId: actor.id, userEmail: actor.email, details });
  };

  router.get('/api/admin/seo-content', admin, async (ctx) => {
    ctx.body = await seo.list();
  });
  router.post('/api/admin/seo-content', admin, async (ctx) => {
    const created = await seo.create(parseBody(ctx, seoContentBodySchema)).catch(pageTaken);
    await audit(ctx, 'seo_content_created', `${created.page}: ${created.title}`);
    ctx.status = 201;
    ctx.body = created;
  });
  router.patch('/api/admin/seo-content/:id', admin, async (ctx) => {
    const body = parseBody(ctx, seoContentBodySchema);
    const updated = found(await seo.update(ctx.params.id ?? '', body).catch(pageTaken), 'SEO content');
    await audit(ctx, 'seo_content_updated', `${updated.page}: ${updated.title}`);
    ctx.body = updated;
  });
  router.delete('/api/admin/seo-content/:id', admin, async (ctx) => {
    const deleted = found(await seo.delete(ctx.params.id ?? ''), 'SEO content');
    await audit(ctx, 'seo_content_deleted', deleted.page);
    ctx.body = { success: true };
  });

  router.get('/api/admin/blog-posts', admin, async (ctx) => {
    ctx.body = (await blog.list()).map(toBlogPost);
  });
  router.post('/api/admin/blog-posts', admin, async (ctx) => {
    const created = await blog.create(parseBody(ctx, blogPostBodySchema)).catch(slugTaken);
    await audit(
      ctx,
      'blog_post_created',
      `${created.slug}${created.published ? ' (published)' : ' (draft)'}`,
    );
    ctx.status = 201;
    ctx.body = toBlogPost(created);
  });
  router.patch('/api/admin/blog-posts/:id', admin, async (ctx) => {
    const body = parseBody(ctx, blogPostBodySchema);
    const updated = found(await blog.update(ctx.params.id ?? '', body).catch(slugTaken), 'Blog post');
    await audit(
      ctx,
      'blog_post_updated',
      `${updated.slug}${updated.published ? ' (published)' : ' (draft)'}`,
    );
    ctx.body = toBlogPost(updated);
  });
  router.delete('/api/admin/blog-posts/:id', admin, async (ctx) => {
    const deleted = found(await blog.delete(ctx.params.id ?? ''), 'Blog post');
    await audit(ctx, 'blog_post_deleted', deleted.slug);
    ctx.body = { success: true };
  });

  return router;
}
