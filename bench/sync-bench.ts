// Sync at scale: initial sync into a fresh Chromium profile (time to a usable My Documents, then to everything
// local, each beside the plain-IndexedDB floor for its writes), push throughput, live latency, stream memory.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { makeContractDoc, SYNC_COLLECTIONS, SYNC_SCHEMA_VERSIONS, type SyncCollection } from '@shared-schema';
import { percentile, round, type BenchRow } from './bench-row';
import { freePort } from '../scripts/free-port';

const root = path.resolve(import.meta.dirname, '..');
const CONTRACTS = Number(process.env.BENCH_CONTRACTS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 50_000);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
/** The page the fresh browser opens: My Documents, whose list follows the sync (BENCH_SYNC_PATH=/ for none). */
const SYNC_PATH = process.env.BENCH_SYNC_PATH ?? '/documents';
/** BENCH_INCOGNITO=1: the browser context is off the record (IndexedDB in memory), not a fresh profile on disk. */
const INCOGNITO = process.env.BENCH_INCOGNITO === '1';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function contract(i: number) {
  return makeContractDoc({
    id: uuidv7(),
    name: `Contract ${i}`,
    type: 'service-agreement',
    aiConfidence: 40,
    fieldUpdatedAt: { name: Date.now() },
  });
}

function message(i: number) {
  return {
    id: uuidv7(),
    role: i % 2 ? 'assistant' : 'user',
    content: `Message ${i}: the client pays within 30 days of each invoice.`,
    timestamp: new Date(Date.now() + i).toISOString(),
    deleted: false,
  };
}

/** A contract's chat history (sync schema messages v2): one document per contract. */
function chat(contractId: string, messages: Array<ReturnType<typeof message>>) {
  return { id: contractId, messages, updatedAt: new Date().toISOString(), _deleted: false };
}

export async function run(): Promise<BenchRow[]> {
  if (!existsSync(path.join(root, 'dist/pwa/index.html')))
    spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clausecraft-sync-bench-'));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
    },
    stdio: 'ignore',
  });
  try {
    while (
      !(await fetch(`${base}/api/maintenance-status`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      await new Promise((r) => setTimeout(r, 100));
    const credentials = { email: 'sync-bench@example.com', password: 'Bench!Passw0rd' };
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const session = z
      .object({ idToken: z.string(), user: z.object({ id: z.string() }) })
      .parse(await signup.json());
    const auth = { authorization: `Bearer ${session.idToken}`, 'content-type': 'application/json' };
    const push = async (collection: SyncCollection, docs: unknown[]) => {
      const res = await fetch(`${base}/api/sync/${collection}/v${SYNC_SCHEMA_VERSIONS[collection]}/push`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify(docs.map((d) => ({ assumedMasterState: null, newDocumentState: d }))),
      });
      if (!res.ok) throw new Error(`push ${res.status}`);
    };

    // Push: 1,000 new documents per request, the first batches timed.
    const pushTimes: number[] = [];
    const contractIds: string[] = [];
    for (let start = 0; start < CONTRACTS; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, CONTRACTS - start) }, (_, i) => contract(start + i));
      contractIds.push(...batch.map((c) => c.id));
      const t = performance.now();
      await push('contracts', batch);
      pushTimes.push(performance.now() - t);
    }
    // Messages spread evenly over the contracts, pushed as each contract's chat batch.
    const perContract = new Map<string, Array<ReturnType<typeof message>>>();
    for (let i = 0; i < MESSAGES; i++) {
      const id = contractIds[i % contractIds.length] ?? '';
      perContract.set(id, [...(perContract.get(id) ?? []), message(i)]);
    }
    const chats = [...perContract].map(([id, messages]) => chat(id, messages));
    for (let start = 0; start < chats.length; start += 100)
      await push('messages', chats.slice(start, start + 100));
    // Changing 1,000 existing documents (the merge path).
    const changed = contractIds.slice(0, 1000).map((id, i) => ({
      ...contract(i),
      id,
      name: `Renamed ${i}`,
      fieldUpdatedAt: { name: Date.now() + 1 },
    }));
    const changeStart = performance.now();
    await push('contracts', changed);
    const changeMs = performance.now() - changeStart;

    // Initial sync into a fresh browser profile, through the app's own replication. The profile is a new
    // directory on disk, as a new device's browser has: Playwright's default context is off the record, and
    // Chromium 150 keeps an off-the-record context's IndexedDB in memory, in a backend whose puts grow slower
    // with what the context holds (0.15 ms per put at 5,000 records, 1.5 ms at 35,000, where the on-disk one
    // stays at 0.15 ms). BENCH_INCOGNITO=1 measures in such a context instead.
    const profile = INCOGNITO
      ? undefined
      : await mkdtemp(path.join(os.tmpdir(), 'clausecraft-sync-profile-'));
    const launch = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS };
    const browser = profile ? undefined : await chromium.launch(launch);
    let firstMs = Number.NaN;
    let listedMs = Number.NaN;
    let usableMs = Number.NaN;
    let syncRetries = 0;
    let initialSyncMs = Number.NaN;
    let usableFloorMs = Number.NaN;
    let floorMs = Number.NaN;
    let closeBrowser = async () => browser?.close();
    try {
      const context = browser
        ? await browser.newContext({ baseURL: base })
        : await chromium.launchPersistentContext(profile ?? '', { ...launch, baseURL: base });
      closeBrowser = () => (browser ?? context).close();
      await context.request.post('/api/auth/login', { data: credentials });
      const page = await context.newPage();
      const started = performance.now();
      // A failed pull waits RxDB's retryTime (5 s) before the next try: count them beside the figures.
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().includes('retrying')) {
          syncRetries += 1;
          if (syncRetries === 1) console.warn(`  first sync retry: ${message.text()}`);
        }
      });
      await page.goto(SYNC_PATH);
      const dbPrefix = `rxdb-dexie-clausecraft-user-${session.user.id}--0--`;
      // A string, not a function: the TypeScript runner's helpers do not exist inside the page.
      const counted = (need: Record<string, number>) => `(async () => {
          // Never creates the database and never holds it open: a connection left open (or a database created
          // here first) blocks the app's own open until it is collected, which once cost the first sync 30 s.
          const count = (name) => new Promise((resolve) => {
            const open = indexedDB.open(${JSON.stringify(dbPrefix)} + name);
            open.onupgradeneeded = () => open.transaction.abort();
            open.onsuccess = () => {
              const db = open.result;
              db.onversionchange = () => db.close();
              if (!db.objectStoreNames.contains('docs')) {
                db.close();
                return resolve(0);
              }
              const req = db.transaction('docs').objectStore('docs').count();
              req.onsuccess = () => { db.close(); resolve(req.result); };
              req.onerror = () => { db.close(); resolve(0); };
            };
            open.onerror = () => resolve(0);
          });
          for (const [name, n] of Object.entries(${JSON.stringify(need)})) if ((await count(name)) < n) return false;
          return true;
        })()`;
      const waitFor = async (need: Record<string, number>) => {
        const deadline = Date.now() + 300_000;
        while (!(await page.evaluate(counted(need)))) {
          if (Date.now() > deadline) throw new Error('initial sync did not finish in 5 minutes');
          await new Promise((r) => setTimeout(r, 100));
        }
        return performance.now() - started;
      };
      // What the user sees: My Documents lists the contract that comes last in the download (the newest
      // change), found by its search box, so every page before it is listed too.
      const lastName = `Renamed ${changed.length - 1}`;
      const listed =
        SYNC_PATH === '/documents'
          ? (async () => {
              await page
                .getByRole('searchbox', { name: 'Search documents' })
                .fill(lastName, { timeout: 300_000 });
              await page.getByRole('link', { name: lastName, exact: true }).waitFor({ timeout: 300_000 });
              return performance.now() - started;
            })()
          : Promise.resolve(Number.NaN);
      // Stored: every contract is in IndexedDB, so any of them opens with its content (offline too).
      firstMs = await waitFor({ contracts: 1 });
      usableMs = await waitFor({ contracts: CONTRACTS });
      listedMs = await listed;
      initialSyncMs = await waitFor({ contracts: CONTRACTS, chats: chats.length });
      if (process.env.BENCH_TRACE) await printTimeline(page);
      const floorPage = await context.newPage();
      usableFloorMs = await indexedDbFloor(floorPage, CONTRACTS);
      // Chat batches as the account has them (their messages in each record), after the contracts.
      floorMs = usableFloorMs + (await indexedDbFloor(floorPage, chats.length, MESSAGES / chats.length));
    } finally {
      await closeBrowser();
      if (profile) await rm(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    }

    // Live latency: a write by device A until device B's event stream delivers it.
    const latencies = await streamLatency(base, auth, 100);

    // Memory with many open streams.
    const before = server.pid ? await rssMb(server.pid) : Number.NaN;
    const controllers = await Promise.all(
      Array.from({ length: STREAMS }, async () => {
        const controller = new AbortController();
        const res = await fetch(
          `${base}/api/sync/stream?${SYNC_COLLECTIONS.map((c) => `${c}=${SYNC_SCHEMA_VERSIONS[c]}`).join('&')}`,
          {
            headers: { authorization: auth.authorization },
            signal: controller.signal,
          },
        );
        const reader = res.body?.getReader();
        await reader?.read();
        return controller;
      }),
    );
    await new Promise((r) => setTimeout(r, 1000));
    const after = server.pid ? await rssMb(server.pid) : Number.NaN;
    for (const c of controllers) c.abort();

    return [
      {
        benchmark: `push of 1,000 new contracts (median of ${pushTimes.length})`,
        value: round(
          percentile(
            [...pushTimes].sort((a, b) => a - b),
            50,
          ),
          0,
        ),
        unit: 'ms',
        target: '<= 250 ms',
      },
      {
        benchmark: 'push of 1,000 changed contracts',
        value: round(changeMs, 0),
        unit: 'ms',
        target: '<= 250 ms',
      },
      {
        benchmark: `first sync (${INCOGNITO ? 'off-the-record context' : 'fresh profile on disk'}), ${CONTRACTS} contracts: My Documents lists every contract (on screen)`,
        value: round(listedMs / 1000, 2),
        unit: 's',
        target: '<= 3 s',
      },
      {
        benchmark: '  app start, sign-in and the first contract stored',
        value: round(firstMs / 1000, 2),
        unit: 's',
        target: '-',
      },
      {
        benchmark: `  every contract stored (opens with its content, offline too)`,
        value: round(usableMs / 1000, 2),
        unit: 's',
        target: '-',
      },
      {
        benchmark: `  floor: ${CONTRACTS} plain IndexedDB puts (one per contract)`,
        value: round(usableFloorMs / 1000, 2),
        unit: 's',
        target: '-',
      },
      {
        benchmark: '  ratio: storing the contracts after the first one / floor',
        value: round((usableMs - firstMs) / usableFloorMs, 2),
        unit: 'x',
        target: '-',
      },
      {
        benchmark: `first sync, everything local (+ ${MESSAGES} messages in ${chats.length} chat batches)`,
        value: round(initialSyncMs / 1000, 2),
        unit: 's',
        target: '<= 10 s',
      },
      {
        benchmark: `  floor: ${CONTRACTS + chats.length} plain IndexedDB puts (one per contract and chat batch)`,
        value: round(floorMs / 1000, 2),
        unit: 's',
        target: '-',
      },
      {
        benchmark: '  ratio: everything after the first contract / floor',
        value: round((initialSyncMs - firstMs) / floorMs, 2),
        unit: 'x',
        target: '-',
      },
      {
        benchmark: '  pulls or pushes that failed and were retried during the first sync',
        value: syncRetries,
        unit: '-',
        target: '0',
      },
      {
        benchmark: 'write on A -> visible on B via stream, p50',
        value: round(percentile(latencies, 50), 1),
        unit: 'ms',
        target: '<= 15 ms',
      },
      {
        benchmark: 'write on A -> visible on B via stream, p99',
        value: round(percentile(latencies, 99), 1),
        unit: 'ms',
        target: '<= 40 ms',
      },
      {
        benchmark: `load average (1 min) on this shared machine`,
        value: round(os.loadavg()[0] ?? Number.NaN, 1),
        unit: '-',
        target: '-',
      },
      {
        benchmark: `server memory with ${STREAMS} open streams (was ${round(before, 0)} MB)`,
        value: round(after, 0),
        unit: 'MB',
        target: '-',
      },
    ];
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    await rm(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  }
}

/**
 * What the browser's IndexedDB alone needs for the initial sync's writes: the first load stores each pulled
 * document once (a record with four indexes, as RxDB's Dexie storage keeps it), so this many single puts in
 * batches of 1,000, with nothing else running, is the floor for the initial sync.
 */
async function indexedDbFloor(page: Page, puts: number, messagesPerDoc = 0): Promise<number> {
  await page.goto('/robots.txt');
  const elapsed = await page.evaluate(`(async () => {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('clausecraft-bench-floor-' + ${puts} + '-' + ${Math.round(messagesPerDoc)}, 1);
      open.onupgradeneeded = () => {
        const store = open.result.createObjectStore('docs', { keyPath: 'id' });
        for (const [name, keyPath] of [['deleted-id', ['_deleted', 'id']], ['deleted-updated', ['_deleted', 'updatedAt', 'id']], ['lwt-id', ['_meta.lwt', 'id']], ['lwt', '_meta.lwt']]) store.createIndex(name, keyPath);
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const doc = (i) => ({ id: 'floor-' + String(i).padStart(10, '0'), name: 'Contract ' + i, type: 'service-agreement', status: 'draft', aiConfidence: 40, content: null, updatedAt: new Date().toISOString(), fieldUpdatedAt: { name: Date.now() }, _deleted: '0', _rev: '1-bench', _meta: { lwt: Date.now() + i }, _attachments: {}, messages: Array.from({ length: ${Math.round(messagesPerDoc)} }, (_, m) => ({ id: 'floor-message-' + i + '-' + m, role: 'user', content: 'Message ' + m + ': the client pays within 30 days of each invoice.', timestamp: new Date().toISOString(), deleted: false })) });
    const started = performance.now();
    for (let start = 0; start < ${puts}; start += 1000) {
      await new Promise((resolve, reject) => {
        const tx = db.transaction('docs', 'readwrite');
        const store = tx.objectStore('docs');
        for (let i = start; i < Math.min(start + 1000, ${puts}); i++) store.put(doc(i));
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
    }
    return performance.now() - started;
  })()`);
  return z.number().parse(elapsed);
}

/**
 * BENCH_TRACE=1: where the time before the first page goes, from the page's own clock (navigation start = 0):
 * each request (scripts, API calls) from its start to its end, and the app's performance marks.
 */
async function printTimeline(page: Page): Promise<void> {
  const entries = z
    .array(z.object({ name: z.string(), kind: z.string(), start: z.number(), end: z.number() }))
    .parse(
      await page.evaluate(`[
        ...performance.getEntriesByType('navigation').map((e) => ({ name: 'document', kind: 'navigation', start: 0, end: e.responseEnd })),
        ...performance.getEntriesByType('resource').map((e) => ({ name: e.name.replace(location.origin, ''), kind: e.initiatorType, start: e.startTime, end: e.responseEnd })),
        ...performance.getEntriesByType('mark').map((e) => ({ name: e.name, kind: 'mark', start: e.startTime, end: e.startTime })),
      ].sort((a, b) => a.start - b.start)`),
    );
  console.log('  timeline (ms since navigation start):');
  for (const e of entries.slice(0, 80))
    console.log(
      `    ${e.start.toFixed(0).padStart(6)} ${e.end.toFixed(0).padStart(6)}  ${e.kind.padEnd(10)} ${e.name.slice(0, 110)}`,
    );
}

async function streamLatency(base: string, auth: Record<string, string>, samples: number): Promise<number[]> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/sync/stream?contracts=${SYNC_SCHEMA_VERSIONS.contracts}`, {
    headers: { authorization: auth.authorization ?? '' },
    signal: controller.signal,
  });
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  let buffer = '';
  const waiters = new Map<string, (at: number) => void>();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        for (const [id, resolve] of waiters) if (block.includes(id)) resolve(performance.now());
      }
    }
  })();
  const results: number[] = [];
  for (let i = 0; i < samples; i++) {
    const doc = contract(i);
    const seen = new Promise<number>((resolve) => waiters.set(doc.id, resolve));
    const start = performance.now();
    await fetch(`${base}/api/sync/contracts/v${SYNC_SCHEMA_VERSIONS.contracts}/push`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify([{ assumedMasterState: null, newDocumentState: doc }]),
    });
    results.push((await seen) - start);
    waiters.delete(doc.id);
  }
  controller.abort();
  return results.sort((a, b) => a - b);
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
