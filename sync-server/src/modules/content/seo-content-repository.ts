import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { SeoContent, seoContentBodySchema } from '@shared-schema';

export type SeoContentBody = z.output<typeof seoContentBodySchema>;

const seoRowSchema = z.object({
  id: z.string(),
  page: z.string(),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  content: z.string(),
  canonical_url: z.string(),
  og_title: z.string(),
  og_description: z.string(),
  og_image: z.string(),
  is_active: z.boolean(),
});

function toSeo(row: unknown): SeoContent {
  const r = seoRowSchema.parse(row);
  return {
    id: r.id,
    page: r.page,
    title: r.title,
    description: r.description,
    keywords: r.keywords,
    content: r.content,
    canonicalUrl: r.canonical_url,
    ogTitle: r.og_title,
    ogDescription: r.og_description,
    ogImage: r.og_image,
    isActive: r.is_active,
  };
}

/** A page is stored as its path: 'home' and '' mean '/', a missing leading slash is added. */
export function normalizePage(page: string): string {
  const trimmed = page.trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'home' || trimmed === '/') return '/';
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

function toRow(body: SeoContentBody) {
  return {
    page: normalizePage(body.page),
    title: body.title,
    description: body.description,
    keywords: body.keywords,
    content: body.content,
    canonical_url: body.canonicalUrl,
    og_title: body.ogTitle,
    og_description: body.ogDescription,
    og_image: body.ogImage,
    is_active: body.isActive,
  };
}

export class SeoContentRepository {
  constructor(private readonly db: Knex) {}

  async list(): Promise<SeoContent[]> {
    const rows: unknown[] = await this.db('seo_content').orderBy('page');
    return rows.map(toSeo);
  }

  async activeFor(page: string): Promise<SeoContent | undefined> {
    const row: unknown = await this.db('seo_content')
      .where({ page: normalizePage(page), is_active: true })
      .first();
    return row ? toSeo(row) : undefined;
  }

  async create(body: SeoContentBody): Promise<SeoContent> {
    const rows: unknown[] = await this.db('seo_content')
      .insert({ id: uuidv7(), ...toRow(body) })
      .returning('*');
    return toSeo(rows[0]);
  }

  async update(id: string, body: SeoContentBody): Promise<SeoContent | undefined> {
    if (!z.uuid().safeParse(id).success) return undefined;
    const rows: unknown[] = await this.db('seo_content')
      .where({ id })
      .update({ ...toRow(body), updated_at: this.db.fn.now() })
      .returning('*');
    return rows[0] ? toSeo(rows[0]) : undefined;
  }

  async delete(id: string): Promise<SeoContent | undefined> {
    if (!z.uuid().safeParse(id).success) return undefined;
    const rows: unknown[] = await this.db('seo_content').where({ id }).delete().returning('*');
    return rows[0] ? toSeo(rows[0]) : undefined;
  }
}
