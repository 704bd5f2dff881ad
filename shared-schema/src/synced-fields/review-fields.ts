import { z } from 'zod';
import { LIMITS } from '../constants';
import { REVIEW_CONTRACT_TEXT_MAX_CHARS, reviewDataSchema } from '../review';
import { declaredFields, field, groupKeys } from './declared-field';

const isoString = z.string().max(40);

/** A saved review's replicated fields, declared once (see declared-field.ts for what derives from it). */
export const REVIEW_FIELDS = {
  key: { id: z.uuid() },
  created: {
    originalText: field(z.string().max(REVIEW_CONTRACT_TEXT_MAX_CHARS), {
      sample: 'The Tenant pays the rent on the first day of each month.',
    }),
  },
  editable: {
    /** null: a review without a name yet (the guest transfer's). */
    name: field(z.string().max(LIMITS.contractNameMax).nullable(), { default: null, sample: 'Lease review' }),
  },
  server: {
    /** Until the review is paid, devices get only the free preview (reviews-repository). */
    reviewData: field(reviewDataSchema, { store: 'json' }),
    isPaid: field(z.boolean(), { default: false, sample: true }),
  },
  time: { createdAt: isoString, updatedAt: isoString },
};

export const REVIEW_DECLARED = declaredFields(REVIEW_FIELDS);
export const REVIEW_EDITABLE_FIELDS = groupKeys(REVIEW_FIELDS.editable);

export const reviewDocShape = {
  ...REVIEW_FIELDS.key,
  ...REVIEW_FIELDS.editable,
  ...REVIEW_FIELDS.created,
  ...REVIEW_FIELDS.server,
  ...REVIEW_FIELDS.time,
};
