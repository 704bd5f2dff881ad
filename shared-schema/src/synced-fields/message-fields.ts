import { z } from 'zod';
import { LIMITS } from '../constants';
import { declaredFields, field } from './declared-field';

export const CHAT_ROLES = ['user', 'assistant'] as const;

/**
 * A chat message's fields, declared once (see declared-field.ts). A message is written once; afterwards only
 * its tombstone flag changes (a delete wins, sync-rules/message-batches.ts), so every field is 'created'.
 */
export const MESSAGE_FIELDS = {
  key: { id: z.uuid() },
  created: {
    role: field(z.enum(CHAT_ROLES), { sample: 'assistant' }),
    content: field(z.string().max(LIMITS.chatMessageMax), { sample: 'The deposit is two months of rent.' }),
    timestamp: field(z.string().max(40), { sample: '2026-01-02T03:04:05.678Z', store: 'time' }),
  },
};

export const MESSAGE_DECLARED = declaredFields(MESSAGE_FIELDS);

/** One message's fields inside its contract's replicated chat (sync.ts adds `deleted`). */
export const messageShape = { ...MESSAGE_FIELDS.key, ...MESSAGE_FIELDS.created };
