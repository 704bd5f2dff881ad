import type { Knex } from 'knex';
import { z } from 'zod';
import { changesDownloadIdentity, type IdentitySource } from '@contract-engine';
import {
  applyEdit,
  creationClocks,
  CONTRACT_DECLARED,
  CONTRACT_DOC_DECLARED,
  CONTRACT_EDITABLE_DECLARED,
  CONTRACT_EDITABLE_FIELDS,
  contractDocSchema,
  contractSchema,
  withDefaults,
  type Contract,
  type ContractDoc,
  type ContractEditableField,
  type FieldClocks,
} from '@shared-schema';
import { fromRow, selectFields, toColumns } from '../../db/declared-rows';
import { preparedRows } from '../../db/prepared';

// knex for the synced contracts table, owned here end to end: clock-aware writes and (contracts-sync.ts) its
// sync definition. The row mapping is derived from the declared fields (shared-schema synced-fields), so a
// new field needs no change here. Every read filters user_id and deleted = false (tombstones are for sync
// only); every write of a user-editable field moves its field clock by the shared rule (sync-rules).

export const CONTRACTS_TABLE = 'contracts';

export type EditableField = ContractEditableField;

export type ContractRecord = Contract & { finalizedAt: string | null };
const contractRecordSchema = contractSchema.extend({ finalizedAt: z.string().nullable() });

/** The columns only sync reads: field clocks and the tombstone flag. */
const syncColumnsSchema = z.object({
  field_updated_at: z.record(z.string(), z.number()),
  deleted: z.boolean(),
});
const rowSchema = z.record(z.string(), z.unknown());

/**
 * Whether a change makes another contract than the one paid for: a new type or party (decision 0120). Edits
 * that keep both keep the paid download, so the preview stays open and 'Download Again' stays free.
 */
export function changesPaidContract(before: IdentitySource, changes: Partial<IdentitySource>): boolean {
  if (!('type' in changes) && !('placeholders' in changes)) return false;
  return changesDownloadIdentity(before, {
    type: changes.type === undefined ? before.type : changes.type,
    placeholders: changes.placeholders === undefined ? before.placeholders : changes.placeholders,
  });
}

/** The entity's select list: every declared field under its API name, ready to send. */
const ENTITY_SELECT = selectFields(CONTRACT_DECLARED);
/** The user's live contracts, newest first (ties by id): the contract list (ContractsRepository.list). */
const LIST_SQL = `select ${ENTITY_SELECT} from "${CONTRACTS_TABLE}"
  where "user_id" = $1 and "deleted" = false order by "created_at" desc, "id" desc`;

/** The replication document of a row (`select *`). */
export function contractRowToDoc(row: unknown): ContractDoc {
  const sync = syncColumnsSchema.parse(row);
  return contractDocSchema.parse({
    ...fromRow(CONTRACT_DOC_DECLARED, rowSchema.parse(row)),
    fieldUpdatedAt: sync.field_updated_at,
    _deleted: sync.deleted,
  });
}

/** The API entity of a row (`select *` or `returning *`). */
function toContract(row: unknown): ContractRecord {
  return contractRecordSchema.parse(fromRow(CONTRACT_DECLARED, rowSchema.parse(row)));
}

/**
 * Column values of changed user-editable fields. jsonb goes as JSON text to knex, as a plain object where
 * the whole row is sent as JSON (the sync engine's batched update).
 */
export function contractColumns(
  changes: Partial<Pick<ContractDoc, EditableField>>,
  jsonb: 'text' | 'object' = 'text',
): Record<string, unknown> {
  return toColumns(CONTRACT_EDITABLE_DECLARED, changes, jsonb);
}

/** Changes of user-editable fields, in entity terms. */
export type ContractPatch = Partial<Pick<ContractDoc, EditableField>>;

/** A contract the server creates: what is not given takes its declared default. */
export type NewContract = {
  id: string;
  userId: string;
  contractNumber: string;
  name: string;
} & ContractPatch;

export class ContractsRepository {
  constructor(private readonly db: Knex) {}

  async list(userId: string): Promise<ContractRecord[]> {
    // The documents list, on every visit: a named prepared statement straight on the pool (PostgreSQL planned
    // it in 0.2 to 0.3 ms on every call and runs it in 0.05 ms; no query builder runs either).
    // The rows are the API's entities as they are (selectFields): nothing is mapped per row.
    return preparedRows<ContractRecord>(this.db, 'contracts-list-direct', LIST_SQL, [userId]);
  }

  /** The user's live contract, or undefined for an unknown id, a tombstone or another user's contract. */
  async find(
    userId: string,
    id: string,
    trx: Knex = this.db,
    lock = false,
  ): Promise<ContractRecord | undefined> {
    const query = trx(CONTRACTS_TABLE).where({ id, user_id: userId, deleted: false }).first();
    const row: unknown = lock ? await query.forUpdate() : await query;
    return row ? toContract(row) : undefined;
  }

  /** Any row with this id, whoever owns it and deleted or not: for the idempotent create. */
  async findAny(
    id: string,
    trx: Knex = this.db,
  ): Promise<(ContractRecord & { deleted: boolean }) | undefined> {
    const row: unknown = await trx(CONTRACTS_TABLE).where({ id }).first();
    return row ? { ...toContract(row), deleted: syncColumnsSchema.parse(row).deleted } : undefined;
  }

  /** Who owns the contract with this id (deleted or not), if it exists. */
  async ownerOf(id: string, trx: Knex = this.db): Promise<string | undefined> {
    return (await this.stateOf(id, trx))?.userId;
  }

  /** Who owns the contract with this id and whether it is deleted, if it exists. */
  async stateOf(id: string, trx: Knex = this.db): Promise<{ userId: string; deleted: boolean } | undefined> {
    const row: unknown = await trx(CONTRACTS_TABLE).where({ id }).first('user_id', 'deleted');
    if (!row) return undefined;
    const parsed = z.object({ user_id: z.string(), deleted: z.boolean() }).parse(row);
    return { userId: parsed.user_id, deleted: parsed.deleted };
  }

  /** Inserts unless the id exists; answers whether this call created the row. */
  async insert(contract: NewContract, now: Date, trx: Knex = this.db): Promise<boolean> {
    const inserted: unknown[] = await trx(CONTRACTS_TABLE)
      .insert({
        id: contract.id,
        user_id: contract.userId,
        contract_number: contract.contractNumber,
        ...contractColumns(withDefaults(CONTRACT_EDITABLE_DECLARED, contract)),
        field_updated_at: JSON.stringify(creationClocks(CONTRACT_EDITABLE_FIELDS, now.getTime())),
        created_at: now,
        updated_at: now,
      })
      .onConflict('id')
      .ignore()
      .returning('id');
    return inserted.length === 1;
  }

  /**
   * Applies user-editable changes with their field clocks (shared rule: only fields whose value changes
   * move their clock, to now or one past the old clock, so the REST write wins over what devices have
   * seen). `where` narrows the update (e.g. allowed statuses); answers the updated contract or undefined.
   */
  async update(
    userId: string,
    id: string,
    patch: ContractPatch,
    options: { trx?: Knex; where?: (query: Knex.QueryBuilder) => void; extra?: Record<string, unknown> } = {},
  ): Promise<ContractRecord | undefined> {
    const write = async (trx: Knex): Promise<ContractRecord | undefined> => {
      const query = trx(CONTRACTS_TABLE).where({ id, user_id: userId, deleted: false });
      options.where?.(query);
      const row: unknown = await query.first().forUpdate();
      if (!row) return undefined;
      const current = contractRowToDoc(row);
      const clocks: FieldClocks = current.fieldUpdatedAt;
      const edit = applyEdit(current, clocks, patch, CONTRACT_EDITABLE_FIELDS, Date.now());
      const set: Record<string, unknown> = {
        ...contractColumns(edit.changes),
        updated_at: trx.fn.now(),
        ...options.extra,
      };
      if (edit.moved.length > 0) set.field_updated_at = JSON.stringify(edit.clocks);
      // Another contract (new type or party) is not the one paid for: its download costs again.
      if (current.downloadedAt && changesPaidContract(current, edit.changes)) set.downloaded_at = null;
      const rows: unknown[] = await trx(CONTRACTS_TABLE).where({ id }).update(set).returning('*');
      return rows[0] ? toContract(rows[0]) : undefined;
    };
    return options.trx ? write(options.trx) : this.db.transaction(write);
  }

  /** Tombstones the contract (its messages are the messages module's: see ContractsService.delete). */
  async tombstone(userId: string, id: string, trx: Knex = this.db): Promise<boolean> {
    const count = await trx(CONTRACTS_TABLE)
      .where({ id, user_id: userId, deleted: false })
      .update({ deleted: true, updated_at: trx.fn.now() });
    return count > 0;
  }

  /** The hash of the document as it was last paid for (null: never, or downloaded before hashes were kept). */
  async downloadedContentHash(userId: string, id: string, trx: Knex): Promise<string | null> {
    const row: unknown = await trx(CONTRACTS_TABLE)
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
    const rows: unknown[] = await trx(CONTRACTS_TABLE)
      .where({ id, user_id: userId, deleted: false })
      .update({ downloaded_at: trx.fn.now(), downloaded_content_hash: contentHash, updated_at: trx.fn.now() })
      .returning('*');
    return rows[0] ? toContract(rows[0]) : undefined;
  }
}
