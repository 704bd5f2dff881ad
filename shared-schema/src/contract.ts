import { z } from 'zod';
import { deviceIdSchema } from './synced-fields/version-fields';
import { CONTRACT_NUMBER_PATTERN, LIMITS } from './constants';
import { CHAT_ROLES } from './synced-fields/message-fields';
import {
  CONTRACT_FIELDS,
  contractDocShape,
  contractLocaleSchema,
  contractStatusSchema,
  placeholdersSchema,
  type ContractStatus,
} from './synced-fields/contract-fields';

/** Builder step per status (spec 000 section 4); finalized shows the last step too. */
export const BUILDER_STEP: Record<ContractStatus, 1 | 2 | 3> = {
  draft: 1,
  'in-progress': 2,
  completed: 3,
  finalized: 3,
};

/** Contract (spec 000 section 3), as the REST API answers it: the replicated fields, the owner and finalizedAt. */
export const contractSchema = z.object({ ...contractDocShape, ...CONTRACT_FIELDS.apiOnly });
export type Contract = z.infer<typeof contractSchema>;

export const contractNameSchema = z
  .string({ message: 'Please provide a name for your contract.' })
  .trim()
  .min(1, 'Please provide a name for your contract.')
  .max(LIMITS.contractNameMax, `Contract names are at most ${LIMITS.contractNameMax} characters`);

/**
 * POST /api/contracts. The id is optional: clients that create offline send their UUIDv7. Every
 * user-editable field may be given; what is left out takes its declared default.
 */
export const createContractBodySchema = z.object({
  ...CONTRACT_FIELDS.editable,
  id: z.uuid().optional(),
  contractNumber: z
    .string()
    .regex(CONTRACT_NUMBER_PATTERN, 'contractNumber must look like CB-2026-123456')
    .optional(),
  name: contractNameSchema,
  status: z.enum(['draft', 'in-progress', 'completed']).default('draft'),
  aiConfidence: CONTRACT_FIELDS.editable.aiConfidence.default(null),
  type: CONTRACT_FIELDS.editable.type.optional(),
  content: CONTRACT_FIELDS.editable.content.optional(),
  placeholders: CONTRACT_FIELDS.editable.placeholders.optional(),
  documentType: CONTRACT_FIELDS.editable.documentType.optional(),
});
export type CreateContractBody = z.infer<typeof createContractBodySchema>;

export const renameContractBodySchema = z.object({ name: contractNameSchema });

/**
 * What the next download of a contract costs (GET /api/contracts/{id}/download-cost): 'first' never downloaded,
 * 'paid' free again (same type and parties as paid for), 'changed' its type or a party changed since it was paid.
 */
export const downloadCostSchema = z.object({
  credits: z.number().int().nonnegative(),
  reason: z.enum(['first', 'paid', 'changed']),
});
export type DownloadCost = z.infer<typeof downloadCostSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const chatTextSchema = z
  .string({ message: 'Message is required' })
  .trim()
  .min(1, 'Message cannot be empty')
  .max(LIMITS.chatMessageMax, `Messages are at most ${LIMITS.chatMessageMax} characters`);

export const postMessageBodySchema = z.object({ role: z.enum(CHAT_ROLES), content: chatTextSchema });
/** `sinceVersion`: a version id of the contract; the file then carries the changes since it as tracked changes. */
export const downloadQuerySchema = z.object({
  sinceVersion: z.uuid('sinceVersion must be a version id').optional(),
});

/** `deviceId`: the device that asked, recorded in the version the turn makes (synced-fields/version-fields.ts). */
export const chatBodySchema = z.object({ message: chatTextSchema, deviceId: deviceIdSchema.optional() });

export const chatResponseSchema = z.object({
  message: z.string(),
  confidence: z.number().min(0).max(100),
  generationStarting: z.boolean(),
  shouldGenerate: z.boolean(),
  contract: contractSchema,
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** Far more keys than any template declares (the largest has 14). */
const GUEST_KEPT_FACTS_MAX = 200;

export const guestChatBodySchema = z.object({
  messages: z
    .array(z.object({ role: z.enum(CHAT_ROLES), content: z.string().max(LIMITS.chatMessageMax) }))
    .min(1, 'At least one message is required')
    .max(200, 'At most 200 messages'),
  contractId: z
    .union([z.string().max(100), z.number()])
    .nullable()
    .optional(),
  /** The draft's name and type help the assistant recognise the contract type, as for signed-in chat. */
  contractName: z.string().max(LIMITS.contractNameMax).optional(),
  contractType: z.string().max(100).nullable().optional(),
  /** The draft's locale (the browser's, or the one the guest chose): the text is written for it, whatever the law. */
  locale: contractLocaleSchema.optional(),
  /**
   * The draft's facts as kept (its placeholders), as a signed-in turn reads them from the contract: a bare amount
   * keeps the currency it had before a locale change (decision 0320). Any stored draft's placeholders pass.
   */
  keptFacts: placeholdersSchema
    .refine((facts) => Object.keys(facts).length <= GUEST_KEPT_FACTS_MAX, {
      message: `At most ${GUEST_KEPT_FACTS_MAX} kept facts`,
    })
    .optional(),
});
export const guestChatResponseSchema = z.object({
  message: z.string(),
  confidence: z.number().min(0).max(100),
  contract: z
    .object({
      content: z.string(),
      status: contractStatusSchema,
      type: z.string().nullable(),
      placeholders: placeholdersSchema,
    })
    .nullable(),
});

export const sendEmailBodySchema = z.object({
  email: z
    .string({ message: 'An email address is required' })
    .trim()
    .min(1, 'An email address is required')
    .max(LIMITS.emailMax)
    .pipe(z.email({ message: 'Please enter a valid email address' })),
});
