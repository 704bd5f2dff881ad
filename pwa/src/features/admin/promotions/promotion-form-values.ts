import type { Promotion, PromotionBody } from '@shared-schema';

/** The promotion form as typed (strings for inputs), spec 001 sections 3 and 5. */
export type PromotionFormValues = {
  name: string;
  description: string;
  creditsAmount: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
  isForNewUsersOnly: boolean;
  maxRedemptions: string;
  autoApply: boolean;
  promotionCode: string;
  termsAndConditions: string;
};

/** Defaults of spec 001 section 9: active, for new users only, auto-apply. */
export const EMPTY_PROMOTION: PromotionFormValues = {
  name: '',
  description: '',
  creditsAmount: '',
  startDate: '',
  endDate: '',
  isActive: true,
  isForNewUsersOnly: true,
  maxRedemptions: '',
  autoApply: true,
  promotionCode: '',
  termsAndConditions: '',
};

/** Name, description, credits and both dates are required; save stays disabled until they are filled. */
export function canSavePromotion(v: PromotionFormValues): boolean {
  return Boolean(v.name.trim() && v.description.trim() && v.creditsAmount.trim() && v.startDate && v.endDate);
}

/** A date input's value as an ISO string (start of that local day, or its end), null if invalid. */
export function dateToIso(value: string, endOfDay = false): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = endOfDay
    ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999)
    : new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function isoToDateInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** creditsAmount parsed to an integer (0 if invalid); an empty maxRedemptions means unlimited (null). */
export function toPromotionBody(v: PromotionFormValues): PromotionBody {
  const credits = Number.parseInt(v.creditsAmount, 10);
  const max = Number.parseInt(v.maxRedemptions, 10);
  const code = v.promotionCode.trim();
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    creditsAmount: Number.isNaN(credits) ? 0 : credits,
    startDate: dateToIso(v.startDate),
    endDate: dateToIso(v.endDate, true),
    isActive: v.isActive,
    isForNewUsersOnly: v.isForNewUsersOnly,
    maxRedemptions: v.maxRedemptions.trim() === '' || Number.isNaN(max) ? null : max,
    autoApply: v.autoApply,
    promotionCode: code === '' ? null : code,
    termsAndConditions: v.termsAndConditions,
  };
}

export function toFormValues(p: Promotion): PromotionFormValues {
  return {
    name: p.name,
    description: p.description,
    creditsAmount: String(p.creditsAmount),
    startDate: isoToDateInput(p.startDate),
    endDate: isoToDateInput(p.endDate),
    isActive: p.isActive,
    isForNewUsersOnly: p.isForNewUsersOnly,
    maxRedemptions: p.maxRedemptions === null ? '' : String(p.maxRedemptions),
    autoApply: p.autoApply,
    promotionCode: p.promotionCode ?? '',
    termsAndConditions: p.termsAndConditions,
  };
}
