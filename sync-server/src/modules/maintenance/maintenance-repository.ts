import type { Knex } from 'knex';
import { MAINTENANCE_DEFAULTS, maintenanceStatusSchema, type MaintenanceStatus } from '@shared-schema';

/** The app_settings row of the switch (a restore keeps its live value unless asked). */
export const MAINTENANCE_KEY = 'maintenance';
/** Maintenance off, with the spec's default texts (the maintenance page shows these when opened directly). */
export const MAINTENANCE_OFF: MaintenanceStatus = {
  isEnabled: false,
  title: MAINTENANCE_DEFAULTS.title,
  message: '',
  estimatedDuration: MAINTENANCE_DEFAULTS.estimatedDuration,
  startedAt: null,
};

export class MaintenanceRepository {
  constructor(private readonly db: Knex) {}

  async get(): Promise<MaintenanceStatus> {
    const row: unknown = await this.db('app_settings').where({ key: MAINTENANCE_KEY }).first('value');
    if (!row || typeof row !== 'object' || !('value' in row)) return MAINTENANCE_OFF;
    const parsed = maintenanceStatusSchema.safeParse(row.value);
    return parsed.success ? parsed.data : MAINTENANCE_OFF;
  }

  async set(status: MaintenanceStatus): Promise<MaintenanceStatus> {
    await this.db('app_settings')
      .insert({ key: MAINTENANCE_KEY, value: JSON.stringify(status), updated_at: this.db.fn.now() })
      .onConflict('key')
      .merge();
    return status;
  }
}
