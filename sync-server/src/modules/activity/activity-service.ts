import type { Knex } from 'knex';
import type { ActivityLogEntry } from '@shared-schema';
import type { AuthUser } from '../../app-context';
import { ActivityLogRepository, type ActivityEvent } from './activity-log-repository';

export type { ActivityEvent };

/** The operator's activity log as routes and guards see it: record an event, audit an admin's action, read a page. */
export class ActivityService {
  private readonly repo: ActivityLogRepository;

  constructor(deps: { db: Knex }) {
    this.repo = new ActivityLogRepository(deps.db);
  }

  record(event: ActivityEvent, trx?: Knex): Promise<void> {
    return this.repo.record(event, trx);
  }

  /** An admin's change, written with who made it. */
  audit(actor: AuthUser, action: string, details: string): Promise<void> {
    return this.repo.record({ action, userId: actor.id, userEmail: actor.email, details });
  }

  /** Newest first; `page` counts from 1. */
  page(page: number, pageSize: number): Promise<{ entries: ActivityLogEntry[]; total: number }> {
    return this.repo.page(page, pageSize);
  }
}
