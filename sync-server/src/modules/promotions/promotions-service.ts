import type { Knex } from 'knex';
import type { PromotionBody, RedeemPromotionResponse } from '@shared-schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { isUniqueViolation, type AccountHooks } from '../auth/accounts-service';
import type { CreditChange, CreditsService } from '../credits/credits-service';
import type { UsersRepository } from '../users/users-repository';
import { PromotionsRepository, type PromotionRecord } from './promotions-repository';

export type { PromotionRecord };

/** Active and within its dates (both ends inclusive). */
export function isRunning(promotion: PromotionRecord, now: Date): boolean {
  if (!promotion.isActive) return false;
  if (promotion.startDate && new Date(promotion.startDate) > now) return false;
  if (promotion.endDate && new Date(promotion.endDate) < now) return false;
  return true;
}

/**
 * Promotions: auto-applied at sign-up or redeemed by code. Each promotion at most once per user
 * (unique index), never beyond maxRedemptions (guarded counter), each grant one 'bonus' ledger row.
 */
export class PromotionsService {
  private readonly repo: PromotionsRepository;
  private readonly users: UsersRepository;

  private readonly db: Knex;
  private readonly credits: CreditsService;

  constructor(deps: { db: Knex; users: UsersRepository; credits: CreditsService }) {
    ({ db: this.db, credits: this.credits } = deps);
    this.repo = new PromotionsRepository(deps.db);
    this.users = deps.users;
  }

  /** Registered with AccountsService: runs inside the sign-up transaction. */
  accountHooks(): AccountHooks {
    return { onAccountCreated: (user, trx) => this.grantSignUpPromotions(user.id, trx) };
  }

  async grantSignUpPromotions(userId: string, trx: Knex, now = new Date()): Promise<void> {
    for (const promotion of await this.repo.signUpPromotions(now, trx)) {
      try {
        // A savepoint per promotion: one that just ran out must not undo the sign-up or the others.
        await trx.transaction((savepoint) => this.award(promotion, userId, savepoint));
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
      }
    }
  }

  async redeem(userId: string, code: string, now = new Date()): Promise<RedeemPromotionResponse> {
    return this.db.transaction(async (trx) => {
      const promotion = await this.repo.findByCode(code, trx);
      if (!promotion) throw new NotFoundError('Invalid promotion code', 'promotion-not-found');
      if (!isRunning(promotion, now))
        throw new BadRequestError('This promotion is not active', 'promotion-not-active');
      if (promotion.isForNewUsersOnly) {
        const user = await this.users.findById(userId, trx);
        // "New" means the account was opened once the promotion had started.
        const since = promotion.startDate ? new Date(promotion.startDate) : promotion.createdAt;
        if (!user || user.createdAt < since)
          throw new BadRequestError('This promotion is for new users only', 'promotion-new-users-only');
      }
      const change = await this.award(promotion, userId, trx);
      return {
        credits: change.credits,
        creditsAwarded: promotion.creditsAmount,
        promotion: { id: promotion.id, name: promotion.name },
      };
    });
  }

  private async award(promotion: PromotionRecord, userId: string, trx: Knex): Promise<CreditChange> {
    if (!(await this.repo.insertRedemption(promotion.id, userId, promotion.creditsAmount, trx))) {
      throw new ConflictError('You have already redeemed this promotion', 'promotion-already-redeemed');
    }
    if (!(await this.repo.countRedemption(promotion.id, trx))) {
      throw new ConflictError('This promotion has reached its redemption limit', 'promotion-exhausted');
    }
    return this.credits.grant(
      userId,
      promotion.creditsAmount,
      'bonus',
      `Promotion: ${promotion.name}`,
      `promotion:${promotion.id}`,
      { trx },
    );
  }

  // For the admin screens (spec 001): CRUD and stats, with unknown ids answered as 404.
  list(): Promise<PromotionRecord[]> {
    return this.repo.list();
  }

  create(body: PromotionBody): Promise<PromotionRecord> {
    return this.repo.create(body).catch(rethrowDuplicateCode);
  }

  async update(id: string, body: PromotionBody): Promise<PromotionRecord> {
    const updated = await this.repo.update(id, body).catch(rethrowDuplicateCode);
    if (!updated) throw new NotFoundError('Promotion not found');
    return updated;
  }

  get(id: string): Promise<PromotionRecord | undefined> {
    return this.repo.get(id);
  }

  async delete(id: string): Promise<void> {
    if (!(await this.repo.delete(id))) throw new NotFoundError('Promotion not found');
  }

  async stats(id: string) {
    if (!(await this.repo.get(id))) throw new NotFoundError('Promotion not found');
    return this.repo.stats(id);
  }
}

function rethrowDuplicateCode(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new ConflictError('Another promotion already uses this code', 'promotion-code-taken');
  }
  throw error;
}
