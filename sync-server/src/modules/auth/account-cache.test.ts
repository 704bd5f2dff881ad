import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessionSchema } from '@shared-schema';
import { silentLoggers } from '../../logger';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { signUp, type SignedInUser } from '../../../test/test-users';
import { signUpSuperAdmin } from '../../../test/super-admin';
import { ACCOUNTS_CHANNEL, AccountCache, type AccountState } from './account-cache';

// Two instances of the app on one database: each keeps its own account cache, and a change made through
// one (or by plain SQL) must refuse the very next request on the other.
let a: TestServer;
let b: TestServer;
let admin: SignedInUser;
beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer({ shareDatabaseWith: a });
  admin = await signUpSuperAdmin(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** A request on each instance, so both hold the account in their cache before the change. */
async function warm(user: SignedInUser): Promise<void> {
  for (const server of [a, b])
    for (let i = 0; i < 2; i++)
      expect((await server.request('/api/credits', { token: user.token })).status).toBe(200);
}

describe('account checks across instances', () => {
  it('a user suspended on one instance is refused on the next request on the other, and let in again once unsuspended', async () => {
    const user = await signUp(a);
    await warm(user);
    const suspended = await a.request(`/api/admin/suspend-user/${user.user.id}`, {
      method: 'POST',
      token: admin.token,
    });
    expect(suspended.status).toBe(200);
    for (const server of [b, a]) {
      const refused = await server.request('/api/credits', { token: user.token });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'user-disabled' });
    }
    await a.request(`/api/admin/unsuspend-user/${user.user.id}`, { method: 'POST', token: admin.token });
    expect((await b.request('/api/credits', { token: user.token })).status).toBe(200);
  });

  it('a user deleted on one instance is refused on the next request on the other', async () => {
    const user = await signUp(a);
    await warm(user);
    const deleted = await a.request(`/api/admin/delete-user/${user.user.id}`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(deleted.status).toBe(200);
    const refused = await b.request('/api/contracts', { token: user.token });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'user-not-found' });
  });

  it("signing out on one instance refuses that sign-in's ID token on the other; another sign-in keeps working", async () => {
    const user = await signUp(a);
    const other = await a.request('/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    const otherToken = authSessionSchema.parse(other.body).idToken;
    await warm(user);
    expect((await b.request('/api/credits', { token: otherToken })).status).toBe(200);
    expect((await a.request('/api/logout', { cookie: user.cookie })).status).toBe(302);
    const refused = await b.request('/api/credits', { token: user.token });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'user-token-expired' });
    expect((await b.request('/api/credits', { token: otherToken })).status).toBe(200);
  });

  it('changes made by plain SQL reach the caches too: tokens_valid_after, role, active flag', async () => {
    const user = await signUp(a);
    await warm(user);
    await a.db('users').where({ id: user.user.id }).update({ tokens_valid_after: a.db.fn.now() });
    expect((await b.request('/api/credits', { token: user.token })).body).toMatchObject({
      code: 'user-token-expired',
    });

    const adminCall = () => b.request('/api/admin/users', { token: admin.token });
    expect((await adminCall()).status).toBe(200);
    await a.db('users').where({ id: admin.user.id }).update({ role: 'user' });
    expect((await adminCall()).status).toBe(403);
    await a.db('users').where({ id: admin.user.id }).update({ role: 'super_admin' });
    expect((await adminCall()).status).toBe(200);
  });
  it('a read run beside its account check answers the refusal, not its result, when the account changed just before', async () => {
    const user = await signUp(a);
    const token = user.token;
    for (let i = 0; i < 5; i++) {
      await warm(user);
      await a.request(`/api/admin/suspend-user/${user.user.id}`, { method: 'POST', token: admin.token });
      const answers = await Promise.all([
        b.request('/api/contracts', { token }),
        b.request(`/api/contracts/${crypto.randomUUID()}`, { token }),
        b.request('/api/credits', { token }),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ code: 'user-disabled' });
      }
      await a.request(`/api/admin/unsuspend-user/${user.user.id}`, { method: 'POST', token: admin.token });
    }
    expect((await b.request(`/api/contracts/${crypto.randomUUID()}`, { token })).status).toBe(404);
  });
});

describe('AccountCache', () => {
  let database: TestDatabase;
  let cache: AccountCache;
  const state: AccountState = {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'cached@example.com',
    role: 'user',
    isActive: true,
    tokensValidAfter: null,
    sessionRevoked: false,
  };
  let loads = 0;
  const load = async () => {
    loads++;
    return state;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    cache = new AccountCache({ databaseUrl: database.url, logger: silentLoggers().app });
  });
  afterAll(async () => {
    await cache.close();
    await database.drop();
  });

  it('reads the database every time until its LISTEN connection is up', async () => {
    loads = 0;
    await cache.get(state.id, 's1', load);
    await cache.get(state.id, 's1', load);
    expect(loads).toBe(2);
    await cache.start();
    await cache.get(state.id, 's1', load);
    await cache.get(state.id, 's1', load);
    expect(loads).toBe(3);
  });

  it('keeps each sign-in of a user apart and forgets them all on a notification for that user', async () => {
    loads = 0;
    await cache.get(state.id, 's2', load);
    await cache.get(state.id, undefined, load);
    await cache.get(state.id, 's2', load);
    expect(loads).toBe(2);
    await database.db.raw('select pg_notify(?, ?)', [ACCOUNTS_CHANNEL, `other,${state.id}`]);
    await expect.poll(() => cache.size).toBe(0);
    await cache.get(state.id, 's2', load);
    expect(loads).toBe(3);
  });

  it('peeks a cached state at once, and its proof fails when a change committed before the peek', async () => {
    await cache.get(state.id, 's5', load);
    const peeked = cache.peek(state.id, 's5');
    expect(peeked?.state).toEqual(state);
    expect(await peeked?.held).toBe(true);
    expect(cache.peek(state.id, 'another-sign-in')).toBeUndefined();
    for (let i = 0; i < 5; i++) {
      await cache.get(state.id, 's5', load);
      await database.db.raw('select pg_notify(?, ?)', [ACCOUNTS_CHANNEL, state.id]);
      // Committed before the peek: either forgotten already, or the fence's round trip brings it.
      const after = cache.peek(state.id, 's5');
      if (after) expect(await after.held).toBe(false);
    }
  });

  it('does not store a read that raced a change', async () => {
    loads = 0;
    await database.db.raw('select pg_notify(?, ?)', [ACCOUNTS_CHANNEL, '*']);
    await expect.poll(() => cache.size).toBe(0);
    let release: () => void = () => undefined;
    const slow = cache.get(
      state.id,
      's3',
      () => new Promise<AccountState>((resolve) => (release = () => resolve(state))),
    );
    await database.db.raw('select pg_notify(?, ?)', [ACCOUNTS_CHANNEL, state.id]);
    await new Promise((r) => setTimeout(r, 200));
    release();
    await slow;
    expect(cache.size).toBe(0);
  });

  it('forgets everything and reads the database while its connection is lost, and caches again once back', async () => {
    await cache.get(state.id, 's4', load);
    expect(cache.size).toBe(1);
    await database.db.raw(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'clausecraft-clausecraft_accounts' and datname = current_database()",
    );
    await expect.poll(() => cache.listening).toBe(false);
    expect(cache.size).toBe(0);
    loads = 0;
    await cache.get(state.id, 's4', load);
    await cache.get(state.id, 's4', load);
    expect(loads).toBe(2);
    await expect.poll(() => cache.listening, { timeout: 5000 }).toBe(true);
    await cache.get(state.id, 's4', load);
    await cache.get(state.id, 's4', load);
    expect(loads).toBe(3);
  });
});

describe('account change notifications (database triggers)', () => {
  let database: TestDatabase;
  let listener: pg.Client;
  const payloads: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    listener.on('notification', (m) => payloads.push(m.payload ?? ''));
    await listener.query(`LISTEN ${ACCOUNTS_CHANNEL}`);
  });
  afterAll(async () => {
    await listener.end();
    await database.drop();
  });

  async function notified(change: () => Promise<unknown>): Promise<string[]> {
    payloads.length = 0;
    await change();
    // A notification is delivered on commit; this round trip on the listening connection comes after it.
    await listener.query('select 1');
    return [...payloads];
  }

  async function insertUsers(count: number): Promise<string[]> {
    const rows = Array.from({ length: count }, (_, i) => ({
      id: crypto.randomUUID(),
      email: `trigger-${i}-${crypto.randomUUID()}@example.com`,
      role: 'user',
    }));
    await database.db('users').insert(rows);
    return rows.map((r) => r.id);
  }

  it('names the users whose token checks changed, once per statement, and stays quiet otherwise', async () => {
    const [one = '', two = ''] = await insertUsers(2);
    const db = database.db;
    expect(
      await notified(() => db('users').where({ id: one }).update({ last_login_at: db.fn.now() })),
    ).toEqual([]);
    expect(await notified(() => db('users').where({ id: one }).update({ is_active: false }))).toEqual([one]);
    const both = await notified(() => db('users').whereIn('id', [one, two]).update({ role: 'admin' }));
    expect(both).toHaveLength(1);
    expect(both[0]?.split(',').sort()).toEqual([one, two].sort());
    expect(
      await notified(() => db('users').where({ id: two }).update({ email: 'renamed@example.com' })),
    ).toEqual([two]);
    expect(await notified(() => db('users').where({ id: one }).delete())).toEqual([one]);
  });

  it('names the user whose sign-in was revoked, not one whose token was only rotated', async () => {
    const [user = ''] = await insertUsers(1);
    const familyId = crypto.randomUUID();
    const db = database.db;
    await db('refresh_tokens').insert({
      id: crypto.randomUUID(),
      user_id: user,
      family_id: familyId,
      token_hash: crypto.randomUUID(),
      auth_time: new Date(),
      expires_at: new Date(Date.now() + 86_400_000),
    });
    expect(
      await notified(() =>
        db('refresh_tokens').where({ family_id: familyId }).update({ rotated_at: db.fn.now() }),
      ),
    ).toEqual([]);
    expect(
      await notified(() =>
        db('refresh_tokens').where({ family_id: familyId }).update({ revoked_at: db.fn.now() }),
      ),
    ).toEqual([user]);
  });

  it('asks every instance to forget everyone after a large statement or a TRUNCATE (restore)', async () => {
    await insertUsers(101);
    const db = database.db;
    expect(await notified(() => db('users').update({ tokens_valid_after: db.fn.now() }))).toEqual(['*']);
    expect(await notified(() => db.raw('truncate users cascade'))).toEqual(['*']);
  });
});
