import { describe, expect, it } from 'vitest';
import type { BatchMessage } from '@shared-schema';
import { chatConflictHandler } from './chat-conflict-handler';

const message = (n: number, deleted = false): BatchMessage => ({
  id: `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`,
  role: n % 2 ? 'assistant' : 'user',
  content: `m${n}`,
  timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  deleted,
});
const batch = (messages: BatchMessage[], updatedAt = '2026-01-01T00:00:00.000Z') => ({
  id: '00000000-0000-7000-8000-000000000100',
  messages,
  updatedAt,
  _deleted: false,
});

describe('chat conflict handler', () => {
  it('keeps this device’s new messages and adopts the server’s, with deletes', async () => {
    const resolved = await chatConflictHandler.resolve(
      {
        realMasterState: batch([message(1), message(3)]),
        newDocumentState: batch([message(1, true), message(2)]),
      },
      'test',
    );
    expect(resolved.messages).toEqual([message(1, true), message(2), message(3)]);
    expect(resolved._deleted).toBe(false);
  });

  it('compares messages, not bookkeeping', () => {
    expect(chatConflictHandler.isEqual(batch([message(1)]), batch([message(1)], 'later'), 'test')).toBe(true);
    expect(chatConflictHandler.isEqual(batch([message(1)]), batch([message(1, true)]), 'test')).toBe(false);
  });
});
