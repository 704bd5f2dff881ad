import http from 'node:http';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from '../app-context';
import { anonymousEngineAdmission } from './engine-admission';
import { errorHandler } from './error-handler';
import { silentLoggers } from '../logger';

// A real HTTP server whose guest endpoints wait until the test lets them finish: calls stay in flight.
let url = '';
let server: http.Server;
const gates: Array<() => void> = [];
const openGates = () => gates.splice(0).forEach((open) => open());

beforeAll(async () => {
  const app = new Koa<AppState>({ proxy: true });
  app.use(errorHandler(silentLoggers().app));
  app.use(anonymousEngineAdmission({ perAddress: 2, global: 3, retryAfterSeconds: 7 }));
  app.use(async (ctx) => {
    await new Promise<void>((resolve) => gates.push(resolve));
    ctx.body = { ok: true };
  });
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  url = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const call = (path: string, from: string) =>
  fetch(url + path, { method: 'POST', headers: { 'x-forwarded-for': from }, body: '{}' });

async function waitForGates(n: number): Promise<void> {
  while (gates.length < n) await new Promise((resolve) => setTimeout(resolve, 5));
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
});
