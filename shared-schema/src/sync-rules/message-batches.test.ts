import { describe, expect, it } from 'vitest';
import type { BatchMessage } from '../sync';
import { batchAdds, batchIsDeleted, mergeMessageBatches, sortMessages } from './message-batches';
import { seededRandom } from './seeded-random';

const SEEDS = Array.from({ length: 25 }, (_, i) => i + 1);

function uuid(n: number): string {
  return `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;
}

/** A random batch drawn from a small pool of messages, so batches overlap; some messages deleted. */
function randomBatch(random: () => number): BatchMessage[] {
  const out: BatchMessage[] = [];
  for (let n = 0; n < 12; n++) {
    if (random() < 0.5) continue;
    out.push({
      id: uuid(n),
      role: n % 2 ? 'assistant' : 'user',
      content: `message ${n}`,
      // Equal timestamps happen (a reply in the same millisecond): ids break the tie.
      timestamp: new Date(1_700_000_000_000 + Math.floor(n / 3) * 1000).toISOString(),
      deleted: random() < 0.2,
    });
  }
  return out;
}

/** What convergence needs: the same ids with the same deleted flags, in the same order. */
function shape(messages: BatchMessage[]): Array<[string, boolean]> {
  return messages.map((m) => [m.id, m.deleted]);
}

describe('message batches merge by id', () => {
  it.each(SEEDS)('is commutative, associative and idempotent on ids and deletes (seed %i)', (seed) => {
    const random = seededRandom(seed);
    const [a, b, c] = [randomBatch(random), randomBatch(random), randomBatch(random)];
    expect(shape(mergeMessageBatches(a, b))).toEqual(shape(mergeMessageBatches(b, a)));
    expect(shape(mergeMessageBatches(mergeMessageBatches(a, b), c))).toEqual(
      shape(mergeMessageBatches(a, mergeMessageBatches(b, c))),
    );
    const ab = mergeMessageBatches(a, b);
    expect(mergeMessageBatches(ab, ab)).toEqual(ab);
    expect(mergeMessageBatches(ab, a)).toEqual(ab);
  });

  it.each(SEEDS)('never loses a message and a delete always wins (seed %i)', (seed) => {
    const random = seededRandom(seed);
    const [a, b] = [randomBatch(random), randomBatch(random)];
    const merged = new Map(mergeMessageBatches(a, b).map((m) => [m.id, m]));
    for (const message of [...a, ...b]) {
      expect(merged.has(message.id)).toBe(true);
      if (message.deleted) expect(merged.get(message.id)?.deleted).toBe(true);
    }
    expect(merged.size).toBe(new Set([...a, ...b].map((m) => m.id)).size);
  });

  it.each(SEEDS)('answers whether a merge changes the base (seed %i)', (seed) => {
    const random = seededRandom(seed);
    const [a, b] = [randomBatch(random), randomBatch(random)];
    const base = sortMessages(a);
    expect(batchAdds(base, b)).toBe(JSON.stringify(mergeMessageBatches(base, b)) !== JSON.stringify(base));
  });

  it('keeps the first-written fields of a message both sides have', () => {
    const stored: BatchMessage = {
      id: uuid(1),
      role: 'user',
      content: 'first',
      timestamp: '2026-01-01T00:00:00.000Z',
      deleted: false,
    };
    const [merged] = mergeMessageBatches([stored], [{ ...stored, content: 'rewritten', deleted: true }]);
    expect(merged).toEqual({ ...stored, deleted: true });
  });

  it('orders by timestamp, then id', () => {
    const at = (id: number, second: number): BatchMessage => ({
      id: uuid(id),
      role: 'user',
      content: '',
      timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString(),
      deleted: false,
    });
    expect(mergeMessageBatches([at(3, 1), at(1, 2)], [at(2, 1)]).map((m) => m.id)).toEqual([
      uuid(2),
      uuid(3),
      uuid(1),
    ]);
  });

  it('treats a batch as deleted only when it has messages and all are deleted', () => {
    const message: BatchMessage = { id: uuid(1), role: 'user', content: '', timestamp: '', deleted: true };
    expect(batchIsDeleted([])).toBe(false);
    expect(batchIsDeleted([message])).toBe(true);
    expect(batchIsDeleted([message, { ...message, id: uuid(2), deleted: false }])).toBe(false);
  });
});
