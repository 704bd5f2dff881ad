// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BatchMessage } from '@shared-schema';
import { recheckChatBatches } from './chat-conflict-recheck';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('re-reading a chat batch after a push conflict', () => {
  it('reads each batch from the server after the delay and hands its messages to the merge', async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        requested.push(url);
        return Promise.resolve(
          Response.json([
            {
              id: 'm1',
              contractId: 'c1',
              role: 'user',
              content: 'hi',
              timestamp: '2026-11-23T08:00:00.000Z',
            },
          ]),
        );
      }),
    );
    const merged: Array<{ contractId: string; messages: BatchMessage[] }> = [];
    recheckChatBatches(
      ['c1'],
      (contractId, messages) => {
        merged.push({ contractId, messages });
        return Promise.resolve();
      },
      20,
    );
    expect(requested).toEqual([]);
    await vi.waitFor(() => expect(merged).toHaveLength(1));
    expect(requested).toEqual(['/api/contracts/c1/messages']);
    expect(merged[0]).toEqual({
      contractId: 'c1',
      messages: [
        { id: 'm1', role: 'user', content: 'hi', timestamp: '2026-11-23T08:00:00.000Z', deleted: false },
      ],
    });
  });

  it('leaves the local batch alone when the server cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const merge = vi.fn(() => Promise.resolve());
    recheckChatBatches(['c1'], merge, 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(merge).not.toHaveBeenCalled();
  });
});
