import type { Knex } from 'knex';
import type { BlogPost, SeoContent } from '@shared-schema';
import type { AuthUser } from '../../app-context';
import { ConflictError, NotFoundError } from '../../errors';
import type { ActivityService } from '../activity/activity-service';
import { isUniqueViolation } from '../auth/accounts-service';
import { BlogPostsRepository, type BlogPostBody, type BlogPostRecord } from './blog-posts-repository';
import { SeoContentRepository, type SeoContentBody } from './seo-content-repository';

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

function toBlogPost({ updatedAt: _updatedAt, ...post }: BlogPostRecord): BlogPost {
  return post;
}

function postDetails(post: BlogPost): string {
  return `${post.slug}${post.published ? ' (published)' : ' (draft)'}`;
}

/**
 * SEO content and blog posts (spec 001 section 7): the super admin's edits, each audited, and the public reads
 * the server's pages use (published posts, the active SEO entry of a page).
 */
export class ContentService {
  private readonly seo: SeoContentRepository;
  private readonly blog: BlogPostsRepository;
  private readonly activity: ActivityService;

  constructor(deps: { db: Knex; activity: ActivityService }) {
    this.seo = new SeoContentRepository(deps.db);
    this.blog = new BlogPostsRepository(deps.db);
    this.activity = deps.activity;
  }

  listSeo(): Promise<SeoContent[]> {
    return this.seo.list();
  }

  async createSeo(actor: AuthUser, body: SeoContentBody): Promise<SeoContent> {
    const created = await this.seo.create(body).catch(pageTaken);
    await this.activity.audit(actor, 'seo_content_created', `${created.page}: ${created.title}`);
    return created;
  }

  async updateSeo(actor: AuthUser, id: string, body: SeoContentBody): Promise<SeoContent> {
    const updated = found(await this.seo.update(id, body).catch(pageTaken), 'SEO content');
    await this.activity.audit(actor, 'seo_content_updated', `${updated.page}: ${updated.title}`);
    return updated;
  }

  async deleteSeo(actor: AuthUser, id: string): Promise<void> {
    const deleted = found(await this.seo.delete(id), 'SEO content');
    await this.activity.audit(actor, 'seo_content_deleted', deleted.page);
  }

  /** The head tags of a page, when an active entry exists for it. */
  activeSeoFor(pathname: string): Promise<SeoContent | undefined> {
    return this.seo.activeFor(pathname);
  }

  async listBlogPosts(): Promise<BlogPost[]> {
    return (await this.blog.list()).map(toBlogPost);
  }

  async createBlogPost(actor: AuthUser, body: BlogPostBody): Promise<BlogPost> {
    const created = toBlogPost(await this.blog.create(body).catch(slugTaken));
    await this.activity.audit(actor, 'blog_post_created', postDetails(created));
    return created;
  }

  async updateBlogPost(actor: AuthUser, id: string, body: BlogPostBody): Promise<BlogPost> {
    const updated = toBlogPost(found(await this.blog.update(id, body).catch(slugTaken), 'Blog post'));
    await this.activity.audit(actor, 'blog_post_updated', postDetails(updated));
    return updated;
  }

  async deleteBlogPost(actor: AuthUser, id: string): Promise<void> {
    const deleted = found(await this.blog.delete(id), 'Blog post');
    await this.activity.audit(actor, 'blog_post_deleted', deleted.slug);
  }

  publishedPosts(): Promise<BlogPostRecord[]> {
    return this.blog.published();
  }

  publishedPost(slug: string): Promise<BlogPostRecord | undefined> {
    return this.blog.publishedBySlug(slug);
  }
}
