import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { BackupScheduleConfig } from '@shared-schema';
import { BackupScheduleRepository } from './backup-schedule-repository';
import { nextSlot, previousSlot } from './backup-slots';

/** One advisory lock key for "a scheduled backup is being taken", shared by every instance. */
const LOCK_KEY = 'clausecraft:scheduled-backup';
const TICK_MS = 30_000;

export type ScheduledRun = (config: BackupScheduleConfig, slot: Date) => Promise<void>;

/**
 * Runs inside every server instance and checks every 30 s whether a scheduled time has passed that no
 * instance has taken yet. The instance that gets the PostgreSQL advisory lock takes it (and records it
 * in the schedule state within the same transaction); the others skip. A time missed while every
 * instance was down is taken once at start.
 */
export class BackupScheduler {
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private readonly schedule: BackupScheduleRepository;

  constructor(
    private readonly db: Knex,
    private readonly run: ScheduledRun,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.schedule = new BackupScheduleRepository(db);
  }

  get isRunning(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tickSafely(), TICK_MS);
    this.timer.unref();
    void this.tickSafely();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
  }

  nextBackup(config: BackupScheduleConfig): string | null {
    return config.enabled ? nextSlot(config, this.now()).toISOString() : null;
  }

  /** Takes the due scheduled backup if no other instance has; returns whether this instance ran it. */
  async tick(): Promise<boolean> {
    const seen = await this.schedule.get();
    if (!seen.config.enabled) return false;
    const slot = previousSlot(seen.config, this.now());
    if (seen.lastSlot && slot.getTime() <= new Date(seen.lastSlot).getTime()) return false;
    return this.db.transaction(async (trx) => {
      const lock = await trx.raw('select pg_try_advisory_xact_lock(hashtext(?)) as ok', [LOCK_KEY]);
      if (!lockTaken(lock)) return false;
      const state = await this.schedule.get(trx, true);
      if (!state.config.enabled) return false;
      const due = previousSlot(state.config, this.now());
      if (state.lastSlot && due.getTime() <= new Date(state.lastSlot).getTime()) return false;
      await this.run(state.config, due);
      await this.schedule.set({ ...state, lastSlot: due.toISOString() }, trx);
      return true;
    });
  }

  private async tickSafely(): Promise<void> {
    if (this.ticking) return;
    this.ticking = this.tick()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, 'scheduled backup failed'))
      .finally(() => {
        this.ticking = undefined;
      });
    await this.ticking;
  }
}

function lockTaken(result: unknown): boolean {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows))
    return false;
  const row: unknown = result.rows[0];
  return typeof row === 'object' && row !== null && 'ok' in row && row.ok === true;
}
