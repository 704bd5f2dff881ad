import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  CONTRACT_EDITABLE_FIELDS,
  formatContractNumber,
  pickFields,
  type ChatMessage,
  type CreateContractBody,
} from '@shared-schema';
import { ConflictError, NotFoundError } from '../../errors';
import { MessagesRepository, type NewMessage } from '../messages/messages-repository';
import { VersionsRepository } from '../versions/versions-repository';
import { ContractsRepository, type ContractPatch, type ContractRecord } from './contracts-repository';

/** Statuses from which a contract has a document to finalize or download. */
export const STATUSES_WITH_DOCUMENT = ['in-progress', 'completed', 'finalized'] as const;

const uuid = z.uuid();

/** Unknown, malformed, deleted and other users' ids all answer the same 404. */
export function contractNotFound(): NotFoundError {
  return new NotFoundError('Contract not found', 'not-found');
}

/** Contract CRUD and messages for the signed-in user; the rules of spec 000 sections 4 and 7. */
export class ContractsService {
  private readonly repo: ContractsRepository;
  private readonly messagesRepo: MessagesRepository;
  private readonly versionsRepo: VersionsRepository;

  private readonly db: Knex;
  /** Checks another module makes before a delete (a contract out for signature or signed: void first). */
  private readonly deleteGuards: Array<(userId: string, id: string) => Promise<void>> = [];

  constructor(deps: { db: Knex }) {
    this.db = deps.db;
    this.repo = new ContractsRepository(deps.db);
    this.messagesRepo = new MessagesRepository(deps.db);
    this.versionsRepo = new VersionsRepository(deps.db);
  }

  list(userId: string): Promise<ContractRecord[]> {
    return this.repo.list(userId);
  }

  async get(userId: string, id: string, trx?: Knex, lock = false): Promise<ContractRecord> {
    if (!uuid.safeParse(id).success) throw contractNotFound();
    const contract = await this.repo.find(userId, id, trx, lock);
    if (!contract) throw contractNotFound();
    return contract;
  }

  /**
   * Creates a draft (or, when migrating a guest draft, a contract with its content). A client id makes
   * the call idempotent for its owner: a retry answers the existing contract (created: false).
   */
  async create(
    userId: string,
    body: CreateContractBody,
  ): Promise<{ contract: ContractRecord; created: boolean }> {
    const now = new Date();
    const id = body.id ?? randomUUID();
    const created = await this.repo.insert(
      {
        ...pickFields(body, CONTRACT_EDITABLE_FIELDS),
        id,
        userId,
        contractNumber: body.contractNumber ?? formatContractNumber(now),
        name: body.name,
        aiConfidence: body.aiConfidence === null ? null : Math.round(body.aiConfidence),
      },
      now,
    );
    const existing = await this.repo.findAny(id);
    if (!existing || existing.userId !== userId)
      throw new ConflictError('This contract id is already in use', 'already-exists');
    if (existing.deleted) throw new ConflictError('This contract was deleted', 'already-exists');
    const { deleted: _deleted, ...contract } = existing;
    return { contract, created };
  }

  async rename(userId: string, id: string, name: string): Promise<ContractRecord> {
    await this.get(userId, id);
    const updated = await this.repo.update(userId, id, { name });
    if (!updated) throw contractNotFound();
    return updated;
  }

  addDeleteGuard(guard: (userId: string, id: string) => Promise<void>): void {
    this.deleteGuards.push(guard);
  }

  /** Tombstones the contract and its messages and removes its versions, in one transaction. */
  async delete(userId: string, id: string): Promise<void> {
    if (!uuid.safeParse(id).success) throw contractNotFound();
    for (const guard of this.deleteGuards) await guard(userId, id);
    const deleted = await this.db.transaction(async (trx) => {
      if (!(await this.repo.tombstone(userId, id, trx))) return false;
      await this.messagesRepo.tombstoneForContract(userId, id, trx);
      await this.versionsRepo.deleteForContracts(userId, [id], trx);
      return true;
    });
    if (!deleted) throw contractNotFound();
  }

  /** Changes user-editable fields (their clocks move by the shared rule); undefined when the contract is gone. */
  update(userId: string, id: string, patch: ContractPatch, trx: Knex): Promise<ContractRecord | undefined> {
    return this.repo.update(userId, id, patch, { trx });
  }

  /** Records a paid download of the document whose hash is `contentHash` ('Download Again' covers it). */
  markDownloaded(
    userId: string,
    id: string,
    contentHash: string,
    trx: Knex,
  ): Promise<ContractRecord | undefined> {
    return this.repo.setDownloaded(userId, id, contentHash, trx);
  }

  downloadedContentHash(userId: string, id: string, trx: Knex): Promise<string | null> {
    return this.repo.downloadedContentHash(userId, id, trx);
  }

  /** Appends to a contract's chat inside the caller's transaction (the contract was checked there). */
  appendMessage(message: NewMessage, trx: Knex): Promise<ChatMessage> {
    return this.messagesRepo.insert(message, trx);
  }

  /** in-progress or completed with content -> finalized; anything else is a 409 and changes nothing. */
  async finalize(userId: string, id: string): Promise<ContractRecord> {
    const contract = await this.get(userId, id);
    const updated = await this.repo.update(
      userId,
      id,
      { status: 'finalized' },
      {
        where: (query) =>
          query
            .whereIn('status', ['in-progress', 'completed'])
            .whereNotNull('content')
            .whereRaw("btrim(content) <> ''"),
        extra: { finalized_at: this.db.fn.now() },
      },
    );
    if (updated) return updated;
    if (contract.status === 'finalized')
      throw new ConflictError('This contract is already finalized', 'already-finalized');
    throw new ConflictError(
      'Only a generated contract can be finalized. Keep chatting until the contract is generated.',
      'not-generated',
    );
  }

  async messages(userId: string, id: string): Promise<ChatMessage[]> {
    await this.get(userId, id);
    return this.messagesRepo.list(userId, id);
  }

  async addMessage(
    userId: string,
    id: string,
    message: Pick<ChatMessage, 'role' | 'content'>,
  ): Promise<ChatMessage> {
    await this.get(userId, id);
    return this.messagesRepo.insert({
      id: randomUUID(),
      contractId: id,
      userId,
      role: message.role,
      content: message.content,
      timestamp: new Date(),
    });
  }
}
