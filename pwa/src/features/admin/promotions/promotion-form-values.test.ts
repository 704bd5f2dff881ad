import { describe, expect, it } from 'vitest';
import { canSavePromotion, EMPTY_PROMOTION, toFormValues, toPromotionBody } from './promotion-form-values';

const filled = {
  ...EMPTY_PROMOTION,
  name: ' Spring ',
  description: 'Spring offer',
  creditsAmount: '5',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
};

describe('promotion form', () => {
  it('needs name, description, credits and both dates', () => {
    expect(canSavePromotion(EMPTY_PROMOTION)).toBe(false);
    expect(canSavePromotion(filled)).toBe(true);
    expect(canSavePromotion({ ...filled, endDate: '' })).toBe(false);
  });
  it('defaults to active, new users only and auto-apply; empty limit is unlimited; empty code is null', () => {
    const body = toPromotionBody(filled);
    expect(body).toMatchObject({
      name: 'Spring',
      creditsAmount: 5,
      isActive: true,
      isForNewUsersOnly: true,
      autoApply: true,
      maxRedemptions: null,
      promotionCode: null,
    });
    expect(new Date(body.startDate ?? '').getDate()).toBe(1);
    expect(new Date(body.endDate ?? '').getHours()).toBe(23);
  });
  it('parses credits to an integer (0 if invalid) and invalid dates to null', () => {
    expect(toPromotionBody({ ...filled, creditsAmount: 'abc' }).creditsAmount).toBe(0);
    expect(toPromotionBody({ ...filled, creditsAmount: '7.9' }).creditsAmount).toBe(7);
    expect(toPromotionBody({ ...filled, startDate: 'soon' }).startDate).toBeNull();
    expect(toPromotionBody({ ...filled, maxRedemptions: '10', promotionCode: ' CODE ' })).toMatchObject({
      maxRedemptions: 10,
      promotionCode: 'CODE',
    });
  });
  it('round-trips an existing promotion into the form', () => {
    const body = toPromotionBody(filled);
    const values = toFormValues({ ...body, id: 'p1', currentRedemptions: 3 });
    expect(values).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-31', creditsAmount: '5' });
  });
});
