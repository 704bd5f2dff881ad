import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { BlogPost, blogPostBodySchema } from '@shared-schema';

export type BlogPostBody = z.output<typeof blogPostBodySchema>;

const blogRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string(),
  published: z.boolean(),
  published_at: z.date().nullable(),
  tags: z.array(z.string()),
  updated_at: z.date(),
});

export type BlogPostRecord = BlogPost & { updatedAt: Date };

function toPost(row: unknown): BlogPostRecord {
  const r = blogRowSchema.parse(row);
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    content: r.content,
    excerpt: r.excerpt,
    published: r.published,
    publishedAt: r.published_at?.toISOString() ?? null,
    tags: r.tags,
    updatedAt: r.updated_at,
  };
}

function toRow(body: BlogPostBody) {
  return {
    title: body.title,
    slug: body.slug,
    excerpt: body.excerpt,
    content: body.content,
    tags: body.tags,
    published: body.published,
  };
}

/** blog_posts. publishedAt is set the first time a post is published and kept when it is edited. */
export class BlogPostsRepository {
  constructor(private readonly db: Knex) {}

  async list(): Promise<BlogPostRecord[]> {
    const rows: unknown[] = await this.db('blog_posts').orderBy('created_at', 'desc');
    return rows.map(toPost);
  }

  /** Published only: drafts never leave the admin calls. */
  async published(limit = 1000): Promise<BlogPostRecord[]> {
    const rows: unknown[] = await this.db('blog_posts')
      .where({ published: true })
      .orderBy('published_at', 'desc')
      .limit(limit);
    return rows.map(toPost);
  }

  async publishedBySlug(slug: string): Promise<BlogPostRecord | undefined> {
    const row: unknown = await this.db('blog_posts').where({ slug, published: true }).first();
    return row ? toPost(row) : undefined;
  }

  async create(body: BlogPostBody): Promise<BlogPostRecord> {
    const rows: unknown[] = await this.db('blog_posts')
      .insert({ id: uuidv7(), ...toRow(body), published_at: body.published ? this.db.fn.now() : null })
      .returning('*');
    return toPost(rows[0]);
  }

  async update(id: string, body: BlogPostBody): Promise<BlogPostRecord | undefined> {
    if (!z.uuid().safeParse(id).success) return undefined;
    const rows: unknown[] = await this.db('blog_posts')
      .where({ id })
      .update({
        ...toRow(body),
        published_at: body.published ? this.db.raw('coalesce(published_at, now())') : null,
        updated_at: this.db.fn.now(),
      })
      .returning('*');
    return rows[0] ? toPost(rows[0]) : undefined;
  }

  async delete(id: string): Promise<BlogPostRecord | undefined> {
    if (!z.uuid().safeParse(id).success) return undefined;
    const rows: unknown[] = await this.db('blog_posts').where({ id }).delete().returning('*');
    return rows[0] ? toPost(rows[0]) : undefined;
  }
}
