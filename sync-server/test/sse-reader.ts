/** Reads a server-sent-events stream with fetch (the PWA does the same, so it can send the bearer token). */
export type SseReader = { next: (timeoutMs?: number) => Promise<unknown>; close: () => void; status: number };

export async function openSse(url: string, token: string): Promise<SseReader> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!res.body) return { status: res.status, next: async () => undefined, close: () => controller.abort() };
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: unknown[] = [];
  const waiting: Array<(value: unknown) => void> = [];
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let index: number;
        while ((index = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (!data) continue;
          const event: unknown = JSON.parse(data);
          const resolve = waiting.shift();
          if (resolve) resolve(event);
          else queue.push(event);
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: res.status,
    next: (timeoutMs = 5000) =>
      queue.length > 0
        ? Promise.resolve(queue.shift())
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('no event in time')), timeoutMs);
            waiting.push((v) => {
              clearTimeout(timer);
              resolve(v);
            });
          }),
    close: () => controller.abort(),
  };
}
