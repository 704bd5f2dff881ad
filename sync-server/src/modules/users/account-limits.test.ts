import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessionSchema, SYNC_SCHEMA_VERSIONS } from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { GOOD_PASSWORD, refreshCookie, signUp } from '../../../test/test-users';
import { contractDoc, push } from '../../../test/sync-client';

// `limited` runs with a twentieth of every request limit (contract creation 5 per hour, sync pushes 60 per
// 15 minutes) on the same database; accounts are created through `server`, whose limits are scaled up.
let server: TestServer;
let limited: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  limited = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: '0.05' }, shareDatabaseWith: server });
});
afterAll(async () => {
  await limited.close();
  await server.close();
});

describe('per-account write limits', () => {
  it('limits contracts created per account; another account is not affected', async () => {
    const user = await signUp(server);
    const create = (token: string, i: number) =>
      limited.request('/api/contracts', { token, body: { name: `Contract ${i}` } });
    for (let i = 0; i < 5; i++) expect((await create(user.token, i)).status).toBe(201);
    const refused = await create(user.token, 5);
    expect(refused.status).toBe(429);
    expect(await server.db('contracts').where({ user_id: user.user.id })).toHaveLength(5);
    const other = await signUp(server);
    expect((await create(other.token, 0)).status).toBe(201);
  });

  it('limits sync pushes per account', async () => {
    const user = await signUp(server);
    for (let i = 0; i < 60; i++) await push(limited, user.token, 'contracts', [contractDoc()]);
    const refused = await limited.request(`/api/sync/contracts/v${SYNC_SCHEMA_VERSIONS.contracts}/push`, {
      token: user.token,
      body: [{ assumedMasterState: null, newDocumentState: contractDoc() }],
    });
    expect(refused.status).toBe(429);
    expect(await server.db('contracts').where({ user_id: user.user.id })).toHaveLength(60);
  });

  it('limits guest transfers per account like free reviews', async () => {
    const user = await signUp(server);
    const transfer = () =>
      limited.request('/api/auth/transfer-guest-data', { token: user.token, body: { guestData: null } });
    expect((await transfer()).status).toBe(400);
    expect((await transfer()).status).toBe(400);
    expect((await transfer()).status).toBe(429);
  });

  it('caps the preferences stored per account, while existing keys can still change', async () => {
    const user = await signUp(server);
    const save = (preferences: Record<string, unknown>) =>
      server.request('/api/profile/preferences', {
        method: 'PATCH',
        token: user.token,
        body: { preferences },
      });
    const batch = (from: number) =>
      Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`key${from + i}`, 'x'.repeat(1000)]));
    expect((await save(batch(0))).status).toBe(200);
    expect((await save(batch(50))).status).toBe(200);
    const over = await save({ oneMore: true });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'too-many-preferences' });
    expect((await save({ key3: 'changed' })).status).toBe(200);
    const row = await server.db('users').where({ id: user.user.id }).first();
    expect(Object.keys(row.preferences)).toHaveLength(100);
  });
});

describe('ID tokens of ended sessions', () => {
  const login = async (email: string, password = GOOD_PASSWORD) => {
    const res = await server.request('/api/auth/login', { body: { email, password } });
    return { token: authSessionSchema.parse(res.body).idToken, cookie: refreshCookie(res.headers) };
  };

  it('signing out refuses that sign-in’s ID token at once; another device stays signed in', async () => {
    const user = await signUp(server);
    const laptop = await login(user.email);
    expect((await server.request('/api/credits', { token: user.token })).status).toBe(200);
    await server.request('/api/logout', { cookie: user.cookie });
    const after = await server.request('/api/credits', { token: user.token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'user-token-expired' });
    expect((await server.request('/api/credits', { token: laptop.token })).status).toBe(200);
  });

  it('a password reset refuses every ID token issued before it', async () => {
    const user = await signUp(server);
    await server.request('/api/auth/password-reset', { body: { email: user.email } });
    const mail = (await server.outbox()).at(-1) ?? '';
    const code = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(
      mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    )?.[1];
    const newPassword = 'An0ther!Passw0rd';
    const reset = await server.request('/api/auth/password-reset/confirm', {
      body: { token: decodeURIComponent(code ?? ''), password: newPassword },
    });
    expect(reset.status).toBe(200);
    expect((await server.request('/api/credits', { token: user.token })).status).toBe(401);
    const fresh = await login(user.email, newPassword);
    expect((await server.request('/api/credits', { token: fresh.token })).status).toBe(200);
  });
});
