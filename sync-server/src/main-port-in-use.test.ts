import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exitCode, freshMainEnv, startMain } from '../test/main-process';

describe('npm start on a port that is already taken', () => {
  let dataDir = '';
  const blocker = net.createServer();
  afterAll(async () => {
    await new Promise((r) => blocker.close(r));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('says which port is in use and what to set, stops its PostgreSQL and exits 1', async () => {
    const fresh = await freshMainEnv('clausecraft-port-');
    dataDir = fresh.dataDir;
    await new Promise<void>((resolve) => blocker.listen(Number(fresh.env.PORT), resolve));

    const child = startMain(fresh.env, { captureOutput: true });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exitCode(child)).toBe(1);
    expect(stderr).toContain(`Port ${fresh.env.PORT} is already in use`);
    expect(stderr).toContain('PORT');
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 180_000);
});
