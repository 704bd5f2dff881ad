import type { Logger } from 'pino';
import type { Role } from '@shared-schema';
import { PgListener } from '../../db/pg-listener';

/** What decides whether a verified ID token may act: the account and whether its sign-in was ended. */
export type AccountState = {
  id: string;
  email: string;
  role: Role;
  isActive: boolean;
  /** ID tokens issued before this moment are refused (sign-out everywhere, password reset). */
  tokensValidAfter: Date | null;
  /** The token's sign-in (refresh-token family) was ended: sign-out, password reset, a reused refresh token. */
  sessionRevoked: boolean;
};

export const ACCOUNTS_CHANNEL = 'clausecraft_accounts';
const TTL_MS = 30_000;
const MAX_USERS = 50_000;
const MAX_SESSIONS_PER_USER = 50;
const FENCE_TIMEOUT_MS = 1000;

type Entry = { expiresAtMs: number; sessions: Map<string, AccountState> };

/**
 * Keeps the account checks of recent requests in memory, so an authenticated request does not read the
 * account and its sign-in before its own query. Every change that matters (suspension, deletion, role or
 * e-mail change, tokens_valid_after, a revoked sign-in) makes PostgreSQL notify every instance on commit
 * (triggers of migration 20261124031600), whichever code path made it, and each instance forgets that
 * account; a cached answer is used only after a shared fence (see fence()) proved that every change
 * committed before the request arrived has been received, so the next request after a change is refused on
 * every instance. The cache is used only while the LISTEN connection is up: once it drops, every request
 * reads the database until LISTEN is back and the cache starts empty. Entries also expire after TTL_MS.
 */
export class AccountCache {
  private readonly entries = new Map<string, Entry>();
  private isListening = false;
  /** Moves on every invalidation, so a read that raced a change is not stored after the change. */
  private epoch = 0;
  private readonly listener: PgListener;
  private fenceWaiters: Array<(ok: boolean) => void> = [];
  private fenceRunning = false;

  constructor(options: { databaseUrl: string; logger: Logger }) {
    this.listener = new PgListener({
      databaseUrl: options.databaseUrl,
      channel: ACCOUNTS_CHANNEL,
      logger: options.logger,
      onNotification: (payload) => this.forget(payload),
      onUp: () => this.reset(true),
      onDown: () => this.reset(false),
    });
  }

  async start(): Promise<void> {
    await this.listener.start();
  }

  async close(): Promise<void> {
    await this.listener.close();
    this.reset(false);
  }

  /** Whether the cache is in use (its LISTEN connection is up). */
  get listening(): boolean {
    return this.isListening;
  }

  get size(): number {
    return this.entries.size;
  }

  async get(
    userId: string,
    sessionId: string | undefined,
    load: () => Promise<AccountState | undefined>,
  ): Promise<AccountState | undefined> {
    const sessionKey = sessionId ?? '';
    if (this.lookup(userId, sessionKey) && (await this.fence())) {
      // Whatever is still cached after the fence was not changed before this request arrived.
      const cached = this.lookup(userId, sessionKey);
      if (cached) return cached;
    }
    const epoch = this.epoch;
    const state = await load();
    if (state && this.isListening && epoch === this.epoch) this.store(userId, sessionKey, state);
    return state;
  }

  /**
   * For a request that changes nothing: the cached state at once, without waiting for the fence, and
   * `held`, which resolves once the fence is done: true when the state was still cached unchanged after it
   * (so no change committed before the request arrived had touched it), false when the caller must check
   * again (the state was forgotten or replaced, or the fence failed). Undefined when nothing is cached.
   */
  peek(
    userId: string,
    sessionId: string | undefined,
  ): { state: AccountState; held: Promise<boolean> } | undefined {
    const sessionKey = sessionId ?? '';
    const state = this.lookup(userId, sessionKey);
    if (!state) return undefined;
    return { state, held: this.fence().then((ok) => ok && this.lookup(userId, sessionKey) === state) };
  }

  private lookup(userId: string, sessionKey: string): AccountState | undefined {
    const entry = this.entries.get(userId);
    return entry && entry.expiresAtMs > Date.now() ? entry.sessions.get(sessionKey) : undefined;
  }

  /**
   * Resolves true once every change committed before the call has reached this instance: a notification
   * is delivered at commit, but the delivery can trail the writer's answer (another instance's, or even this
   * instance's own) by a few milliseconds on a busy machine, and "refused on the next request" allows none.
   * One round trip on the listening connection proves delivery (see PgListener.roundTrip). Requests waiting
   * at the same time share one round trip, so under load this costs a fraction of a query per request.
   * False when the listening connection does not answer in time: the caller reads the database instead.
   */
  private fence(): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), FENCE_TIMEOUT_MS);
      this.fenceWaiters.push((ok) => {
        clearTimeout(timer);
        resolve(ok);
      });
      if (!this.fenceRunning) void this.runFences();
    });
  }

  private async runFences(): Promise<void> {
    this.fenceRunning = true;
    while (this.fenceWaiters.length > 0) {
      // Only callers that arrived before this round trip was sent may rely on it.
      const batch = this.fenceWaiters;
      this.fenceWaiters = [];
      const ok = await this.listener.roundTrip().then(
        () => this.isListening,
        () => false,
      );
      for (const done of batch) done(ok);
    }
    this.fenceRunning = false;
  }

  private store(userId: string, sessionKey: string, state: AccountState): void {
    let entry = this.entries.get(userId);
    if (!entry || entry.expiresAtMs <= Date.now() || entry.sessions.size >= MAX_SESSIONS_PER_USER) {
      entry = { expiresAtMs: Date.now() + TTL_MS, sessions: new Map() };
      this.entries.delete(userId);
      if (this.entries.size >= MAX_USERS) {
        // A Map iterates in insertion order: the oldest entry goes.
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(userId, entry);
    }
    entry.sessions.set(sessionKey, state);
  }

  /** A notification: '*' or comma-separated user ids. */
  private forget(payload: string): void {
    this.epoch++;
    if (payload === '*') this.entries.clear();
    else for (const id of payload.split(',')) this.entries.delete(id);
  }

  private reset(listening: boolean): void {
    this.epoch++;
    this.entries.clear();
    this.isListening = listening;
  }
}
