import { PassThrough } from 'node:stream';
import type { SyncCheckpoint, SyncCollection } from '@shared-schema';
import type { AppContext } from '../../app-context';
import type { SyncHub } from './sync-hub';
import type { SyncService } from './sync-service';

const HEARTBEAT_MS = 15_000;
const HELD_BACK_RETRIES = 5;

/**
 * One server-sent-events stream per signed-in client: RESYNC on every (re)connect, then batches of changed
 * documents per collection, and a heartbeat comment. It ends when the ID token used to open it expires,
 * so a suspended account or a signed-out device stops receiving data; the client reconnects with a new token.
 */
export async function openSyncStream(
  ctx: AppContext,
  deps: {
    hub: SyncHub;
    sync: SyncService;
    userId: string;
    collections: SyncCollection[];
    maxLifetimeMs: number;
  },
): Promise<void> {
  const stream = new PassThrough();
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.req.socket.setKeepAlive(true);
  ctx.set({
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
  });
  ctx.status = 200;
  ctx.body = stream;

  const checkpoints = new Map<SyncCollection, SyncCheckpoint | null>();
  // Start from the present: after RESYNC the client pulls everything older itself.
  for (const collection of deps.collections)
    checkpoints.set(collection, await deps.sync.latestCheckpoint(collection, deps.userId));

  const running = new Map<SyncCollection, Promise<void>>();
  const pending = new Set<SyncCollection>();
  const send = (data: unknown) => stream.write(`data: ${JSON.stringify(data)}\n\n`);

  const flush = async (collection: SyncCollection): Promise<void> => {
    for (let attempt = 0; attempt <= HELD_BACK_RETRIES; attempt++) {
      let sent = false;
      for (;;) {
        const page = await deps.sync.pull(collection, deps.userId, checkpoints.get(collection) ?? null, 200);
        if (page.documents.length === 0 || !page.checkpoint) break;
        checkpoints.set(collection, page.checkpoint);
        send({ collection, documents: page.documents, checkpoint: page.checkpoint });
        sent = true;
      }
      if (sent) return;
      // Nothing new. Either the change was already sent (a flush that ran for an earlier wake-up picked it up,
      // or one push woke the stream twice) or it is held back while an older transaction is still open; only
      // then look again shortly. Waiting for nothing held up the next change by up to 300 ms (every wake-up
      // while a flush runs waits for it).
      if (!(await deps.sync.heldBack(collection, deps.userId))) return;
      await new Promise((r) => setTimeout(r, 20 * (attempt + 1)));
    }
  };
  const onChange = (collection: SyncCollection) => {
    if (!checkpoints.has(collection)) return;
    if (running.has(collection)) {
      pending.add(collection);
      return;
    }
    const run = async () => {
      do {
        pending.delete(collection);
        await flush(collection);
      } while (pending.has(collection));
    };
    running.set(
      collection,
      run()
        .catch(() => {
          stream.destroy();
        })
        .finally(() => running.delete(collection)),
    );
  };

  const unsubscribe = deps.hub.subscribe(deps.userId, onChange);
  const offResync = deps.hub.onResync(() => send('RESYNC'));
  const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(() => stream.end(), deps.maxLifetimeMs);
  const cleanup = () => {
    unsubscribe();
    offResync();
    clearInterval(heartbeat);
    clearTimeout(lifetime);
  };
  stream.on('close', cleanup);
  ctx.req.on('close', () => stream.end());
  send('RESYNC');
}
