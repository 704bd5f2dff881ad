import type { Knex } from 'knex';
import type { MaintenanceStatus } from '@shared-schema';
import { MaintenanceRepository } from './maintenance-repository';

/** The maintenance switch every client polls (spec 001 'Maintenance'). */
export class MaintenanceService {
  private readonly repo: MaintenanceRepository;

  constructor(db: Knex) {
    this.repo = new MaintenanceRepository(db);
  }

  status(): Promise<MaintenanceStatus> {
    return this.repo.get();
  }
}
