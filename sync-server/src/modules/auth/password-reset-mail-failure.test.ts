import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, uniqueEmail } from '../../../test/test-users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ realLogs: true });
});
afterAll(() => server.close());

async function errorLog(): Promise<string> {
  const logDir = path.join(server.dataDir, 'logs');
  // The log worker (a thread) makes the folder when it starts: on a busy machine that can be after the request.
  const names = await readdir(logDir).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  });
  const files = names.filter((f) => f.startsWith('error'));
  const contents = await Promise.all(files.map((f) => readFile(path.join(logDir, f), 'utf8')));
  return contents.join('\n');
}

describe('password reset when the mail cannot be written', () => {
  it('answers a real account exactly as an unknown address, and logs the failure', async () => {
    const user = await signUp(server);
    // The outbox folder's path taken by a regular file: the .eml cannot be written.
    const outbox = path.join(server.dataDir, 'outbox');
    await rm(outbox, { recursive: true, force: true });
    await writeFile(outbox, 'not a folder');

    const known = await server.request('/api/auth/password-reset', { body: { email: user.email } });
    const unknown = await server.request('/api/auth/password-reset', { body: { email: uniqueEmail() } });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);

    let log = '';
    for (let i = 0; i < 50 && !log.includes('password reset mail'); i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      log = await errorLog();
    }
    expect(log).toContain('password reset mail');
    expect(log).not.toContain(user.email);
  });
});
