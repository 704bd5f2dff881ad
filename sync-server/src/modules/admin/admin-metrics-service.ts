import type { Knex } from 'knex';
import type { Metrics, SignupBreakdown } from '@shared-schema';
import { AttributionRepository } from '../attribution/attribution-repository';
import { ACTIVE_USER_DAYS, AdminMetricsRepository } from './admin-metrics-repository';

export { ACTIVE_USER_DAYS };

/** The System Overview figures and the sign-up breakdown by source and device (spec 001 section 7). */
export class AdminMetricsService {
  private readonly metricsRepo: AdminMetricsRepository;
  private readonly attribution: AttributionRepository;

  constructor(deps: { db: Knex }) {
    this.metricsRepo = new AdminMetricsRepository(deps.db);
    this.attribution = new AttributionRepository(deps.db);
  }

  metrics(): Promise<Metrics> {
    return this.metricsRepo.metrics();
  }

  signupBreakdown(days: number): Promise<SignupBreakdown> {
    return this.attribution.breakdown(days);
  }
}
