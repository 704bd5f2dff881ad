import type { Knex } from 'knex';
import { z } from 'zod';
import { CHAT_ROLES, type ChatMessage, type MessageDoc } from '@shared-schema';

// knex for the synced chat_messages table, owned here end to end: the one row mapping, writes and
// (messages-sync.ts) its sync definition. Messages are written once; afterwards only a delete changes them.

export const MESSAGES_TABLE = 'chat_messages';

export const messageRowSchema = z.object({
  id: z.string(),
  contract_id: z.string(),
  user_id: z.string(),
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  timestamp: z.date(),
  deleted: z.boolean(),
  updated_at: z.date(),
});

/** The one mapping of a row: the replication document, and (toMessage) the API entity made from it. */
export function messageRowToDoc(row: unknown): MessageDoc {
  const r = messageRowSchema.parse(row);
  return {
    id: r.id,
    contractId: r.contract_id,
    role: r.role,
    content: r.content,
    timestamp: r.timestamp.toISOString(),
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
      .insert({
        id: message.id,
        contract_id: message.contractId,
        user_id: message.userId,
        role: message.role,
        content: message.content,
        timestamp: message.timestamp,
      })
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
