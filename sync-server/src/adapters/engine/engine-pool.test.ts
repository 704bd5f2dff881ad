import { afterAll, describe, expect, it } from 'vitest';
import { analyzeContract, runInterview } from '@contract-engine';
import { EngineGate } from './engine-gate';
import { EngineBusyError, EnginePool } from './engine-pool';

const clause = (i: number) =>
  `${i}. The Supplier shall indemnify the Customer against all losses arising from any breach of this Agreement, including reasonable legal fees. Either party may terminate this Agreement on ninety days written notice.\n`;
const longContract = Array.from({ length: 300 }, (_, i) => clause(i + 1)).join('');

/** One turn of the event loop: setImmediate runs only once the loop has gone round. */
const nextTurn = () => new Promise<number>((resolve) => setImmediate(() => resolve(1)));

const pool = new EnginePool({ threads: 1, maxQueued: 1, timeoutMs: 60_000 });
pool.start();
afterAll(() => pool.close());

describe('the engine pool', () => {
  it('answers interviews and reviews exactly as the engine does', async () => {
    const input = {
      messages: [{ role: 'user' as const, content: 'I need a simple NDA between Acme Ltd and Beta LLC' }],
      today: '2026-03-01',
    };
    expect(await pool.run({ kind: 'interview', input })).toEqual(await runInterview(input));
    const text = clause(1) + clause(2);
    expect(await pool.run({ kind: 'review', text, party: null })).toEqual(
      analyzeContract(text, { party: null }),
    );
  });

  it('leaves the event loop turning while a review is in progress in its thread', async () => {
    // The review is held in its thread until the gate opens, so it is in progress for exactly as long as the test
    // wants, whatever the machine's speed. Were it run on the main thread, the gate's wait would hold the event
    // loop and none of the turns below could happen (the test would time out).
    const gate = new EngineGate();
    const gated = new EnginePool({ threads: 1, maxQueued: 1, timeoutMs: 60_000 }, gate);
    gated.start();
    try {
      let settled = false;
      const review = gated.run({ kind: 'review', text: longContract, party: null });
      void review.then(() => (settled = true));
      let turns = 0;
      while (gate.started === 0) turns += await nextTurn();
      const startedAt = turns;
      for (let i = 0; i < 100; i++) turns += await nextTurn();
      expect(turns - startedAt).toBe(100);
      expect(settled).toBe(false);
      gate.open();
      expect(await review).toEqual(analyzeContract(longContract, { party: null }));
    } finally {
      await gated.close();
    }
  });

  it('refuses work beyond its queue with 503 and Retry-After, and finishes what it took', async () => {
    const task = { kind: 'review' as const, text: longContract, party: null };
    const running = pool.run(task);
    const queued = pool.run(task);
    const refused = pool.run(task);
    await expect(refused).rejects.toBeInstanceOf(EngineBusyError);
    await expect(refused).rejects.toMatchObject({ status: 503, extra: { retryAfter: 5 } });
    await expect(running).resolves.toBeTruthy();
    await expect(queued).resolves.toBeTruthy();
  });

  it('stops a task past its deadline, answers 503 and keeps serving with a fresh thread', async () => {
    const strict = new EnginePool({ threads: 1, maxQueued: 4, timeoutMs: 50 });
    strict.start();
    try {
      await expect(strict.run({ kind: 'review', text: longContract, party: null })).rejects.toMatchObject({
        status: 503,
        code: 'engine-busy',
      });
    } finally {
      await strict.close();
    }
    await expect(strict.run({ kind: 'review', text: 'x', party: null })).rejects.toBeInstanceOf(
      EngineBusyError,
    );
  });
});
