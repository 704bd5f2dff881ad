import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { GOOD_PASSWORD, signUp, uniqueEmail } from '../../../test/test-users';
import { confirmationPathFrom, lastMailTo } from '../../../test/super-admin';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SUPER_ADMIN_EMAIL: 'root@example.com' } });
});
afterAll(() => server.close());

describe('profile', () => {
  it('GET /api/auth/user and /api/profile answer the signed-in profile; 401 without a token', async () => {
    const user = await signUp(server);
    for (const path of ['/api/auth/user', '/api/profile']) {
      const res = await server.request(path, { token: user.token });
      expect(res.status).toBe(200);
      const profile = profileSchema.parse(res.body);
      expect(profile).toMatchObject({
        id: user.user.id,
        email: user.email,
        claims: { sub: user.user.id, email: user.email },
      });
      const anonymous = await server.request(path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 'unauthenticated' });
    }
  });

  it('PATCH /api/profile trims and saves names; a new e-mail needs the password and the mailed link', async () => {
    const user = await signUp(server);
    const email = uniqueEmail('renamed');
    const patch = (body: Record<string, unknown>) =>
      server.request('/api/profile', { method: 'PATCH', token: user.token, body });

    // An ID token alone (stolen, say) cannot move the account to another address.
    const noPassword = await patch({ firstName: 'Ada', lastName: 'Lovelace', email });
    expect(noPassword.status).toBe(401);
    expect(noPassword.body).toMatchObject({ code: 'requires-recent-login' });
    const wrong = await patch({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      currentPassword: 'Wrong!Pass1',
    });
    expect(wrong.body).toMatchObject({ code: 'wrong-password' });
    expect((await server.db('users').where({ id: user.user.id }).first()).email).toBe(user.email);

    const res = await patch({
      firstName: '  Ada ',
      lastName: 'Lovelace ',
      email: ` ${email} `,
      currentPassword: GOOD_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: user.email,
      pendingEmail: email,
      claims: { first_name: 'Ada' },
    });
    // Not yet: the old address still signs in, and it was told about the change.
    expect(
      (await server.request('/api/auth/login', { body: { email, password: GOOD_PASSWORD } })).status,
    ).toBe(400);
    expect(await lastMailTo(server, user.email)).toContain(email);

    const confirmed = await server.request(confirmationPathFrom(await lastMailTo(server, email)));
    expect(confirmed.status).toBe(200);
    expect(
      (await server.request('/api/auth/login', { body: { email, password: GOOD_PASSWORD } })).status,
    ).toBe(200);
    expect(
      (await server.request('/api/auth/login', { body: { email: user.email, password: GOOD_PASSWORD } }))
        .status,
    ).toBe(400);
  });

  it.each([
    [{ firstName: '', lastName: 'x', email: 'a@b.co' }, 'Please fill in all required fields.'],
    [{ firstName: '  ', lastName: 'x', email: 'a@b.co' }, 'Please fill in all required fields.'],
    [{ firstName: 'a', lastName: 'x', email: 'nope' }, 'Please enter a valid email address.'],
    [{ firstName: 'a', lastName: 'x' }, 'Please fill in all required fields.'],
    [{ firstName: 1, lastName: 'x', email: 'a@b.co' }, 'Please fill in all required fields.'],
  ])('refuses %j with the spec message and changes nothing', async (body, message) => {
    const user = await signUp(server);
    const res = await server.request('/api/profile', { method: 'PATCH', token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
    expect((await server.db('users').where({ id: user.user.id }).first()).first_name).toBeNull();
  });

  it("refuses another account's e-mail and the reserved super-admin address", async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const taken = await server.request('/api/profile', {
      method: 'PATCH',
      token: b.token,
      body: { firstName: 'B', lastName: 'B', email: a.email.toUpperCase(), currentPassword: GOOD_PASSWORD },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'email-already-in-use' });
    const reserved = await server.request('/api/profile', {
      method: 'PATCH',
      token: b.token,
      body: { firstName: 'B', lastName: 'B', email: 'ROOT@example.com', currentPassword: GOOD_PASSWORD },
    });
    expect(reserved.status).toBe(403);
    expect((await server.request('/api/admin/status', { token: b.token })).body).toMatchObject({
      isSuperAdmin: false,
      role: 'user',
    });
  });

  it('PATCH /api/profile/preferences merges preferences and validates them', async () => {
    const user = await signUp(server);
    await server.request('/api/profile/preferences', {
      method: 'PATCH',
      token: user.token,
      body: { preferences: { theme: 'dark' } },
    });
    const res = await server.request('/api/profile/preferences', {
      method: 'PATCH',
      token: user.token,
      body: { preferences: { emailUpdates: false } },
    });
    expect(res.body).toMatchObject({ preferences: { theme: 'dark', emailUpdates: false } });
    const bad = await server.request('/api/profile/preferences', {
      method: 'PATCH',
      token: user.token,
      body: { preferences: { nested: { deep: 1 } } },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await server.request('/api/profile/preferences', {
          method: 'PATCH',
          token: user.token,
          body: { preferences: 'x' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('DELETE /api/profile', () => {
  it('asks for a recent sign-in, then removes the account with its documents and data', async () => {
    const user = await signUp(server);
    const contractId = randomUUID();
    await server
      .db('contracts')
      .insert({ id: contractId, user_id: user.user.id, contract_number: 'CB-2026-123456', name: 'Lease' });
    await server.db('chat_messages').insert({
      id: randomUUID(),
      contract_id: contractId,
      user_id: user.user.id,
      role: 'user',
      content: 'hi',
    });
    await server
      .db('contract_reviews')
      .insert({ id: randomUUID(), user_id: user.user.id, original_text: 'text', review_data: '{}' });
    await server.request('/api/support', {
      token: user.token,
      body: { name: 'Ada', email: user.email, message: 'Please help me with this.' },
    });

    const stale = await server.signer.sign({
      userId: user.user.id,
      email: user.email,
      authTime: Math.floor(Date.now() / 1000) - 301,
    });
    const refused = await server.request('/api/profile', { method: 'DELETE', token: stale });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      code: 'requires-recent-login',
      message: 'Please confirm your password to delete your account for security reasons.',
    });
    expect(await server.db('users').where({ id: user.user.id }).first()).toBeDefined();

    // The client re-authenticates with the password, then retries.
    const login = await server.request('/api/auth/login', {
      body: { email: user.email, password: GOOD_PASSWORD },
    });
    const fresh = profileSchema.parse(
      login.body && typeof login.body === 'object' && 'user' in login.body ? login.body.user : null,
    );
    expect(fresh.id).toBe(user.user.id);
    const token = String(
      login.body && typeof login.body === 'object' && 'idToken' in login.body ? login.body.idToken : '',
    );
    const res = await server.request('/api/profile', { method: 'DELETE', token });
    expect(res.status).toBe(200);
    for (const table of [
      'users',
      'contracts',
      'chat_messages',
      'contract_reviews',
      'credit_ledger',
      'credit_balances',
      'refresh_tokens',
      'support_requests',
    ]) {
      const column = table === 'users' ? 'id' : 'user_id';
      expect(await server.db(table).where({ [column]: user.user.id })).toEqual([]);
    }
    const after = await server.request('/api/credits', { token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'user-not-found' });
  });

  it("leaves other users' data alone", async () => {
    const keep = await signUp(server);
    const gone = await signUp(server);
    await server.request('/api/profile', { method: 'DELETE', token: gone.token });
    expect((await server.request('/api/credits', { token: keep.token })).body).toEqual({ credits: 3 });
  });
});
