import http from 'node:http';
import net from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from '../app-context';
import { withEngineAdmission, type EngineRefusal } from './engine-admission';
import { errorHandler } from './error-handler';
import { silentLoggers } from '../logger';

// A real HTTP server whose guest endpoints wait until the test lets them finish: calls stay in flight.
let url = '';
let port = 0;
let server: http.Server;
const gates: Array<() => void> = [];
const openGates = () => gates.splice(0).forEach((open) => open());
/** Requests the app behind the gate saw, and the refusals the gate reported. */
let reachedApp = 0;
const refused: EngineRefusal[] = [];
/** Refusals the gate is holding (its pause), with the pause each asked for. */
const held: Array<{ send: () => void; ms: number }> = [];
let holdRefusals = false;

beforeAll(async () => {
  const app = new Koa<AppState>({ proxy: true });
  app.use(errorHandler(silentLoggers().app));
  app.use(async (ctx) => {
    reachedApp += 1;
    await new Promise<void>((resolve) => gates.push(resolve));
    ctx.body = { ok: true };
  });
  const handler = withEngineAdmission(app.callback(), {
    addressing: (req, res) => {
      const ctx = app.createContext(req, res);
      return { path: ctx.path, ip: ctx.ip };
    },
    limits: { perAddress: 2, global: 3, retryAfterSeconds: 7, refusalPauseMs: 1500 },
    onRefused: (reason) => refused.push(reason),
    pause: (send, ms) => (holdRefusals ? held.push({ send, ms }) : send()),
  });
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  port = address.port;
  url = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const call = (path: string, from: string) =>
  fetch(url + path, { method: 'POST', headers: { 'x-forwarded-for': from }, body: '{}' });

async function waitForGates(n: number): Promise<void> {
  while (gates.length < n) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Sends only the head of a POST that announces a body of `announced` bytes and never sends the body; resolves
 * with what the server answered. A server that read the body first would never answer.
 */
function headWithoutBody(path: string, from: string, announced: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (answer.includes('\r\n\r\n') && answer.includes('}')) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('error', reject);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${announced}\r\nX-Forwarded-For: ${from}\r\n\r\n{"messages":[`,
    );
  });
}

describe('anonymous engine calls', () => {
  it('are limited per address and in all, with 429 and Retry-After, and counted down when they end', async () => {
    const first = [call('/api/guest/chat', '10.0.0.1'), call('/api/guest/review', '10.0.0.1')];
    await waitForGates(2);
    const sameAddress = await call('/api/guest/chat', '10.0.0.1');
    expect(sameAddress.status).toBe(429);
    expect(sameAddress.headers.get('retry-after')).toBe('7');
    expect(await sameAddress.json()).toMatchObject({
      code: 'too-many-requests',
      message: expect.stringContaining('2'),
    });

    const third = call('/api/guest/chat', '10.0.0.2');
    await waitForGates(3);
    const overall = await call('/api/guest/chat', '10.0.0.3');
    expect(overall.status).toBe(429);
    expect(await overall.json()).toMatchObject({ message: expect.stringContaining('at most 3') });

    // Other endpoints are not engine calls and pass.
    const other = call('/api/credits', '10.0.0.3');
    await waitForGates(4);
    openGates();
    for (const res of await Promise.all([...first, third, other])) expect(res.status).toBe(200);

    const again = call('/api/guest/chat', '10.0.0.1');
    await waitForGates(1);
    openGates();
    expect((await again).status).toBe(200);
  });

  it('are refused before their body is read, without reaching the app, and reported as refusals', async () => {
    const inFlight = [call('/api/guest/chat', '10.0.1.1'), call('/api/guest/review', '10.0.1.1')];
    await waitForGates(2);
    const seenBefore = reachedApp;
    refused.length = 0;
    // 10 MB announced, a few bytes sent: the answer can only come from a decision made on the head alone.
    const answer = await headWithoutBody('/api/guest/chat?from=test', '10.0.1.1', 10_000_000);
    expect(answer).toMatch(/^HTTP\/1\.1 429 /);
    expect(answer.toLowerCase()).toContain('retry-after: 7');
    expect(answer).toContain('"code":"too-many-requests"');
    expect(reachedApp).toBe(seenBefore);
    expect(refused).toEqual(['address']);
    openGates();
    for (const res of await Promise.all(inFlight)) expect(res.status).toBe(200);
  });

  it('hold a refusal for the pause before answering it, so a caller ignoring Retry-After cannot spin', async () => {
    const inFlight = [call('/api/guest/chat', '10.0.3.1'), call('/api/guest/chat', '10.0.3.1')];
    await waitForGates(2);
    holdRefusals = true;
    try {
      let answered = false;
      const refusal = call('/api/guest/review', '10.0.3.1').then((res) => {
        answered = true;
        return res;
      });
      while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(held.map((h) => h.ms)).toEqual([1500]);
      // Decided, not sent: the caller has no answer while the pause lasts.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      held.splice(0).forEach((h) => h.send());
      const res = await refusal;
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('7');
    } finally {
      holdRefusals = false;
      openGates();
    }
    for (const res of await Promise.all(inFlight)) expect(res.status).toBe(200);
  });
});
