import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import type { BatchMessage } from '@shared-schema';
import { chatPushRows, pushRequests, type PushRow } from './push-requests';
import type { LocalMessageBatch } from './user-db-types';

function message(content: string): BatchMessage {
  return { id: uuidv7(), role: 'user', content, timestamp: new Date().toISOString(), deleted: false };
}

function batch(messages: BatchMessage[]): LocalMessageBatch {
  return { id: uuidv7(), messages, updatedAt: new Date().toISOString() };
}

function messagesOf(row: PushRow): BatchMessage[] {
  const state = row.newDocumentState;
  return 'messages' in state && Array.isArray(state.messages) ? state.messages : [];
}

describe('chat push rows', () => {
  it('sends only what the server has not seen when its state is known', () => {
    const seen = message('seen');
    const added = message('added');
    const removed = { ...message('removed'), deleted: true };
    const assumed = batch([seen, { ...removed, deleted: false }]);
    const rows = chatPushRows({
      assumedMasterState: { ...assumed, _deleted: false },
      newDocumentState: { ...assumed, messages: [seen, removed, added], _deleted: false },
    });
    expect(rows.flatMap(messagesOf).map((m) => m.content)).toEqual(['removed', 'added']);
  });

  it('cuts a long conversation the server state of which is unknown into parts, each in its own request', () => {
    const long = batch(Array.from({ length: 40 }, (_, i) => message(`${i} ${'x'.repeat(1000)}`)));
    const rows = chatPushRows({ newDocumentState: { ...long, _deleted: false } }, 10_000);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.flatMap(messagesOf)).toEqual(long.messages);
    const requests = pushRequests(
      [...rows, { assumedMasterState: null, newDocumentState: { id: 'other' } }],
      50_000,
    );
    for (const request of requests) {
      expect(JSON.stringify(request).length).toBeLessThanOrEqual(50_000);
      // Within one request the server keeps only the last state of a document: never two parts of one.
      expect(new Set(request.map((row) => row.newDocumentState.id)).size).toBe(request.length);
    }
    expect(requests.flat()).toHaveLength(rows.length + 1);
  });

  it('keeps small rows together and sends a row larger than the budget alone', () => {
    const small = (id: string): PushRow => ({ assumedMasterState: null, newDocumentState: { id } });
    const big: PushRow = {
      assumedMasterState: null,
      newDocumentState: { id: 'big', ...{ text: 'y'.repeat(500) } },
    };
    const requests = pushRequests([small('a'), small('b'), big, small('c')], 300);
    expect(requests.map((r) => r.map((row) => row.newDocumentState.id))).toEqual([
      ['a', 'b'],
      ['big'],
      ['c'],
    ]);
  });
});
