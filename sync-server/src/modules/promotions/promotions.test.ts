import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionBody } from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const day = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

let counter = 0;
async function createPromotion(overrides: Partial<PromotionBody> = {}): Promise<string> {
  counter += 1;
  const rows: Array<{ id: string }> = await server
    .db('promotions')
    .insert({
      id: crypto.randomUUID(),
      name: overrides.name ?? `Promo ${counter}`,
      description: 'Test promotion',
      credits_amount: overrides.creditsAmount ?? 2,
      start_date: overrides.startDate === undefined ? iso(-day) : overrides.startDate,
      end_date: overrides.endDate === undefined ? iso(day) : overrides.endDate,
      is_active: overrides.isActive ?? true,
      is_for_new_users_only: overrides.isForNewUsersOnly ?? true,
      max_redemptions: overrides.maxRedemptions ?? null,
      auto_apply: overrides.autoApply ?? true,
      promotion_code: overrides.promotionCode ?? null,
    })
    .returning('id');
  return rows[0]?.id ?? '';
}

const redeem = (user: SignedInUser, code: unknown) =>
  server.request('/api/promotions/redeem', { token: user.token, body: { code } });
const ledger = (user: SignedInUser) =>
  server.db('credit_ledger').where({ user_id: user.user.id }).orderBy('created_at');

describe('auto-apply promotions at sign-up', () => {
  it('grants running new-user promotions once, within dates and limit, each as a bonus row', async () => {
    await server.db('promotions').delete();
    const running = await createPromotion({ name: 'Launch week', creditsAmount: 4, maxRedemptions: 2 });
    await createPromotion({ name: 'Not started', startDate: iso(day), endDate: iso(2 * day) });
    await createPromotion({ name: 'Ended', startDate: iso(-2 * day), endDate: iso(-day) });
    await createPromotion({ name: 'Inactive', isActive: false });
    await createPromotion({ name: 'Existing users', isForNewUsersOnly: false });
    await createPromotion({ name: 'Manual', autoApply: false });
    await createPromotion({ name: 'Code only', promotionCode: 'CODEONLY' });

    const first = await signUp(server);
    expect(await server.services.credits.balance(first.user.id)).toBe(7);
    const rows = await ledger(first);
    expect(rows.map((r: { description: string }) => r.description)).toEqual([
      'Free trial credits',
      'Promotion: Launch week',
    ]);
    expect(rows[1]).toMatchObject({ type: 'bonus', amount: 4 });

    await signUp(server);
    // The limit of 2 is reached: the third sign-up still succeeds, without the bonus.
    const third = await signUp(server);
    expect(await server.services.credits.balance(third.user.id)).toBe(3);
    expect(await server.db('promotions').where({ id: running }).first()).toMatchObject({
      current_redemptions: 2,
    });
    await server.db('promotions').delete();
  });
});

describe('POST /api/promotions/redeem', () => {
  it('grants a code promotion once per user, case-insensitively', async () => {
    await createPromotion({
      name: 'Spring',
      promotionCode: 'SPRING25',
      creditsAmount: 5,
      isForNewUsersOnly: false,
    });
    const user = await signUp(server);
    const res = await redeem(user, ' spring25 ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ credits: 8, creditsAwarded: 5, promotion: { name: 'Spring' } });
    const again = await redeem(user, 'SPRING25');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'promotion-already-redeemed' });
    expect(await server.services.credits.balance(user.user.id)).toBe(8);
    expect((await ledger(user)).filter((r: { type: string }) => r.type === 'bonus')).toHaveLength(2);
  });

  it('concurrent redemptions by many users respect maxRedemptions', async () => {
    const id = await createPromotion({
      promotionCode: 'RUSH',
      maxRedemptions: 5,
      creditsAmount: 1,
      isForNewUsersOnly: false,
    });
    const users = await Promise.all(Array.from({ length: 20 }, () => signUp(server)));
    const results = await Promise.all(users.map((u) => redeem(u, 'RUSH')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.body).toMatchObject({ code: 'promotion-exhausted' });
    expect(await server.db('promotion_redemptions').where({ promotion_id: id })).toHaveLength(5);
    expect(await server.db('promotions').where({ id }).first()).toMatchObject({ current_redemptions: 5 });
    expect(await server.db('credit_ledger').where({ idempotency_key: `promotion:${id}` })).toHaveLength(5);
  });

  it('one user racing the same code gets it once', async () => {
    await createPromotion({ promotionCode: 'TWICE', creditsAmount: 3, isForNewUsersOnly: false });
    const user = await signUp(server);
    const results = await Promise.all(Array.from({ length: 10 }, () => redeem(user, 'TWICE')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await server.services.credits.balance(user.user.id)).toBe(6);
  });

  it('refuses codes that are unknown, not running, or for new users only', async () => {
    const user = await signUp(server);
    await createPromotion({
      promotionCode: 'LATER',
      startDate: iso(day),
      endDate: iso(2 * day),
      isForNewUsersOnly: false,
    });
    await createPromotion({ promotionCode: 'OFF', isActive: false, isForNewUsersOnly: false });
    await createPromotion({ promotionCode: 'NEWBIES', startDate: iso(60_000), endDate: null });
    expect((await redeem(user, 'NOPE')).body).toMatchObject({ code: 'promotion-not-found' });
    expect((await redeem(user, 'LATER')).body).toMatchObject({ code: 'promotion-not-active' });
    expect((await redeem(user, 'OFF')).body).toMatchObject({ code: 'promotion-not-active' });
    // NEWBIES starts in a minute: an account opened before it started is not new.
    await server
      .db('promotions')
      .whereRaw("promotion_code = 'NEWBIES'")
      .update({ start_date: new Date(Date.now() - 1000) });
    await server
      .db('users')
      .where({ id: user.user.id })
      .update({ created_at: new Date(Date.now() - day) });
    expect((await redeem(user, 'NEWBIES')).body).toMatchObject({ code: 'promotion-new-users-only' });
    const newcomer = await signUp(server);
    expect((await redeem(newcomer, 'newbies')).status).toBe(200);
    expect(await server.services.credits.balance(user.user.id)).toBe(3);
  });

  it('refuses bad input with a 400 and needs sign-in', async () => {
    const user = await signUp(server);
    expect((await redeem(user, '')).status).toBe(400);
    expect((await redeem(user, 42)).status).toBe(400);
    expect((await redeem(user, 'x'.repeat(65))).status).toBe(400);
    expect((await server.request('/api/promotions/redeem', { token: user.token, body: {} })).status).toBe(
      400,
    );
    expect(
      (await server.request('/api/promotions/redeem', { token: user.token, rawBody: '{"code"' })).status,
    ).toBe(400);
    expect((await server.request('/api/promotions/redeem', { body: { code: 'SPRING25' } })).status).toBe(401);
  });
});

describe('PromotionsService for the admin screens', () => {
  it('creates, updates, counts and deletes; a taken code is a conflict; unknown ids are 404', async () => {
    const promotions = server.services.promotions;
    const body: PromotionBody = {
      name: 'Admin made',
      description: 'From the dashboard',
      creditsAmount: 3,
      startDate: iso(-day),
      endDate: iso(day),
      isActive: true,
      isForNewUsersOnly: false,
      maxRedemptions: null,
      autoApply: false,
      promotionCode: 'ADMIN3',
      termsAndConditions: '',
    };
    const created = await promotions.create(body);
    await expect(promotions.create({ ...body, promotionCode: 'admin3' })).rejects.toMatchObject({
      status: 409,
    });
    const user = await signUp(server);
    await redeem(user, 'ADMIN3');
    expect(await promotions.stats(created.id)).toMatchObject({
      totalRedemptions: 1,
      totalCreditsAwarded: 3,
      recentRedemptions: [{ userId: user.user.id, creditsAwarded: 3 }],
    });
    expect((await promotions.update(created.id, { ...body, name: 'Renamed' })).name).toBe('Renamed');
    await promotions.delete(created.id);
    await expect(promotions.delete(created.id)).rejects.toMatchObject({ status: 404 });
    await expect(promotions.stats('not-a-uuid')).rejects.toMatchObject({ status: 404 });
  });
});
