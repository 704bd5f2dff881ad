import { z } from 'zod';
import { LIMITS } from './constants';
import { guestReviewSchema } from './review';
import { CONTRACT_FIELDS } from './synced-fields/contract-fields';
import { CHAT_ROLES } from './synced-fields/message-fields';

/**
 * A guest's local draft contract (userId 'guest'): the user-editable fields of a contract, so each one moves
 * into the account with the guest transfer. The fields every draft has always had are required; a field
 * added later is optional (drafts saved before lack it) and takes its default when the draft is read.
 */
export const guestContractSchema = z
  .object(CONTRACT_FIELDS.editable)
  .partial()
  .required({ name: true, type: true, status: true, aiConfidence: true, content: true, placeholders: true })
  .extend({
    id: z.union([z.string().max(100), z.number()]),
    userId: z.literal('guest'),
    contractNumber: CONTRACT_FIELDS.created.contractNumber.optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
  });

export const guestMessageSchema = z.object({
  role: z.enum(CHAT_ROLES),
  content: z.string().max(LIMITS.chatMessageMax),
  timestamp: z.string().optional(),
});

/** Guest data held in the browser per guest id (spec 000 section 3). */
export const guestDataSchema = z.object({
  guestId: z.string().max(100).optional(),
  messages: z.array(guestMessageSchema).max(500).default([]),
  aiConfidence: z.number().min(0).max(100).nullable().optional(),
  contract: guestContractSchema.nullable().optional(),
  contractReview: guestReviewSchema.nullable().optional(),
});
export type GuestData = z.infer<typeof guestDataSchema>;

export const transferGuestDataBodySchema = z.object({ guestData: guestDataSchema });
export const transferResponseSchema = z.object({
  contractId: z.string().optional(),
  reviewId: z.string().optional(),
});
export type TransferResponse = z.infer<typeof transferResponseSchema>;
