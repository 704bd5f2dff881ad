import type { BlogPostRecord } from './blog-posts-repository';
import { escapeHtml } from './html-escape';
import { renderMarkdown } from './markdown';

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1f2937;line-height:1.6}
header,main,footer{max-width:760px;margin:0 auto;padding:1rem 1.25rem}header a{font-weight:700;color:#1d4ed8;text-decoration:none}
article+article{border-top:1px solid #e5e7eb;margin-top:1.5rem;padding-top:1.5rem}.meta{color:#6b7280;font-size:.9rem}
.tag{display:inline-block;background:#eff6ff;color:#1d4ed8;border-radius:999px;padding:0 .6rem;margin-right:.3rem;font-size:.8rem}
pre{background:#f3f4f6;padding:1rem;overflow:auto}img{max-width:100%}footer{color:#6b7280;font-size:.85rem}`;

function layout(opts: { title: string; description: string; canonical: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(opts.title)}</title>
<meta name="description" content="${escapeHtml(opts.description)}">
<link rel="canonical" href="${escapeHtml(opts.canonical)}">
<meta property="og:title" content="${escapeHtml(opts.title)}">
<meta property="og:description" content="${escapeHtml(opts.description)}">
<meta property="og:type" content="article">
<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">Clausecraft</a> · <a href="/blog">Blog</a></header>
<main>
${opts.body}
</main>
<footer>Clausecraft provides contract tools, not legal advice.</footer>
</body>
</html>`;
}

function date(post: BlogPostRecord): string {
  return post.publishedAt ? new Date(post.publishedAt).toISOString().slice(0, 10) : '';
}

function tags(post: BlogPostRecord): string {
  return post.tags.map((t) => `<span class="tag">${escapeHtml(t)}</span>`).join('');
}

export function blogIndexPage(posts: BlogPostRecord[], publicUrl: string): string {
  const items = posts.length
    ? posts
        .map(
          (p) => `<article>
<h2><a href="/blog/${encodeURIComponent(p.slug)}">${escapeHtml(p.title)}</a></h2>
<p class="meta">${date(p)} ${tags(p)}</p>
<p>${escapeHtml(p.excerpt)}</p>
</article>`,
        )
        .join('\n')
    : '<p>No posts yet.</p>';
  return layout({
    title: 'Blog · Clausecraft',
    description: 'Articles about building and reviewing contracts.',
    canonical: `${publicUrl}/blog`,
    body: `<h1>Blog</h1>\n${items}`,
  });
}

export function blogPostPage(post: BlogPostRecord, publicUrl: string): string {
  return layout({
    title: `${post.title} · Clausecraft`,
    description: post.excerpt,
    canonical: `${publicUrl}/blog/${encodeURIComponent(post.slug)}`,
    body: `<article>
<h1>${escapeHtml(post.title)}</h1>
<p class="meta">${date(post)} ${tags(post)}</p>
${renderMarkdown(post.content)}
</article>`,
  });
}

export function notFoundPage(publicUrl: string): string {
  return layout({
    title: 'Page Not Found · Clausecraft',
    description: '',
    canonical: `${publicUrl}/blog`,
    body: '<h1>Page Not Found</h1><p><a href="/blog">Back to the blog</a></p>',
  });
}

export function unavailablePage(publicUrl: string): string {
  return layout({
    title: 'Back in a Moment · Clausecraft',
    description: '',
    canonical: `${publicUrl}/blog`,
    body: '<h1>Back in a Moment</h1><p>The blog is briefly unavailable. Please reload the page in a few seconds.</p><p><a href="/">Go to Clausecraft</a></p>',
  });
}

/** Public routes of the app that a search engine may index, plus every published post. */
const PUBLIC_ROUTES = [
  '/',
  '/contract-builder',
  '/contract-review',
  '/buy-credits',
  '/blog',
  '/terms',
  '/privacy',
  '/refund',
  '/disclaimer',
];

export function sitemapXml(posts: BlogPostRecord[], publicUrl: string): string {
  const urls = [
    ...PUBLIC_ROUTES.map((p) => `<url><loc>${escapeHtml(publicUrl + p)}</loc></url>`),
    ...posts.map(
      (p) =>
        `<url><loc>${escapeHtml(`${publicUrl}/blog/${encodeURIComponent(p.slug)}`)}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
