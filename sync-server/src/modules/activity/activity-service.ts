import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { ActivityLogEntry } from '@shared-schema';
import type { AuthUser } from '../../app-context';
import type { ActivityLogRepository, ActivityEvent } from './activity-log-repository';

export type { ActivityEvent };

/**
 * Refused admin calls written per user and minute: enough to see who keeps trying, while a script that
 * hammers /api/admin cannot fill the log (one user once wrote 200 rows in 180 ms). Counted in PostgreSQL
 * (the rate_limits table), so the bound holds across server instances.
 */
export const REFUSED_ADMIN_AUDITS_PER_MINUTE = 10;

/** The operator's activity log as routes and guards see it: record an event, audit an admin's action, read a page. */
export class ActivityService {
  private readonly repo: ActivityLogRepository;

  private readonly refusedAudits: RateLimiterPostgres;

  constructor(deps: { db: Knex; log: ActivityLogRepository }) {
    this.repo = deps.log;
    this.refusedAudits = new RateLimiterPostgres({
      storeClient: deps.db,
      storeType: 'knex',
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: 'admin-refused-audit',
      points: REFUSED_ADMIN_AUDITS_PER_MINUTE,
      duration: 60,
    });
  }

  /** A signed-in user refused an admin call; answers whether it was written (false: over the user's rate). */
  async recordRefusedAdmin(user: AuthUser, details: string): Promise<boolean> {
    try {
      await this.refusedAudits.consume(user.id);
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
    await this.repo.record({
      action: 'admin_access_refused',
      userId: user.id,
      userEmail: user.email,
      details,
    });
    return true;
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
