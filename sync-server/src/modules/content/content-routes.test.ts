import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import type { SignedInUser } from '../../../test/test-users';
import { signUpSuperAdmin } from '../../../test/super-admin';

let server: TestServer;
let superAdmin: SignedInUser;

const SHELL = `<!doctype html><html><head><title>Clausecraft</title>
<meta name="description" content="Default description"><meta property="og:title" content="Clausecraft">
</head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'clausecraft-dist-'));
  await writeFile(path.join(dist, 'index.html'), SHELL.replace('root"></div>', 'root">shell</div>'));
  await writeFile(path.join(dist, 'landing.html'), SHELL.replace('root"></div>', 'root">landing</div>'));
  server = await startTestServer({ env: { PWA_DIST_DIR: dist } });
  superAdmin = await signUpSuperAdmin(server);
});
afterAll(() => server.close());

const page = async (pathname: string) => {
  const res = await fetch(server.url + pathname);
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
};

describe('SEO content in the served HTML', () => {
  it('sets title, description, keywords, canonical and Open Graph on that page only, landing included', async () => {
    const seo = {
      page: 'home',
      title: 'Contracts in minutes & <cheap>',
      description: 'Build a contract by chatting.',
      keywords: 'contracts, builder',
      canonicalUrl: 'https://clausecraft.example/',
      ogImage: 'https://clausecraft.example/og.png',
    };
    const created = await server.request('/api/admin/seo-content', { body: seo, token: superAdmin.token });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ page: '/', isActive: true, ogTitle: '' });
    const landing = await page('/');
    expect(landing.text).toContain('landing');
    expect(landing.text).toContain('<title>Contracts in minutes &amp; &lt;cheap&gt;</title>');
    expect(landing.text).toContain('<meta name="description" content="Build a contract by chatting.">');
    expect(landing.text).not.toContain('Default description');
    expect(landing.text).toContain('<meta name="keywords" content="contracts, builder">');
    expect(landing.text).toContain('<link rel="canonical" href="https://clausecraft.example/">');
    expect(landing.text).toContain(
      '<meta property="og:title" content="Contracts in minutes &amp; &lt;cheap&gt;">',
    );
    expect(landing.text).toContain('<meta property="og:image" content="https://clausecraft.example/og.png">');
    expect((await page('/contract-review')).text).toContain('<title>Clausecraft</title>');

    const id = String(Reflect.get(Object(created.body), 'id'));
    const off = await server.request(`/api/admin/seo-content/${id}`, {
      method: 'PATCH',
      body: { ...seo, isActive: false },
      token: superAdmin.token,
    });
    expect(off.status).toBe(200);
    expect((await page('/')).text).toContain('<title>Clausecraft</title>');

    const dup = await server.request('/api/admin/seo-content', {
      body: { ...seo, page: '/' },
      token: superAdmin.token,
    });
    expect(dup.status).toBe(409);
    for (const bad of [
      { page: '/', title: '' },
      { page: '', title: 'x' },
      { page: '/a', title: 'x'.repeat(61) },
      { page: '/a', title: 'x', description: 'd'.repeat(161) },
    ]) {
      expect(
        (await server.request('/api/admin/seo-content', { body: bad, token: superAdmin.token })).status,
      ).toBe(400);
    }
    expect(
      (await server.request(`/api/admin/seo-content/${id}`, { method: 'DELETE', token: superAdmin.token }))
        .status,
    ).toBe(200);
  });
});

describe('SEO values written literally', () => {
  it("inserts backticks, `$&`, `$'` and `$1` as text, the page keeps one doctype and whole attributes", async () => {
    const seo = {
      page: '/terms',
      title: "Terms $& $` $' $1",
      description: "Read $& and $' and $`",
      keywords: '$$ $<name>',
    };
    const created = await server.request('/api/admin/seo-content', { body: seo, token: superAdmin.token });
    expect(created.status).toBe(201);
    const terms = await page('/terms');
    expect(terms.text).toContain('<title>Terms $&amp; $` $&#39; $1</title>');
    expect(terms.text).toContain(`<meta name="description" content="Read $&amp; and $&#39; and $\`">`);
    expect(terms.text).toContain('<meta name="keywords" content="$$ $&lt;name&gt;">');
    expect(terms.text.match(/<!doctype/gi)).toHaveLength(1);
    expect(terms.text.match(/<\/head>/gi)).toHaveLength(1);
    const id = String(Reflect.get(Object(created.body), 'id'));
    await server.request(`/api/admin/seo-content/${id}`, { method: 'DELETE', token: superAdmin.token });
  });

  it('accepts only http(s) addresses for the canonical URL and the image, with a clear 400', async () => {
    for (const canonicalUrl of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      '//evil.example/',
      'ftp://example.com/',
      'clausecraft.example',
    ]) {
      const res = await server.request('/api/admin/seo-content', {
        body: { page: '/pricing-x', title: 'x', canonicalUrl },
        token: superAdmin.token,
      });
      expect(res.status, canonicalUrl).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Canonical URL must be an http:// or https:// address');
    }
    const badImage = await server.request('/api/admin/seo-content', {
      body: { page: '/pricing-x', title: 'x', ogImage: 'javascript:alert(1)' },
      token: superAdmin.token,
    });
    expect(badImage.status).toBe(400);
    const list = await server.request('/api/admin/seo-content', { method: 'GET', token: superAdmin.token });
    expect(JSON.stringify(list.body)).not.toContain('/pricing-x');
    const ok = await server.request('/api/admin/seo-content', {
      body: { page: '/pricing-x', title: 'x', canonicalUrl: 'http://clausecraft.example/pricing' },
      token: superAdmin.token,
    });
    expect(ok.status).toBe(201);
  });
});

describe("the page's active SEO entry for the app", () => {
  it('is answered by GET /api/seo-content?page= and handed over in the served HTML as data', async () => {
    const seo = { page: 'contract-review/', title: 'Review </script><b>', description: 'Checked' };
    const created = await server.request('/api/admin/seo-content', { body: seo, token: superAdmin.token });
    expect(created.status).toBe(201);
    const answer = await server.request('/api/seo-content?page=%2Fcontract-review');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      seo: {
        page: '/contract-review',
        title: 'Review </script><b>',
        description: 'Checked',
        keywords: '',
        canonicalUrl: '',
        ogTitle: '',
        ogDescription: '',
        ogImage: '',
      },
    });
    expect((await server.request('/api/seo-content?page=%2Fno-entry')).body).toEqual({ seo: null });
    const missing = await server.request('/api/seo-content');
    expect(missing.status).toBe(400);

    const html = (await page('/contract-review')).text;
    const block = /<script type="application\/json" id="page-seo">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(answer.body && Reflect.get(Object(answer.body), 'seo'));
    expect((await page('/terms')).text).not.toContain('id="page-seo"');
    const id = String(Reflect.get(Object(created.body), 'id'));
    await server.request(`/api/admin/seo-content/${id}`, { method: 'DELETE', token: superAdmin.token });
  });
});

describe('blog', () => {
  it('publishes safe Markdown at /blog and /blog/:slug and in the sitemap; drafts never leak; slugs unique', async () => {
    const post = (body: unknown) =>
      server.request('/api/admin/blog-posts', { body, token: superAdmin.token });
    const published = await post({
      title: 'Five clauses',
      slug: 'five-clauses',
      excerpt: 'What every contract needs',
      content:
        '# Heading\n\n**Bold** text <script>alert(1)</script> <img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) [ok](https://example.com)',
      tags: ['law', 'tips'],
      published: true,
    });
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({
      published: true,
      publishedAt: expect.any(String),
      tags: ['law', 'tips'],
    });
    const draft = await post({
      title: 'Secret draft',
      slug: 'secret-draft',
      content: 'hidden',
      published: false,
    });
    expect(draft.body).toMatchObject({ published: false, publishedAt: null });
    expect((await post({ title: 'Again', slug: 'five-clauses' })).status).toBe(409);
    expect((await post({ title: 'Bad', slug: 'Not A Slug' })).status).toBe(400);

    const index = await page('/blog');
    expect(index.status).toBe(200);
    expect(index.text).toContain('Five clauses');
    expect(index.text).not.toContain('Secret draft');
    const article = await page('/blog/five-clauses');
    expect(article.text).toContain('<h1>Heading</h1>');
    expect(article.text).toContain('<strong>Bold</strong>');
    expect(article.text).not.toMatch(/<script>alert|<img[^>]*onerror|href="javascript:/i);
    expect(article.text).toContain('&lt;script&gt;');
    expect(article.text).toContain('href="https://example.com"');
    expect((await page('/blog/secret-draft')).status).toBe(404);
    expect((await page('/blog/nope')).status).toBe(404);
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.type).toContain('xml');
    expect(sitemap.text).toContain('/blog/five-clauses');
    expect(sitemap.text).not.toContain('secret-draft');

    const id = String(Reflect.get(Object(draft.body), 'id'));
    const publish = await server.request(`/api/admin/blog-posts/${id}`, {
      method: 'PATCH',
      body: { title: 'Secret draft', slug: 'secret-draft', content: 'now public', published: true },
      token: superAdmin.token,
    });
    expect(publish.body).toMatchObject({ published: true, publishedAt: expect.any(String) });
    expect((await page('/blog/secret-draft')).text).toContain('now public');
    const list = await server.request('/api/admin/blog-posts', { token: superAdmin.token });
    expect(Array.isArray(list.body) && list.body.length).toBe(2);
    expect(
      (await server.request(`/api/admin/blog-posts/${id}`, { method: 'DELETE', token: superAdmin.token }))
        .status,
    ).toBe(200);
    expect((await page('/blog/secret-draft')).status).toBe(404);
  });
});
