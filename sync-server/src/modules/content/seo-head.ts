import { pageSeoSchema, type SeoContent } from '@shared-schema';
import { PAGE_SEO_ELEMENT_ID } from '@shared-schema/constants';
import { escapeHtml } from './html-escape';

/** Head tags one SEO entry sets; existing tags of the same kind are replaced, not duplicated. */
export function applySeoHead(html: string, seo: SeoContent): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}">` : '';
  const ogTitle = seo.ogTitle || seo.title;
  const ogDescription = seo.ogDescription || seo.description;
  const tags = [
    meta('name', 'description', seo.description),
    meta('name', 'keywords', seo.keywords),
    seo.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(seo.canonicalUrl)}">` : '',
    meta('property', 'og:title', ogTitle),
    meta('property', 'og:description', ogDescription),
    meta('property', 'og:image', seo.ogImage),
    seo.canonicalUrl ? meta('property', 'og:url', seo.canonicalUrl) : '',
    pageSeoData(seo),
  ].filter(Boolean);
  // Replacer functions, not replacement strings: a value's `$&`, `$\`` or `$'` is text, never a pattern.
  const title = `<title>${escapeHtml(seo.title)}</title>`;
  let out = html.replace(/<title>[\s\S]*?<\/title>/i, () => title);
  const replaced: Array<[RegExp, boolean]> = [
    [/<meta\s+name="description"[^>]*>\s*/gi, Boolean(seo.description)],
    [/<meta\s+name="keywords"[^>]*>\s*/gi, Boolean(seo.keywords)],
    [/<link\s+rel="canonical"[^>]*>\s*/gi, Boolean(seo.canonicalUrl)],
    [/<meta\s+property="og:(title|description)"[^>]*>\s*/gi, Boolean(ogTitle || ogDescription)],
    [/<meta\s+property="og:image"[^>]*>\s*/gi, Boolean(seo.ogImage)],
    [/<meta\s+property="og:url"[^>]*>\s*/gi, Boolean(seo.canonicalUrl)],
  ];
  for (const [pattern, ours] of replaced) if (ours) out = out.replace(pattern, '');
  if (!/<title>/i.test(out)) tags.unshift(title);
  const head = `${tags.join('\n')}\n</head>`;
  return out.replace(/<\/head>/i, () => head);
}

/** The entry as data for the app, which keeps these tags once it starts: a JSON block (never run), with `<` escaped so no value can close it. */
function pageSeoData(seo: SeoContent): string {
  const json = JSON.stringify(pageSeoSchema.parse(seo)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_SEO_ELEMENT_ID}">${json}</script>`;
}
