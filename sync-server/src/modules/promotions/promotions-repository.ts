import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { Promotion, PromotionBody } from '@shared-schema';

const promotionRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  credits_amount: z.number().int(),
  start_date: z.date().nullable(),
  end_date: z.date().nullable(),
  is_active: z.boolean(),
  is_for_new_users_only: z.boolean(),
  max_redemptions: z.number().int().nullable(),
  auto_apply: z.boolean(),
  promotion_code: z.string().nullable(),
  terms_and_conditions: z.string(),
  current_redemptions: z.number().int(),
  created_at: z.date(),
});

/** The entity plus when it was created (a new-users-only code promotion without a start date counts from then). */
export type PromotionRecord = Promotion & { createdAt: Date };

function toPromotion(row: unknown): PromotionRecord {
  const r = promotionRowSchema.parse(row);
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    creditsAmount: r.credits_amount,
    startDate: r.start_date?.toISOString() ?? null,
    endDate: r.end_date?.toISOString() ?? null,
    isActive: r.is_active,
    isForNewUsersOnly: r.is_for_new_users_only,
    maxRedemptions: r.max_redemptions,
    autoApply: r.auto_apply,
    promotionCode: r.promotion_code,
    termsAndConditions: r.terms_and_conditions,
    currentRedemptions: r.current_redemptions,
    createdAt: r.created_at,
  };
}

function toRow(body: PromotionBody) {
  const code = body.promotionCode?.trim();
  return {
    name: body.name,
    description: body.description,
    credits_amount: body.creditsAmount,
    start_date: body.startDate,
    end_date: body.endDate,
    is_active: body.isActive,
    is_for_new_users_only: body.isForNewUsersOnly,
    max_redemptions: body.maxRedemptions,
    auto_apply: body.autoApply,
    promotion_code: code ? code : null,
    terms_and_conditions: body.termsAndConditions,
  };
}

const redemptionRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  credits_awarded: z.number().int(),
  redeemed_at: z.date(),
});

/** promotions and promotion_redemptions; the admin screens reuse the CRUD and stats below. */
export class PromotionsRepository {
  constructor(private readonly db: Knex) {}

  async list(): Promise<PromotionRecord[]> {
    const rows: unknown[] = await this.db('promotions').select('*').orderBy('created_at', 'desc');
    return rows.map(toPromotion);
  }

  async get(id: string, trx: Knex = this.db): Promise<PromotionRecord | undefined> {
    if (!z.uuid().safeParse(id).success) return undefined;
    const row: unknown = await trx('promotions').where({ id }).first();
    return row ? toPromotion(row) : undefined;
  }

  async findByCode(code: string, trx: Knex = this.db): Promise<PromotionRecord | undefined> {
    const row: unknown = await trx('promotions')
      .whereRaw('upper(promotion_code) = upper(?)', [code.trim()])
      .first();
    return row ? toPromotion(row) : undefined;
  }

  /** Auto-apply, new-user promotions without a code that are active and within their dates at `now`. */
  async signUpPromotions(now: Date, trx: Knex): Promise<PromotionRecord[]> {
    const rows: unknown[] = await trx('promotions')
      .where({ auto_apply: true, is_active: true, is_for_new_users_only: true })
      .andWhere((q) => q.whereNull('promotion_code').orWhere('promotion_code', ''))
      .andWhere((q) => q.whereNull('start_date').orWhere('start_date', '<=', now))
      .andWhere((q) => q.whereNull('end_date').orWhere('end_date', '>=', now))
      .orderBy('created_at', 'asc');
    return rows.map(toPromotion);
  }

  async create(body: PromotionBody): Promise<PromotionRecord> {
    const rows: unknown[] = await this.db('promotions')
      .insert({ id: randomUUID(), ...toRow(body) })
      .returning('*');
    return toPromotion(rows[0]);
  }

  async update(id: string, body: PromotionBody): Promise<PromotionRecord | undefined> {
    if (!z.uuid().safeParse(id).success) return undefined;
    const rows: unknown[] = await this.db('promotions')
      .where({ id })
      .update({ ...toRow(body), updated_at: this.db.fn.now() })
      .returning('*');
    return rows[0] ? toPromotion(rows[0]) : undefined;
  }

  async delete(id: string): Promise<boolean> {
    if (!z.uuid().safeParse(id).success) return false;
    return (await this.db('promotions').where({ id }).delete()) > 0;
  }

  /** Inserts the user's redemption; false when this user already redeemed this promotion. */
  async insertRedemption(promotionId: string, userId: string, credits: number, trx: Knex): Promise<boolean> {
    const rows: unknown[] = await trx('promotion_redemptions')
      .insert({ id: randomUUID(), promotion_id: promotionId, user_id: userId, credits_awarded: credits })
      .onConflict(['promotion_id', 'user_id'])
      .ignore()
      .returning('id');
    return rows.length > 0;
  }

  /**
   * Counts one redemption unless the limit is reached. The row lock of the UPDATE serialises concurrent
   * redemptions, and PostgreSQL re-checks the WHERE against the committed count, so the limit holds.
   */
  async countRedemption(promotionId: string, trx: Knex): Promise<boolean> {
    const changed = await trx('promotions')
      .where({ id: promotionId })
      .andWhere((q) =>
        q.whereNull('max_redemptions').orWhere('current_redemptions', '<', trx.ref('max_redemptions')),
      )
      .update({ current_redemptions: trx.raw('current_redemptions + 1'), updated_at: trx.fn.now() });
    return changed > 0;
  }

  async stats(promotionId: string, recentLimit = 20) {
    const totals: unknown = await this.db('promotion_redemptions')
      .where({ promotion_id: promotionId })
      .first(
        this.db.raw('count(*)::int as total'),
        this.db.raw('coalesce(sum(credits_awarded), 0)::int as credits'),
      );
    const { total, credits } = z.object({ total: z.number().int(), credits: z.number().int() }).parse(totals);
    const rows: unknown[] = await this.db('promotion_redemptions')
      .where({ promotion_id: promotionId })
      .orderBy('redeemed_at', 'desc')
      .limit(recentLimit);
    return {
      totalRedemptions: total,
      totalCreditsAwarded: credits,
      recentRedemptions: rows.map((row) => {
        const r = redemptionRowSchema.parse(row);
        return {
          id: r.id,
          userId: r.user_id,
          creditsAwarded: r.credits_awarded,
          redeemedAt: r.redeemed_at.toISOString(),
        };
      }),
    };
  }
}
