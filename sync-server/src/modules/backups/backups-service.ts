import path from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { BackupFile, BackupOrigin, BackupScheduleConfig } from '@shared-schema';
import type { AuthUser } from '../../app-context';
import { ServiceUnavailableError } from '../../errors';
import type { ActivityService } from '../activity/activity-service';
import { MAINTENANCE_KEY } from '../maintenance/maintenance-repository';
import type { BackupType } from './backup-types';
import { BackupFiles } from './backup-files';
import { onBackupFolder } from './backup-folder-error';
import { loadBackupKey } from './backup-key';
import { readBackup } from './backup-reader';
import { restoreBackup, type RestoreResult } from './backup-restore';
import { BackupScheduleRepository } from './backup-schedule-repository';
import { BackupScheduler } from './backup-scheduler';
import { previousSlot } from './backup-slots';
import { writeBackup } from './backup-writer';

export type CreateBackupResult = {
  success: boolean;
  backup: BackupFile | null;
  verification: { isValid: boolean; tables: number; rows: number; error: string | null };
  error: string | null;
};

type Actor = Pick<AuthUser, 'id' | 'email'> | null;

const ORIGIN_LABELS: Record<BackupOrigin, string> = {
  manual: 'Manual',
  scheduled: 'Scheduled',
  emergency: 'Emergency',
  safety: 'Safety (before a restore)',
};

/** Backups of the whole database: create, verify, restore, schedule, clean up; every action is logged. */
export class BackupsService {
  readonly files: BackupFiles;
  readonly scheduler: BackupScheduler;
  private readonly activity: ActivityService;
  private readonly schedule: BackupScheduleRepository;
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly deps: {
      db: Knex;
      activity: ActivityService;
      dataDir: string;
      logger: Logger;
      now?: () => Date;
    },
  ) {
    this.files = new BackupFiles(path.join(deps.dataDir, 'backups'));
    this.activity = deps.activity;
    this.schedule = new BackupScheduleRepository(deps.db);
    this.scheduler = new BackupScheduler(
      deps.db,
      async (config) => {
        // A failed run is logged and its time counted as taken, rather than retried every 30 s.
        try {
          await this.create(config.backupType, null, 'scheduled');
        } catch (error) {
          deps.logger.error({ err: error }, 'scheduled backup failed');
          await this.activity.record({
            action: 'backup_failed',
            details: `Scheduled ${config.backupType} backup failed: ${error instanceof Error ? error.message : String(error)}`,
          });
          return;
        }
        const removed = await this.files.applyRetention(config.retentionDays, this.now());
        if (removed > 0)
          await this.activity.record({
            action: 'backup_retention',
            details: `Removed ${removed} backup(s) older than ${config.retentionDays} days`,
          });
      },
      deps.logger,
      () => this.now(),
    );
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private backupKey(): Promise<Buffer> {
    this.key ??= loadBackupKey(path.join(this.deps.dataDir, 'keys'));
    return this.key;
  }

  status(): ReturnType<BackupFiles['status']> {
    return onBackupFolder(this.files.dir, () => this.files.status());
  }

  /** Writes a backup, then reads it back completely (decrypt, checksum, counts) as its verification. */
  async create(type: BackupType, actor: Actor, origin: BackupOrigin = 'manual'): Promise<CreateBackupResult> {
    const key = await this.backupKey();
    const sidecar = await onBackupFolder(this.files.dir, () =>
      writeBackup(this.deps.db, { dir: this.files.dir, key, type, now: this.now(), origin }),
    );
    const filePath = path.join(this.files.dir, sidecar.filename);
    let verificationError: string | null = null;
    try {
      await readBackup(filePath, key, { header: async () => undefined, rows: async () => undefined });
    } catch (error) {
      verificationError = error instanceof Error ? error.message : String(error);
    }
    const backup = (await this.files.list()).find((f) => f.filename === sidecar.filename) ?? null;
    const rows = sidecar.tables.reduce((sum, t) => sum + t.rows, 0);
    await this.activity.record({
      action: 'backup_created',
      userId: actor?.id ?? null,
      userEmail: actor?.email ?? null,
      details: `${ORIGIN_LABELS[origin]} ${type} backup ${sidecar.filename}: ${sidecar.tables.length} tables, ${rows} rows${verificationError ? `, verification failed: ${verificationError}` : ', verified'}`,
    });
    const isValid = verificationError === null && backup?.isValid === true;
    return {
      success: isValid,
      backup,
      verification: { isValid, tables: sidecar.tables.length, rows, error: verificationError },
      error: verificationError,
    };
  }

  async restore(
    body: {
      backupPath: string;
      testMode: boolean;
      clearExisting: boolean;
      specificTables?: string[] | undefined;
      restoreMaintenanceState?: boolean | undefined;
    },
    actor: Actor,
  ): Promise<RestoreResult & { safetyBackup: string | null }> {
    const filePath = await this.files.resolve(body.backupPath);
    const mode = body.testMode ? 'test' : body.clearExisting ? 'replace' : 'merge';
    try {
      const safetyBackup = body.testMode ? null : await this.safetyBackup(actor);
      const result = await restoreBackup(this.deps.db, {
        filePath,
        key: await this.backupKey(),
        testMode: body.testMode,
        clearExisting: body.clearExisting,
        specificTables: body.specificTables,
        keepSettings: body.restoreMaintenanceState ? [] : [MAINTENANCE_KEY],
      });
      await this.activity.record({
        action: body.testMode ? 'backup_restore_tested' : 'backup_restored',
        userId: actor?.id ?? null,
        userEmail: actor?.email ?? null,
        details: `${path.basename(filePath)} (${mode}): ${result.tablesRestored} tables, ${result.recordsRestored} records${result.migratedFrom ? `, migrated forward from ${result.migratedFrom}` : ''}${safetyBackup ? `, safety backup ${safetyBackup}` : ''}`,
      });
      return { ...result, safetyBackup };
    } catch (error) {
      await this.activity.record({
        action: 'backup_restore_failed',
        userId: actor?.id ?? null,
        userEmail: actor?.email ?? null,
        details: `${path.basename(filePath)} (${mode}): ${error instanceof Error ? error.message : String(error)}`,
      });
      throw error;
    }
  }

  /**
   * A full backup of the live database, taken before a real restore overwrites it; without it (disk full,
   * unreadable key) the restore does not start.
   */
  private async safetyBackup(actor: Actor): Promise<string> {
    const created = await this.create('full', actor, 'safety').catch((error: unknown) => {
      throw new ServiceUnavailableError(
        `The restore did not start: the safety backup of the current data failed (${error instanceof Error ? error.message : String(error)}).`,
        'safety-backup-failed',
      );
    });
    if (!created.success || !created.backup)
      throw new ServiceUnavailableError(
        `The restore did not start: the safety backup of the current data could not be verified (${created.error ?? 'unknown error'}).`,
        'safety-backup-failed',
      );
    return created.backup.filename;
  }

  async cleanup(keepCount: number, actor: Actor): Promise<number> {
    const cleaned = await onBackupFolder(this.files.dir, () => this.files.cleanup(keepCount));
    await this.activity.record({
      action: 'backup_cleanup',
      userId: actor?.id ?? null,
      userEmail: actor?.email ?? null,
      details: `Kept the newest ${keepCount} backups, removed ${cleaned}`,
    });
    return cleaned;
  }

  async secure(actor: Actor): Promise<number> {
    const secured = await onBackupFolder(this.files.dir, () => this.files.secure());
    await this.backupKey();
    await this.activity.record({
      action: 'backup_secured',
      userId: actor?.id ?? null,
      userEmail: actor?.email ?? null,
      details: `${secured} backup files set to owner-only access`,
    });
    return secured;
  }

  async getSchedule(): Promise<{
    isRunning: boolean;
    nextBackup: string | null;
    config: BackupScheduleConfig;
  }> {
    const { config } = await this.schedule.get();
    return {
      isRunning: config.enabled && this.scheduler.isRunning,
      nextBackup: this.scheduler.nextBackup(config),
      config,
    };
  }

  async configureSchedule(config: BackupScheduleConfig, actor: Actor): Promise<void> {
    // The current slot counts as taken: enabling at 14:00 a daily 02:00 schedule runs next at 02:00.
    await this.schedule.setConfig(config, previousSlot(config, this.now()).toISOString());
    await this.activity.record({
      action: 'backup_schedule_changed',
      userId: actor?.id ?? null,
      userEmail: actor?.email ?? null,
      details: config.enabled
        ? `Scheduled ${config.backupType} backups ${config.frequency}${config.frequency === 'hourly' ? '' : ` at ${config.time} UTC`}${config.frequency === 'weekly' ? ` on day ${config.weekDay}` : ''}, kept ${config.retentionDays} days`
        : 'Scheduled backups disabled',
    });
  }

  async recordDownload(filename: string, actor: Actor): Promise<void> {
    await this.activity.record({
      action: 'backup_downloaded',
      userId: actor?.id ?? null,
      userEmail: actor?.email ?? null,
      details: filename,
    });
  }
}
