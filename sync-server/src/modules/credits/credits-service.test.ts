import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp } from '../../../test/test-users';
import { InsufficientCreditsError } from '../../errors';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('CreditsService', () => {
  it('50 concurrent spends at one account never drive the balance below zero', async () => {
    const { user } = await signUp(server);
    await server.services.credits.grant(user.id, 17, 'purchase', 'Top-up', 'topup-1');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        server.services.credits.spend(user.id, 2, 'Contract download', `download-${i}`),
      ),
    );
    const charged = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(charged).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused)
      expect(r.status === 'rejected' && r.reason).toBeInstanceOf(InsufficientCreditsError);
    expect(await server.services.credits.balance(user.id)).toBe(0);
    const ledger = await server.db('credit_ledger').where({ user_id: user.id, type: 'spend' });
    expect(ledger).toHaveLength(10);
    const balances = ledger
      .map((row: { balance_after: number }) => row.balance_after)
      .sort((a: number, b: number) => a - b);
    expect(balances).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
  });

  it('a repeated key is charged once, even when the retries race', async () => {
    const { user } = await signUp(server);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => server.services.credits.spend(user.id, 1, 'Review', 'review-abc')),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await server.services.credits.balance(user.id)).toBe(2);
    expect(
      await server.db('credit_ledger').where({ user_id: user.id, idempotency_key: 'review-abc' }),
    ).toHaveLength(1);
  });

  it('a refused spend answers 402 data and leaves no ledger row', async () => {
    const { user } = await signUp(server);
    const error = await server.services.credits.spend(user.id, 5, 'Too much', 'big').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientCreditsError);
    expect(error instanceof InsufficientCreditsError && error.extra).toEqual({
      currentCredits: 3,
      requiredCredits: 5,
    });
    expect(await server.db('credit_ledger').where({ user_id: user.id, idempotency_key: 'big' })).toEqual([]);
  });

  it('a refund takes back at most what is left', async () => {
    const { user } = await signUp(server);
    await server.services.credits.spend(user.id, 2, 'Download', 'd1');
    const change = await server.services.credits.revoke(user.id, 5, 'Refund of Quick Boost', 'refund-1');
    expect(change).toMatchObject({ credits: 0, applied: true });
    expect(
      (await server.services.credits.revoke(user.id, 5, 'Refund of Quick Boost', 'refund-1')).applied,
    ).toBe(false);
  });

  it('refuses non-positive amounts', async () => {
    const { user } = await signUp(server);
    await expect(server.services.credits.spend(user.id, 0, 'x', 'k0')).rejects.toThrow(/positive/);
    await expect(server.services.credits.grant(user.id, -3, 'bonus', 'x', 'k1')).rejects.toThrow(/positive/);
    await expect(server.services.credits.spend(user.id, 1.5, 'x', 'k2')).rejects.toThrow(/positive/);
  });
});
