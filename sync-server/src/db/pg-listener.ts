import pg from 'pg';
import type { Logger } from 'pino';

/**
 * One dedicated connection that LISTENs on a channel and reconnects after it is lost. Whoever relies on the
 * notifications learns when they may have been missed: onDown when the connection goes, onUp once
 * LISTEN is in place again (notifications sent in between are lost).
 */
export class PgListener {
  private client: pg.Client | undefined;
  private closed = false;

  constructor(
    private readonly options: {
      databaseUrl: string;
      channel: string;
      logger: Logger;
      onNotification: (payload: string) => void;
      onUp: () => void;
      onDown: () => void;
      reconnectMs?: number;
    },
  ) {}

  async start(): Promise<void> {
    if (this.closed) return;
    const { channel, logger } = this.options;
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      application_name: `clausecraft-${channel}`,
      keepAlive: true,
    });
    let down = false;
    const lost = (error?: Error) => {
      if (down) return;
      down = true;
      this.client = undefined;
      this.options.onDown();
      if (this.closed) return;
      logger.warn({ err: error, channel }, 'listener connection lost; reconnecting');
      setTimeout(() => void this.restart(), this.options.reconnectMs ?? 1000);
    };
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined)
        this.options.onNotification(message.payload);
    });
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      down = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      down = true;
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.options.onUp();
  }

  /**
   * A round trip on the listening connection. PostgreSQL delivers pending notifications before it reports a
   * query done, so once this resolves, every notification committed before it was sent has been handled.
   */
  async roundTrip(): Promise<void> {
    if (!this.client) throw new Error(`The ${this.options.channel} listener is not connected`);
    await this.client.query('select 1');
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
  }

  private async restart(): Promise<void> {
    await this.start().catch((error: unknown) => {
      this.options.logger.error({ err: error, channel: this.options.channel }, 'listener failed; retrying');
      if (!this.closed) setTimeout(() => void this.restart(), this.options.reconnectMs ?? 1000);
    });
  }
}
