import type { Knex } from 'knex';
import { z } from 'zod';
import {
  DEFAULT_BACKUP_SCHEDULE,
  backupScheduleConfigSchema,
  type BackupScheduleConfig,
} from '@shared-schema';

const KEY = 'backup_schedule';

const stateSchema = z.object({
  config: backupScheduleConfigSchema,
  /** The scheduled time last taken by an instance (ISO); a slot at or before it is never run again. */
  lastSlot: z.string().nullable(),
});
export type ScheduleState = z.infer<typeof stateSchema>;

const DEFAULT_STATE: ScheduleState = { config: DEFAULT_BACKUP_SCHEDULE, lastSlot: null };

/** The backup schedule lives in app_settings, so it survives restarts and every instance sees the same one. */
export class BackupScheduleRepository {
  constructor(private readonly db: Knex) {}

  async get(trx: Knex = this.db, forUpdate = false): Promise<ScheduleState> {
    const query = trx('app_settings').where({ key: KEY }).first('value');
    if (forUpdate) query.forUpdate();
    const row: unknown = await query;
    const parsed = z.object({ value: stateSchema }).safeParse(row);
    return parsed.success ? parsed.data.value : DEFAULT_STATE;
  }

  async set(state: ScheduleState, trx: Knex = this.db): Promise<void> {
    await trx('app_settings')
      .insert({ key: KEY, value: JSON.stringify(state), updated_at: trx.fn.now() })
      .onConflict('key')
      .merge();
  }

  async setConfig(config: BackupScheduleConfig, lastSlot: string): Promise<void> {
    await this.set({ config, lastSlot });
  }
}
