import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from '../app-context';
import { servePwa } from './serve-pwa';

let dir: string;
let base: string;
let rewrittenBase: string;
const closers: Array<() => void> = [];

async function listen(app: Koa<AppState>): Promise<string> {
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  closers.push(() => server.close());
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'serve-pwa-'));
  await writeFile(path.join(dir, 'index.html'), 'shell');
  await writeFile(path.join(dir, 'landing.html'), 'landing');
  base = await listen(new Koa<AppState>().use(servePwa(dir)));
  // As in the app: a rewriter (SEO head tags) writes every HTML page.
  rewrittenBase = await listen(
    new Koa<AppState>().use(servePwa(dir, (pathname, html) => Promise.resolve(`${html}:${pathname}`))),
  );
});
afterAll(async () => {
  for (const close of closers) close();
  await rm(dir, { recursive: true, force: true });
});

const get = async (p: string, cookie?: string) => {
  const res = await fetch(base + p, { headers: cookie ? { cookie } : {} });
  return { text: await res.text(), vary: res.headers.get('vary'), cache: res.headers.get('cache-control') };
};

describe('servePwa', () => {
  it('answers / with the prerendered landing for a visitor without hints, uncached and varying by cookie', async () => {
    expect(await get('/')).toEqual({ text: 'landing', vary: 'Cookie', cache: 'no-cache' });
  });

  it('answers / with the shell when the browser has a session or shows Home', async () => {
    expect((await get('/', 'cc_session=1')).text).toBe('shell');
    expect((await get('/', 'cc_home=1')).text).toBe('shell');
    expect((await get('/', 'cookie-consent=declined; cc_home=1')).text).toBe('shell');
  });

  it('answers every deep link with the shell, whatever the cookies', async () => {
    expect((await get('/contract-builder')).text).toBe('shell');
    expect((await get('/auth?tab=signup')).text).toBe('shell');
    expect((await get('/terms', 'cc_session=1')).text).toBe('shell');
  });

  it('answers an unknown page path with the shell (the app shows its 404 screen) and HTTP 404', async () => {
    const unknown = await fetch(`${base}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('shell');
    expect((await fetch(`${base}/contract-builder/0190f5d2-0000-7000-8000-000000000001`)).status).toBe(200);
    expect((await fetch(`${base}/admin/users`)).status).toBe(200);
    expect((await fetch(base)).status).toBe(200);
  });

  it('answers an unknown page path with HTTP 404 when the HTML is rewritten too (SEO head tags)', async () => {
    const unknown = await fetch(`${rewrittenBase}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('shell:/no-such-page');
    expect((await fetch(`${rewrittenBase}/contract-builder`)).status).toBe(200);
    expect((await fetch(rewrittenBase)).status).toBe(200);
  });
});
