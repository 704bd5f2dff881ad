// The landing page's JavaScript over the wire, Lighthouse scores and installability, on the production build.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { round, type BenchRow } from './bench-row';
import { freePort } from '../scripts/free-port';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('npm start exited');
    if (
      await fetch(`http://127.0.0.1:${env.PORT}/api/maintenance-status`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function landingJavaScript(
  url: string,
): Promise<{ kb: number; requests: number; installErrors: string[] }> {
  // A persistent profile: installability is judged as for a normal (not incognito) window.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'clausecraft-profile-'));
  const browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: FLAGS });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, number>();
    const types = new Map<string, string>();
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    const urls = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
    cdp.on('Network.loadingFinished', (e) => {
      if (types.get(e.requestId) === 'Script') scripts.set(e.requestId, e.encodedDataLength);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
    if (process.env.BENCH_VERBOSE)
      for (const [id, size] of [...scripts].sort((a, b) => b[1] - a[1]))
        console.log(round(size / 1024, 1), urls.get(id));
    return {
      kb: bytes / 1024,
      requests: scripts.size,
      installErrors: installabilityErrors.map((e) => e.errorId),
    };
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
}

async function lighthouseScores(url: string): Promise<Record<string, number>> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const categories = result?.lhr.categories ?? {};
    return Object.fromEntries(
      Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
    );
  } finally {
    chrome.kill();
  }
}

export async function run(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clausecraft-pwa-bench-'));
  const port = await freePort();
  const server = await startServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(await freePort()),
  });
  try {
    const url = `http://localhost:${port}/`;
    const landing = await landingJavaScript(url);
    const scores = await lighthouseScores(url);
    return [
      {
        benchmark: `landing page JavaScript transferred (${landing.requests} files, compressed)`,
        value: round(landing.kb, 1),
        unit: 'KB',
        target: '<= 150 KB',
      },
      ...Object.entries(scores).map(([id, score]) => ({
        benchmark: `Lighthouse ${id} (mobile)`,
        value: score,
        unit: 'score',
        target: '>= 95',
      })),
      {
        benchmark: `installability errors${landing.installErrors.length ? ` (${landing.installErrors.join(', ')})` : ''}`,
        value: landing.installErrors.length,
        unit: 'count',
        target: '0',
      },
    ];
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
