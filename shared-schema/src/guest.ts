import { z } from 'zod';
import { CHAT_ROLES, placeholdersSchema, contractStatusSchema } from './contract';
import { LIMITS } from './constants';
import { guestReviewSchema } from './review';

/** A guest's local draft contract (userId 'guest'). */
export const guestContractSchema = z.object({
  id: z.union([z.string().max(100), z.number()]),
  userId: z.literal('guest'),
  contractNumber: z.string().max(40).optional(),
  name: z.string().trim().min(1).max(LIMITS.contractNameMax),
  type: z.string().max(100).nullable(),
  status: contractStatusSchema,
  aiConfidence: z.number().min(0).max(100).nullable(),
  content: z.string().max(LIMITS.contractContentMax).nullable(),
  placeholders: placeholdersSchema.nullable(),
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
