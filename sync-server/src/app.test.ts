import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { signUp } from '../test/test-users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ realLogs: true });
});
afterAll(() => server.close());

describe('the app', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await server.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No such API endpoint', code: 'not-found' });
    expect((await server.request('/api/credits', { method: 'PUT' })).status).toBe(405);
  });

  it('sets a request id and security headers with a CSP', async () => {
    const res = await server.request('/api/maintenance-status');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeTruthy();
  });

  it('answers the maintenance status, off by default', async () => {
    const res = await server.request('/api/maintenance-status');
    expect(res.body).toEqual({
      isEnabled: false,
      title: 'System Maintenance',
      message: '',
      estimatedDuration: '30 minutes',
      startedAt: null,
    });
  });

  it('GET /api/admin/status reports a plain user as not super admin, and needs a user', async () => {
    const user = await signUp(server);
    const res = await server.request('/api/admin/status', { token: user.token });
    expect(res.body).toEqual({
      isSuperAdmin: false,
      isActive: true,
      isAdmin: false,
      email: user.email,
      role: 'user',
      userId: user.user.id,
    });
    expect((await server.request('/api/admin/status')).status).toBe(401);
  });

  it('tells the PWA its public configuration and nothing secret', async () => {
    const res = await server.request('/api/config');
    expect(res.body).toMatchObject({ identity: 'builtin', firebase: null, payments: 'test' });
    expect(res.text).not.toMatch(/secret|password|key/i);
  });

  it('writes an access log line per request and errors to the error log', async () => {
    await server.request('/api/maintenance-status');
    const logDir = path.join(server.dataDir, 'logs');
    // The log worker (a thread) writes a moment later, later still on a busy machine.
    await vi.waitFor(
      async () => {
        const files = await readdir(logDir);
        const access = files.find((f) => f.startsWith('access'));
        expect(access).toBeDefined();
        const content = await readFile(path.join(logDir, access ?? ''), 'utf8');
        expect(content).toContain('"path":"/api/maintenance-status"');
        expect(files.some((f) => f.startsWith('error'))).toBe(true);
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
