import pg from 'pg';
import { z } from 'zod';
import type { Logger } from 'pino';
import type { SyncCollection } from '@shared-schema';

const notificationSchema = z.object({ userId: z.string(), table: z.string() });
/** Sent after a backup restore replaced data: every stream tells its client to RESYNC. */
const resyncSchema = z.object({ resync: z.literal(true) });

export type ChangeListener = (collection: SyncCollection) => void;

/**
 * Wakes the event streams of a user when their documents change, on every server instance: the database
 * triggers pg_notify('clausecraft_sync') on commit and each instance LISTENs on one dedicated connection.
 */
export class SyncHub {
  private readonly listeners = new Map<string, Set<ChangeListener>>();
  private readonly resyncListeners = new Set<() => void>();
  private client: pg.Client | undefined;
  private closed = false;

  /** `collections` maps each synced table (named by the notification) to its collection, from the definitions. */
  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
    private readonly collections: ReadonlyMap<string, SyncCollection>,
  ) {}

  async start(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'clausecraft-sync-listener',
    });
    client.on('notification', (message) => this.dispatch(message.payload));
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'sync listener connection lost; reconnecting');
      this.client = undefined;
      if (!this.closed)
        setTimeout(
          () =>
            void this.start().catch((e: unknown) => this.logger.error({ err: e }, 'sync listener failed')),
          1000,
        );
    });
    await client.connect();
    await client.query('LISTEN clausecraft_sync');
    this.client = client;
  }

  subscribe(userId: string, listener: ChangeListener): () => void {
    const set = this.listeners.get(userId) ?? new Set();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  get streamCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.resyncListeners.clear();
    await this.client?.end().catch(() => undefined);
  }

  private dispatch(payload: string | undefined): void {
    if (!payload) return;
    if (resyncSchema.safeParse(safeJson(payload)).success) {
      for (const listener of this.resyncListeners) listener();
      return;
    }
    const parsed = notificationSchema.safeParse(safeJson(payload));
    if (!parsed.success) return;
    const collection = this.collections.get(parsed.data.table);
    const set = this.listeners.get(parsed.data.userId);
    if (!collection || !set) return;
    for (const listener of set) listener(collection);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
