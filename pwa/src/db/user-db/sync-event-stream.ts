import { currentIdToken } from '../../lib/http';

export type StreamEvent =
  { kind: 'resync' } | { kind: 'batch'; collection: string; documents: unknown[]; checkpoint: unknown };

/**
 * The per-user server-sent-events stream, read with fetch so it can carry the bearer token. Reconnects with
 * backoff (at once when the browser comes back online, after dropping the stream when it went offline); the
 * server sends RESYNC on every connect.
 */
export function openSyncEventStream(
  query: string,
  onEvent: (event: StreamEvent) => void,
  onOutdated: () => void,
): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  let attempt = 0;
  let wake: (() => void) | undefined;
  // The online event can come while the loop is not sleeping (a request that fails as the network drops):
  // remembered, so the next wait ends at once instead of sitting out a backoff of up to 30 s.
  let cameOnline = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (cameOnline || stopped) {
        cameOnline = false;
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = done;
    });
  const onOnline = () => {
    attempt = 0;
    if (wake) wake();
    else cameOnline = true;
  };
  // A stream opened before the network dropped may never deliver again (its connection can stall without
  // an error, as on a phone that changed networks): it is dropped at once, and the loop opens a new one when
  // the browser is back online; the server's RESYNC on connect then pulls whatever was missed meanwhile.
  const onOffline = () => controller?.abort();
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);

  const loop = async () => {
    while (!stopped) {
      if (!navigator.onLine) {
        // No request that can only fail: wait for the online event (or check again in 30 s).
        cameOnline = false;
        await sleep(30_000);
        continue;
      }
      controller = new AbortController();
      try {
        const token = await currentIdToken();
        const response = await fetch(`/api/sync/stream?${query}`, {
          headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          credentials: 'include',
          signal: controller.signal,
        });
        if (response.status === 426) {
          onOutdated();
          return;
        }
        if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
        attempt = 0;
        await readEvents(response.body, onEvent);
      } catch {
        // Network gone, token expired or server restarting: try again below.
      }
      if (stopped) return;
      attempt += 1;
      await sleep(Math.min(30_000, 500 * 2 ** Math.min(attempt, 6)));
    }
  };
  void loop();

  return () => {
    stopped = true;
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    controller?.abort();
    wake?.();
  };
}

async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (!data) continue;
      const event = parseEvent(data);
      if (event) onEvent(event);
    }
  }
}

function parseEvent(data: string): StreamEvent | undefined {
  const parsed: unknown = JSON.parse(data);
  if (parsed === 'RESYNC') return { kind: 'resync' };
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'collection' in parsed &&
    'documents' in parsed &&
    'checkpoint' in parsed
  ) {
    const { collection, documents, checkpoint } = parsed;
    if (typeof collection === 'string' && Array.isArray(documents))
      return { kind: 'batch', collection, documents, checkpoint };
  }
  return undefined;
}
