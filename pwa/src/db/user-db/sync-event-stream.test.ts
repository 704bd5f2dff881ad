// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSyncEventStream, type StreamEvent } from './sync-event-stream';

// A stream opened before the network dropped can stall without ever erroring (Chromium's offline
// emulation does exactly that): going offline must drop it, and coming back must open a new one, whose
// RESYNC makes the replication pull what it missed.

let online = true;
const requests: AbortSignal[] = [];

/** A server that answers every stream request with RESYNC and then keeps the connection open, silent. */
function silentStream(_url: unknown, init?: RequestInit): Promise<Response> {
  const signal = init?.signal ?? new AbortController().signal;
  requests.push(signal);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('data: "RESYNC"\n\n'));
      signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return Promise.resolve(new Response(body, { status: 200 }));
}

function goOffline(): void {
  online = false;
  window.dispatchEvent(new Event('offline'));
}

function goOnline(): void {
  online = true;
  window.dispatchEvent(new Event('online'));
}

describe('the sync event stream across an offline period', () => {
  beforeEach(() => {
    online = true;
    requests.length = 0;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.stubGlobal('fetch', vi.fn(silentStream));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('drops the open stream when the browser goes offline and opens a new one when it is back', async () => {
    const events: StreamEvent[] = [];
    const stop = openSyncEventStream(
      'contracts=1',
      (event) => events.push(event),
      () => undefined,
    );
    try {
      await vi.waitFor(() => expect(events).toEqual([{ kind: 'resync' }]));
      expect(requests).toHaveLength(1);

      goOffline();
      expect(requests[0]?.aborted).toBe(true);
      // Offline, no request that can only fail is sent.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(requests).toHaveLength(1);

      goOnline();
      await vi.waitFor(() => expect(requests).toHaveLength(2));
      expect(requests[1]?.aborted).toBe(false);
      await vi.waitFor(() => expect(events).toEqual([{ kind: 'resync' }, { kind: 'resync' }]));
    } finally {
      stop();
    }
    expect(requests[1]?.aborted).toBe(true);
  });
});
