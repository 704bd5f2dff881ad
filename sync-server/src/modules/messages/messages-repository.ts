import type { Knex } from 'knex';
import { z } from 'zod';
import { MESSAGE_DECLARED, messageShape, type ChatMessage, type MessageDoc } from '@shared-schema';
import { fromRow, toColumns } from '../../db/declared-rows';

// knex for the synced chat_messages table, owned here end to end: the row mapping (derived from the declared
// fields), writes and (messages-sync.ts) its sync definition. Messages are written once; afterwards only a
// delete changes them.

export const MESSAGES_TABLE = 'chat_messages';

/**
 * The columns that say whose message it is and what sync reads; the message's own fields (id, role, content,
 * timestamp) are read and written from their declaration (shared-schema synced-fields), not listed here.
 */
export const messageRowSchema = z.looseObject({
  contract_id: z.string(),
  user_id: z.string(),
  deleted: z.boolean(),
  updated_at: z.date(),
});
export type MessageRow = z.infer<typeof messageRowSchema>;

const messageFieldsSchema = z.object(messageShape);

/** The declared fields of a stored message (times as ISO text). */
export function messageFields(row: MessageRow): z.infer<typeof messageFieldsSchema> {
  return messageFieldsSchema.parse(fromRow(MESSAGE_DECLARED, row));
}

/** The columns of a message's declared fields (what else `message` holds is left out). */
export function messageColumns(message: Omit<ChatMessage, 'timestamp' | 'contractId'> & { timestamp: Date }) {
  return toColumns(MESSAGE_DECLARED, message);
}

/** The one mapping of a row: the replication document, and (toMessage) the API entity made from it. */
export function messageRowToDoc(row: unknown): MessageDoc {
  const r = messageRowSchema.parse(row);
  return {
    ...messageFields(r),
    contractId: r.contract_id,
    updatedAt: r.updated_at.toISOString(),
    _deleted: r.deleted,
  };
}

function toMessage(row: unknown): ChatMessage {
  const { id, contractId, role, content, timestamp } = messageRowToDoc(row);
  return { id, contractId, role, content, timestamp };
}

export type NewMessage = {
  id: string;
  contractId: string;
  userId: string;
  role: ChatMessage['role'];
  content: string;
  timestamp: Date;
};

export class MessagesRepository {
  constructor(private readonly db: Knex) {}

  /** The conversation in order; equal timestamps keep their insertion order. */
  async list(userId: string, contractId: string): Promise<ChatMessage[]> {
    const rows: unknown[] = await this.db(MESSAGES_TABLE)
      .where({ contract_id: contractId, user_id: userId, deleted: false })
      .orderBy([
        { column: 'timestamp', order: 'asc' },
        { column: 'created_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]);
    return rows.map(toMessage);
  }

  async insert(message: NewMessage, trx: Knex = this.db): Promise<ChatMessage> {
    const rows: unknown[] = await trx(MESSAGES_TABLE)
      .insert({ ...messageColumns(message), contract_id: message.contractId, user_id: message.userId })
      .returning('*');
    return toMessage(rows[0]);
  }

  /** Tombstones every message of a contract (the contract was deleted). */
  async tombstoneForContract(userId: string, contractId: string, trx: Knex = this.db): Promise<void> {
    await trx(MESSAGES_TABLE)
      .where({ contract_id: contractId, user_id: userId, deleted: false })
      .update({ deleted: true, updated_at: trx.fn.now() });
  }
}
