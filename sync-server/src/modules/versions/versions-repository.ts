import type { Knex } from 'knex';
import { z } from 'zod';
import { VERSION_DECLARED, versionDocSchema, type VersionDoc } from '@shared-schema';
import { fromRow, toColumns } from '../../db/declared-rows';

export const VERSIONS_TABLE = 'contract_versions';

const rowSchema = z.looseObject({ deleted: z.boolean() });

/** A stored row as the replicated document (the declared fields, times as ISO text). */
export function versionRowToDoc(row: unknown): VersionDoc {
  const parsed = rowSchema.parse(row);
  return versionDocSchema.parse({ ...fromRow(VERSION_DECLARED, parsed), _deleted: parsed.deleted });
}

/** The columns of a new version row; `createdAt` as given (the caller caps a device's clock). */
export function versionColumns(
  version: VersionDoc,
  userId: string,
  createdAt: Date,
): Record<string, unknown> {
  return {
    ...toColumns(VERSION_DECLARED, version),
    user_id: userId,
    created_at: createdAt,
    deleted: false,
  };
}

/** The contract_versions table: append-only, one row per version (docs/decisions/0200-contract-versions.md). */
export class VersionsRepository {
  constructor(private readonly db: Knex) {}

  /** Writes a version made on the server (its chat, the guest transfer); an id already stored is left as it is. */
  async insert(version: VersionDoc, userId: string, trx: Knex = this.db): Promise<void> {
    await trx(VERSIONS_TABLE)
      .insert(versionColumns(version, userId, new Date(version.createdAt)))
      .onConflict('id')
      .ignore();
  }

  /**
   * Removes every version of these contracts of this user (they were deleted), inside the caller's transaction.
   * Removed, not tombstoned: devices drop theirs when the contract's tombstone arrives (decision 0300).
   */
  async deleteForContracts(userId: string, contractIds: string[], trx: Knex = this.db): Promise<void> {
    if (contractIds.length === 0) return;
    await trx(VERSIONS_TABLE).where('user_id', userId).whereIn('contract_id', contractIds).delete();
  }

  /** Every version of the user's contract (the download numbers them the way the History does). */
  async listForContract(userId: string, contractId: string): Promise<VersionDoc[]> {
    const rows: unknown[] = await this.db(VERSIONS_TABLE)
      .where({ contract_id: contractId, user_id: userId, deleted: false })
      .orderBy([{ column: 'created_at' }, { column: 'id' }]);
    return rows.map(versionRowToDoc);
  }

  /** One version of the user's contract, or undefined (another user's version is not found either). */
  async find(userId: string, contractId: string, id: string): Promise<VersionDoc | undefined> {
    const row: unknown = await this.db(VERSIONS_TABLE)
      .where({ id, contract_id: contractId, user_id: userId, deleted: false })
      .first();
    return row ? versionRowToDoc(row) : undefined;
  }
}
