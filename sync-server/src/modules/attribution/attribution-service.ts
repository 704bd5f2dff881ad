import type { Knex } from 'knex';
import type { Attribution } from '@shared-schema';
import type { UsersRepository } from '../users/users-repository';
import { ATTRIBUTION_SIGNUP_WINDOW_MS, AttributionRepository } from './attribution-repository';

/**
 * First-touch attribution, stored once per account (first touch wins) and only for an account opened within
 * the sign-up window, so an old account signing in on a new device is not re-attributed.
 */
export class AttributionService {
  private readonly repo: AttributionRepository;
  private readonly users: UsersRepository;

  constructor(deps: { db: Knex; users: UsersRepository }) {
    this.repo = new AttributionRepository(deps.db);
    this.users = deps.users;
  }

  /** Whether this attribution was stored. */
  async recordFirstTouch(userId: string, attribution: Attribution, now = Date.now()): Promise<boolean> {
    const record = await this.users.findById(userId);
    const recent = record !== undefined && now - record.createdAt.getTime() <= ATTRIBUTION_SIGNUP_WINDOW_MS;
    return recent ? this.repo.recordFirstTouch(userId, attribution) : false;
  }
}
