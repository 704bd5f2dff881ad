import type { Knex } from 'knex';
import { z } from 'zod';
import type { ChatMessage, Contract, CONTRACT_EDITABLE_FIELDS, ContractStatus } from '@shared-schema';
import { contractRowSchema } from '../sync/contracts-sync';
import { messageRowSchema } from '../sync/messages-sync';

// knex for the synced contracts and chat_messages tables. Every read filters user_id and
// deleted = false (tombstones are for sync only); every write of a user-editable field bumps its
// field clock so devices accept the change (field-level last-writer-wins, DESIGN "Sync protocol").

export type EditableField = (typeof CONTRACT_EDITABLE_FIELDS)[number];

const rowSchema = contractRowSchema.extend({
  finalized_at: z.date().nullable(),
});
type ContractRow = z.infer<typeof rowSchema>;

export type ContractRecord = Contract & { finalizedAt: string | null };

function toContract(row: unknown): ContractRecord {
  const r: ContractRow = rowSchema.parse(row);
  return {
    id: r.id,
    userId: r.user_id,
    contractNumber: r.contract_number,
    name: r.name,
    type: r.type,
    status: r.status,
    aiConfidence: r.ai_confidence,
    content: r.content,
    placeholders: r.placeholders,
    documentType: r.document_type,
    downloadedAt: r.downloaded_at ? r.downloaded_at.toISOString() : null,
    finalizedAt: r.finalized_at ? r.finalized_at.toISOString() : null,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

function toMessage(row: unknown): ChatMessage {
  const r = messageRowSchema.parse(row);
  return {
    id: r.id,
    contractId: r.contract_id,
    role: r.role,
    content: r.content,
    timestamp: r.timestamp.toISOString(),
  };
}

/** Changes of user-editable fields, in entity terms. */
export type ContractPatch = Partial<{
  name: string;
  type: string | null;
  status: ContractStatus;
  aiConfidence: number | null;
  content: string | null;
  placeholders: Record<string, string> | null;
}>;

const COLUMN: Record<keyof ContractPatch, string> = {
  name: 'name',
  type: 'type',
  status: 'status',
  aiConfidence: 'ai_confidence',
  content: 'content',
  placeholders: 'placeholders',
};

export type NewContract = {
  id: string;
  userId: string;
  contractNumber: string;
  name: string;
  status: ContractStatus;
  aiConfidence: number | null;
  type: string | null;
  content: string | null;
  placeholders: Record<string, string> | null;
};

export class ContractsRepository {
  constructor(private readonly db: Knex) {}

  async list(userId: string): Promise<ContractRecord[]> {
    const rows: unknown[] = await this.db('contracts')
      .where({ user_id: userId, deleted: false })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    return rows.map(toContract);
  }

  /** The user's live contract, or undefined for an unknown id, a tombstone or another user's contract. */
  async find(
    userId: string,
    id: string,
    trx: Knex = this.db,
    lock = false,
  ): Promise<ContractRecord | undefined> {
    const query = trx('contracts').where({ id, user_id: userId, deleted: false }).first();
    const row: unknown = lock ? await query.forUpdate() : await query;
    return row ? toContract(row) : undefined;
  }

  /** Any row with this id, whoever owns it and deleted or not: for the idempotent create. */
  async findAny(
    id: string,
    trx: Knex = this.db,
  ): Promise<(ContractRecord & { deleted: boolean }) | undefined> {
    const row: unknown = await trx('contracts').where({ id }).first();
    return row
      ? { ...toContract(row), deleted: z.object({ deleted: z.boolean() }).parse(row).deleted }
      : undefined;
  }

  /** Inserts unless the id exists; answers whether this call created the row. */
  async insert(contract: NewContract, now: Date): Promise<boolean> {
    const clock = now.getTime();
    const clocks = Object.fromEntries(Object.keys(COLUMN).map((field) => [field, clock]));
    const inserted: unknown[] = await this.db('contracts')
      .insert({
        id: contract.id,
        user_id: contract.userId,
        contract_number: contract.contractNumber,
        name: contract.name,
        type: contract.type,
        status: contract.status,
        ai_confidence: contract.aiConfidence,
        content: contract.content,
        placeholders: contract.placeholders === null ? null : JSON.stringify(contract.placeholders),
        field_updated_at: JSON.stringify(clocks),
        created_at: now,
        updated_at: now,
      })
      .onConflict('id')
      .ignore()
      .returning('id');
    return inserted.length === 1;
  }

  /**
   * Applies user-editable changes with their field clocks. A clock moves to now, or one past its old
   * value when that is already now, so the REST write always wins over what devices have seen.
   * `where` narrows the update (e.g. allowed statuses); answers the updated contract or undefined.
   */
  async update(
    userId: string,
    id: string,
    patch: ContractPatch,
    options: { trx?: Knex; where?: (query: Knex.QueryBuilder) => void; extra?: Record<string, unknown> } = {},
  ): Promise<ContractRecord | undefined> {
    const trx = options.trx ?? this.db;
    const now = Date.now();
    const set: Record<string, unknown> = { updated_at: trx.fn.now(), ...options.extra };
    // A changed document is no longer the one paid for: the app offers 'Download (2 credits)' again.
    if ('content' in patch || 'placeholders' in patch) set.downloaded_at = null;
    const clockParts: string[] = [];
    const clockBindings: Array<string | number> = [];
    for (const [field, value] of Object.entries(patch)) {
      if (!isPatchField(field)) continue;
      set[COLUMN[field]] = field === 'placeholders' && value !== null ? JSON.stringify(value) : value;
      const clockField = field satisfies EditableField;
      clockParts.push('?::text, greatest(coalesce((field_updated_at ->> ?)::bigint, 0) + 1, ?::bigint)');
      clockBindings.push(clockField, clockField, now);
    }
    if (clockParts.length > 0)
      set.field_updated_at = trx.raw(
        `field_updated_at || jsonb_build_object(${clockParts.join(', ')})`,
        clockBindings,
      );
    const query = trx('contracts').where({ id, user_id: userId, deleted: false });
    options.where?.(query);
    const rows: unknown[] = await query.update(set).returning('*');
    return rows[0] ? toContract(rows[0]) : undefined;
  }

  /** Tombstones the contract and its messages in one transaction. */
  async tombstone(userId: string, id: string): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      const count = await trx('contracts')
        .where({ id, user_id: userId, deleted: false })
        .update({ deleted: true, updated_at: trx.fn.now() });
      if (count === 0) return false;
      await trx('chat_messages')
        .where({ contract_id: id, user_id: userId, deleted: false })
        .update({ deleted: true, updated_at: trx.fn.now() });
      return true;
    });
  }

  /** The hash of the document as it was last paid for (null: never, or downloaded before hashes were kept). */
  async downloadedContentHash(userId: string, id: string, trx: Knex): Promise<string | null> {
    const row: unknown = await trx('contracts')
      .where({ id, user_id: userId })
      .first('downloaded_content_hash');
    return (
      z.object({ downloaded_content_hash: z.string().nullable() }).safeParse(row).data
        ?.downloaded_content_hash ?? null
    );
  }

  async setDownloaded(
    userId: string,
    id: string,
    contentHash: string,
    trx: Knex,
  ): Promise<ContractRecord | undefined> {
    const rows: unknown[] = await trx('contracts')
      .where({ id, user_id: userId, deleted: false })
      .update({ downloaded_at: trx.fn.now(), downloaded_content_hash: contentHash, updated_at: trx.fn.now() })
      .returning('*');
    return rows[0] ? toContract(rows[0]) : undefined;
  }

  async messages(userId: string, contractId: string): Promise<ChatMessage[]> {
    const rows: unknown[] = await this.db('chat_messages')
      .where({ contract_id: contractId, user_id: userId, deleted: false })
      .orderBy([
        { column: 'timestamp', order: 'asc' },
        { column: 'created_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]);
    return rows.map(toMessage);
  }

  async insertMessage(
    message: {
      id: string;
      contractId: string;
      userId: string;
      role: ChatMessage['role'];
      content: string;
      timestamp: Date;
    },
    trx: Knex = this.db,
  ): Promise<ChatMessage> {
    const rows: unknown[] = await trx('chat_messages')
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
}

function isPatchField(field: string): field is keyof ContractPatch {
  return field in COLUMN;
}
