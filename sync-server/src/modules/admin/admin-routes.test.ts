import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';
import { signUpSuperAdmin } from '../../../test/super-admin';

let server: TestServer;
let superAdmin: SignedInUser;
let admin: SignedInUser;
let user: SignedInUser;

beforeAll(async () => {
  server = await startTestServer();
  superAdmin = await signUpSuperAdmin(server);
  admin = await signUp(server);
  await server.db('users').where({ id: admin.user.id }).update({ role: 'admin' });
  user = await signUp(server);
});
afterAll(() => server.close());

const UNKNOWN = '01900000-0000-7000-8000-000000000000';
const promotionBody = {
  name: 'Launch',
  description: 'Launch week',
  creditsAmount: 2,
  startDate: null,
  endDate: null,
};

// Every admin data call of spec 001 section 7 (backups belong to their own module).
const ENDPOINTS: Array<{ method: string; path: string; body?: unknown }> = [
  { method: 'GET', path: '/api/admin/users' },
  { method: 'GET', path: '/api/admin/metrics' },
  { method: 'GET', path: '/api/admin/activity-logs' },
  { method: 'GET', path: '/api/admin/signup-breakdown' },
  { method: 'POST', path: '/api/admin/promote-user', body: { userId: UNKNOWN, role: 'admin' } },
  { method: 'POST', path: `/api/admin/suspend-user/${UNKNOWN}` },
  { method: 'POST', path: `/api/admin/unsuspend-user/${UNKNOWN}` },
  { method: 'DELETE', path: `/api/admin/delete-user/${UNKNOWN}` },
  { method: 'GET', path: '/api/admin/promotions' },
  { method: 'GET', path: `/api/admin/promotions/${UNKNOWN}/stats` },
  { method: 'POST', path: '/api/admin/promotions', body: promotionBody },
  { method: 'PATCH', path: `/api/admin/promotions/${UNKNOWN}`, body: promotionBody },
  { method: 'DELETE', path: `/api/admin/promotions/${UNKNOWN}` },
  { method: 'GET', path: '/api/admin/seo-content' },
  { method: 'POST', path: '/api/admin/seo-content', body: { page: '/x', title: 'X' } },
  { method: 'PATCH', path: `/api/admin/seo-content/${UNKNOWN}`, body: { page: '/x', title: 'X' } },
  { method: 'DELETE', path: `/api/admin/seo-content/${UNKNOWN}` },
  { method: 'GET', path: '/api/admin/blog-posts' },
  { method: 'POST', path: '/api/admin/blog-posts', body: { title: 'T', slug: 't' } },
  { method: 'PATCH', path: `/api/admin/blog-posts/${UNKNOWN}`, body: { title: 'T', slug: 't' } },
  { method: 'DELETE', path: `/api/admin/blog-posts/${UNKNOWN}` },
  { method: 'GET', path: '/api/admin/maintenance-status' },
  { method: 'POST', path: '/api/admin/enable-maintenance', body: { title: 'T', message: 'M' } },
  { method: 'POST', path: '/api/admin/disable-maintenance' },
];

describe('every admin call needs the super admin', () => {
  it.each(ENDPOINTS)('$method $path: 401 anonymous, 403 user and admin, nothing changed', async (call) => {
    const before = await server.db('promotions').count<{ count: string }[]>({ count: '*' }).first();
    const anonymous = await server.request(call.path, { method: call.method, body: call.body });
    expect(anonymous.status).toBe(401);
    for (const caller of [user, admin]) {
      const res = await server.request(call.path, {
        method: call.method,
        body: call.body,
        token: caller.token,
      });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'permission-denied' });
    }
    const after = await server.db('promotions').count<{ count: string }[]>({ count: '*' }).first();
    expect(after).toEqual(before);
    expect((await server.services.promotions.list()).length).toBe(Number(before?.count ?? 0));
  });

  it('logs a refused call with the user and address', async () => {
    await server.request('/api/admin/metrics', { token: user.token });
    const row = await server
      .db('activity_logs')
      .where({ action: 'admin_access_refused', user_id: user.user.id })
      .orderBy('created_at', 'desc')
      .first();
    expect(row.user_email).toBe(user.email);
    expect(row.details).toContain('127.0.0.1');
  });

  it('records a refused dashboard visit reported by the PWA, only for a refused caller', async () => {
    // A caller of its own: the refused calls above used up the admin's audit allowance for this minute.
    const visitor = await signUp(server);
    const refused = await server.request('/api/admin/access-attempts', {
      method: 'POST',
      token: visitor.token,
    });
    expect(refused.body).toEqual({ logged: true });
    const allowed = await server.request('/api/admin/access-attempts', {
      method: 'POST',
      token: superAdmin.token,
    });
    expect(allowed.body).toEqual({ logged: false });
    expect((await server.request('/api/admin/access-attempts', { method: 'POST' })).status).toBe(401);
  });

  it('answers unknown ids with 404 for the super admin', async () => {
    for (const call of ENDPOINTS.filter((c) => c.path.includes(UNKNOWN))) {
      const res = await server.request(call.path, {
        method: call.method,
        body: call.body,
        token: superAdmin.token,
      });
      expect(res.status, `${call.method} ${call.path}`).toBe(404);
    }
    const notUuid = await server.request('/api/admin/suspend-user/not-a-uuid', {
      method: 'POST',
      token: superAdmin.token,
    });
    expect(notUuid.status).toBe(404);
  });
});

describe('users', () => {
  it('searches e-mail, names and id case-insensitively, with pages', async () => {
    const found = await signUp(server, `Zelda.Search-${Date.now()}@Example.com`);
    await server
      .db('users')
      .where({ id: found.user.id })
      .update({ first_name: 'Quentin', last_name: 'Oddname' });
    const as = (search: string, extra = '') =>
      server.request(`/api/admin/users?search=${encodeURIComponent(search)}${extra}`, {
        token: superAdmin.token,
      });
    for (const search of ['zelda.search', 'QUENTIN', 'oddNAME', found.user.id]) {
      const res = await as(search);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        total: 1,
        page: 1,
        users: [{ id: found.user.id, credits: 3, isActive: true }],
      });
    }
    const all = await server.request('/api/admin/users?pageSize=2&page=2', { token: superAdmin.token });
    expect(all.body).toMatchObject({ page: 2, pageSize: 2 });
    const nothing = await as('100%_no-such-user');
    expect(nothing.body).toMatchObject({ total: 0, users: [] });
    const bad = await server.request('/api/admin/users?pageSize=1000', { token: superAdmin.token });
    expect(bad.status).toBe(400);
  });

  it('promotes and demotes, refuses super_admin changes and bad bodies, audits who did it', async () => {
    const target = await signUp(server);
    const promote = (body: unknown) =>
      server.request('/api/admin/promote-user', { body, token: superAdmin.token });
    const res = await promote({ userId: target.user.id, role: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: { id: target.user.id, role: 'admin' } });
    expect((await promote({ userId: target.user.id, role: 'user' })).body).toMatchObject({
      user: { role: 'user' },
    });
    expect((await promote({ userId: target.user.id, role: 'super_admin' })).status).toBe(403);
    expect((await promote({ userId: superAdmin.user.id, role: 'user' })).status).toBe(403);
    expect((await promote({ userId: '  ', role: 'admin' })).status).toBe(400);
    expect((await promote({ userId: target.user.id, role: 'owner' })).status).toBe(400);
    expect((await promote({ userId: UNKNOWN, role: 'admin' })).status).toBe(404);
    const log = await server.db('activity_logs').where({ action: 'user_role_changed' }).orderBy('created_at');
    expect(log[0]).toMatchObject({ user_id: superAdmin.user.id, user_email: superAdmin.email });
    expect(log[0].details).toContain(target.user.id);
  });

  it('suspends (the next request fails at once) and unsuspends; super admins cannot be suspended', async () => {
    const target = await signUp(server);
    const suspended = await server.request(`/api/admin/suspend-user/${target.user.id}`, {
      method: 'POST',
      token: superAdmin.token,
    });
    expect(suspended.body).toMatchObject({ user: { id: target.user.id, isActive: false } });
    const blocked = await server.request('/api/credits', { token: target.token });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ code: 'user-disabled' });
    const back = await server.request(`/api/admin/unsuspend-user/${target.user.id}`, {
      method: 'POST',
      token: superAdmin.token,
    });
    expect(back.body).toMatchObject({ user: { isActive: true } });
    expect((await server.request('/api/credits', { token: target.token })).status).toBe(200);
    const self = await server.request(`/api/admin/suspend-user/${superAdmin.user.id}`, {
      method: 'POST',
      token: superAdmin.token,
    });
    expect(self.status).toBe(403);
    const actions = await server
      .db('activity_logs')
      .whereIn('action', ['user_suspended', 'user_unsuspended']);
    expect(actions.map((a: { user_email: string }) => a.user_email)).toEqual([
      superAdmin.email,
      superAdmin.email,
    ]);
  });

  it('deletes a user with all their data; never a super admin or oneself', async () => {
    const target = await signUp(server);
    await server.db('support_requests').insert({
      id: crypto.randomUUID(),
      user_id: target.user.id,
      name: 'T',
      email: target.email,
      message: 'hello there',
    });
    const res = await server.request(`/api/admin/delete-user/${target.user.id}`, {
      method: 'DELETE',
      token: superAdmin.token,
    });
    expect(res.status).toBe(200);
    expect(await server.db('users').where({ id: target.user.id }).first()).toBeUndefined();
    expect(await server.db('credit_ledger').where({ user_id: target.user.id })).toEqual([]);
    expect(await server.db('support_requests').where({ user_id: target.user.id })).toEqual([]);
    expect((await server.request('/api/credits', { token: target.token })).status).toBe(401);
    const self = await server.request(`/api/admin/delete-user/${superAdmin.user.id}`, {
      method: 'DELETE',
      token: superAdmin.token,
    });
    expect(self.status).toBe(403);
    expect(await server.db('users').where({ id: superAdmin.user.id }).first()).toBeDefined();
    expect(await server.db('activity_logs').where({ action: 'user_deleted' }).first()).toMatchObject({
      user_email: superAdmin.email,
    });
  });
});

describe('overview', () => {
  it('counts users, live contracts and reviews from counters, and active users', async () => {
    const metrics = async () =>
      (await server.request('/api/admin/metrics', { token: superAdmin.token })).body;
    const before = await metrics();
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    await server
      .db('contracts')
      .insert(ids.map((id) => ({ id, user_id: user.user.id, contract_number: 'CB-2026-000001', name: 'N' })));
    await server.db('contracts').where({ id: ids[0] }).update({ deleted: true });
    const after = await metrics();
    expect(after).toMatchObject({
      totalUsers: expect.any(Number),
      totalContracts: Number(Reflect.get(Object(before), 'totalContracts')) + 1,
      totalReviews: 0,
    });
    const live = await server
      .db('contracts')
      .where({ deleted: false })
      .count<{ count: string }[]>({ count: '*' });
    expect(Reflect.get(Object(after), 'totalContracts')).toBe(Number(live[0]?.count));
    const users = await server.db('users').count<{ count: string }[]>({ count: '*' });
    expect(Reflect.get(Object(after), 'totalUsers')).toBe(Number(users[0]?.count));
    expect(Reflect.get(Object(after), 'activeUsers')).toBe(Number(users[0]?.count));
  });

  it('counters never make concurrent writers wait, and folding their deltas keeps the totals', async () => {
    const metrics = async () =>
      Object((await server.request('/api/admin/metrics', { token: superAdmin.token })).body);
    const before = Number(Reflect.get(await metrics(), 'totalContracts'));
    const row = () => ({
      id: crypto.randomUUID(),
      user_id: user.user.id,
      contract_number: 'CB-2026-000002',
      name: 'C',
    });
    const slow = await server.db.transaction();
    await slow('contracts').insert(row());
    // A second writer commits while the first is still open: with a shared counter row it would block here.
    await Promise.race([
      server.db('contracts').insert(row()),
      new Promise((_, reject) => setTimeout(() => reject(new Error('writer blocked by the counter')), 3000)),
    ]);
    await slow.commit();
    for (let i = 0; i < 60; i++) await server.db('contracts').insert(row());
    expect(Reflect.get(await metrics(), 'totalContracts')).toBe(before + 62);
    expect(Reflect.get(await metrics(), 'totalContracts')).toBe(before + 62);
    const parts = await server
      .db('admin_counter_deltas')
      .where({ name: 'contracts' })
      .count<{ count: string }[]>({ count: '*' });
    expect(Number(parts[0]?.count)).toBe(1);
  });

  it('the activity log holds sign-ups and sign-in failure bursts', async () => {
    const fresh = await signUp(server);
    expect(
      await server.db('activity_logs').where({ action: 'sign_up', user_id: fresh.user.id }).first(),
    ).toMatchObject({
      user_email: fresh.email,
    });
    for (let i = 0; i < 5; i += 1)
      await server.request('/api/auth/login', { body: { email: fresh.email, password: 'Wrong!Passw0rd' } });
    const bursts = await server
      .db('activity_logs')
      .where({ action: 'sign_in_failures', user_email: fresh.email });
    expect(bursts).toHaveLength(1);
  });

  it('pages the activity log 10 at a time, newest first', async () => {
    const first = await server.request('/api/admin/activity-logs', { token: superAdmin.token });
    expect(first.body).toMatchObject({ page: 1, pageSize: 10 });
    const body = Object(first.body);
    expect(Reflect.get(body, 'logs').length).toBeLessThanOrEqual(10);
    expect(Reflect.get(body, 'total')).toBeGreaterThan(0);
    expect(
      (await server.request('/api/admin/activity-logs?page=0', { token: superAdmin.token })).status,
    ).toBe(400);
  });

  it('stores a first-touch attribution at sign-up and breaks sign-ups down by source and device', async () => {
    const fresh = await signUp(server);
    const attribution = {
      params: { utm_source: 'newsletter', utm_campaign: 'spring', _device: 'x' },
      landingPath: '/',
      referrer: '',
      firstSeenAt: new Date().toISOString(),
      device: { deviceType: 'mobile', screenSize: 'small' },
    };
    const post = (body: unknown) => server.request('/api/attribution', { body, token: fresh.token });
    expect((await post({ attribution })).body).toEqual({ stored: true });
    const second = { ...attribution, params: { utm_source: 'later' } };
    expect((await post({ attribution: second })).body).toEqual({ stored: false });
    expect((await post({ attribution: { ...attribution, device: { deviceType: 'fridge' } } })).status).toBe(
      400,
    );
    expect((await server.request('/api/attribution', { body: { attribution } })).status).toBe(401);
    const res = await server.request('/api/admin/signup-breakdown', { token: superAdmin.token });
    const breakdown = Object(res.body);
    expect(Reflect.get(breakdown, 'bySource')).toContainEqual({ source: 'newsletter', count: 1 });
    expect(Reflect.get(breakdown, 'byDevice')).toContainEqual({
      deviceType: 'mobile',
      screenSize: 'small',
      count: 1,
    });
  });
});

describe('promotions', () => {
  it('creates with defaults, edits, lists currentRedemptions, shows stats, deletes; bad bodies 400', async () => {
    const create = await server.request('/api/admin/promotions', {
      body: { ...promotionBody, promotionCode: 'ADMIN5', isForNewUsersOnly: false },
      token: superAdmin.token,
    });
    expect(create.status).toBe(201);
    expect(create.body).toMatchObject({
      isActive: true,
      autoApply: true,
      maxRedemptions: null,
      currentRedemptions: 0,
    });
    const id = String(Reflect.get(Object(create.body), 'id'));
    expect(
      (await server.request('/api/promotions/redeem', { body: { code: 'admin5' }, token: user.token }))
        .status,
    ).toBe(200);
    const list = await server.request('/api/admin/promotions', { token: superAdmin.token });
    expect(list.body).toContainEqual(expect.objectContaining({ id, currentRedemptions: 1 }));
    const stats = await server.request(`/api/admin/promotions/${id}/stats`, { token: superAdmin.token });
    expect(stats.body).toMatchObject({
      totalRedemptions: 1,
      totalCreditsAwarded: 2,
      recentRedemptions: [{ userId: user.user.id, creditsAwarded: 2 }],
    });
    const patch = await server.request(`/api/admin/promotions/${id}`, {
      method: 'PATCH',
      body: { ...promotionBody, name: 'Renamed', maxRedemptions: 5, promotionCode: 'ADMIN5' },
      token: superAdmin.token,
    });
    expect(patch.body).toMatchObject({ name: 'Renamed', maxRedemptions: 5 });
    for (const bad of [
      { ...promotionBody, creditsAmount: 0 },
      { ...promotionBody, name: '' },
      { ...promotionBody, maxRedemptions: 0 },
      { ...promotionBody, startDate: 'tomorrow' },
    ]) {
      const res = await server.request('/api/admin/promotions', { body: bad, token: superAdmin.token });
      expect(res.status).toBe(400);
    }
    const taken = await server.request('/api/admin/promotions', {
      body: { ...promotionBody, promotionCode: 'admin5' },
      token: superAdmin.token,
    });
    expect(taken.status).toBe(409);
    const del = await server.request(`/api/admin/promotions/${id}`, {
      method: 'DELETE',
      token: superAdmin.token,
    });
    expect(del.status).toBe(200);
    expect(await server.db('promotions').where({ id }).first()).toBeUndefined();
    const actions = await server.db('activity_logs').where('action', 'like', 'promotion_%').pluck('action');
    expect(actions).toEqual(
      expect.arrayContaining(['promotion_created', 'promotion_updated', 'promotion_deleted']),
    );
  });
});

describe('maintenance', () => {
  it('needs title and message, turns on and off, and the public status follows', async () => {
    const enable = (body: unknown) =>
      server.request('/api/admin/enable-maintenance', { body, token: superAdmin.token });
    const missing = await enable({ title: ' ', message: '' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'Title and message are required' });
    const on = await enable({ title: 'Upgrade', message: 'Back soon' });
    expect(on.body).toMatchObject({ isEnabled: true, estimatedDuration: '30 minutes' });
    expect((await server.request('/api/maintenance-status')).body).toMatchObject({
      isEnabled: true,
      title: 'Upgrade',
    });
    const off = await server.request('/api/admin/disable-maintenance', {
      method: 'POST',
      token: superAdmin.token,
    });
    expect(off.body).toMatchObject({ isEnabled: false, title: 'System Maintenance', message: '' });
    expect((await server.request('/api/maintenance-status')).body).toMatchObject({ isEnabled: false });
    const actions = await server.db('activity_logs').where('action', 'like', 'maintenance_%').pluck('action');
    expect(actions).toEqual(['maintenance_enabled', 'maintenance_disabled']);
  });
});
