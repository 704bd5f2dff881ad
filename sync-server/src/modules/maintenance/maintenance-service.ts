import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  MAINTENANCE_DEFAULTS,
  type enableMaintenanceBodySchema,
  type MaintenanceStatus,
} from '@shared-schema';
import type { AuthUser } from '../../app-context';
import type { ActivityService } from '../activity/activity-service';
import { MAINTENANCE_OFF, MaintenanceRepository } from './maintenance-repository';

type EnableMaintenanceBody = z.output<typeof enableMaintenanceBodySchema>;

/** The maintenance switch every client polls (spec 001 'Maintenance'); the super admin turns it on and off. */
export class MaintenanceService {
  private readonly repo: MaintenanceRepository;
  private readonly activity: ActivityService;

  constructor(deps: { db: Knex; activity: ActivityService }) {
    this.repo = new MaintenanceRepository(deps.db);
    this.activity = deps.activity;
  }

  status(): Promise<MaintenanceStatus> {
    return this.repo.get();
  }

  async enable(actor: AuthUser, body: EnableMaintenanceBody): Promise<MaintenanceStatus> {
    const status = await this.repo.set({
      isEnabled: true,
      title: body.title,
      message: body.message,
      estimatedDuration: body.estimatedDuration || MAINTENANCE_DEFAULTS.estimatedDuration,
      startedAt: new Date().toISOString(),
    });
    await this.activity.audit(actor, 'maintenance_enabled', `${status.title} (${status.estimatedDuration})`);
    return status;
  }

  async disable(actor: AuthUser): Promise<MaintenanceStatus> {
    const current = await this.repo.get();
    // The next enable brings its own texts; until then the page shows the defaults, not the last outage's.
    const status = await this.repo.set(MAINTENANCE_OFF);
    await this.activity.audit(
      actor,
      'maintenance_disabled',
      current.isEnabled ? `was on since ${current.startedAt ?? 'unknown'}` : 'was already off',
    );
    return status;
  }
}
