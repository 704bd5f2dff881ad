import { v7 as uuidv7 } from 'uuid';
import {
  applyEdit,
  CONTRACT_DOC_DECLARED,
  CONTRACT_EDITABLE_FIELDS,
  contractDocSchema,
  creationClocks,
  initialValues,
  formatContractNumber,
  REVIEW_EDITABLE_FIELDS,
  batchAdds,
  batchIsDeleted,
  mergeMessageBatches,
  type BatchMessage,
} from '@shared-schema';
import { dropVersionsOfDeletedContracts } from './drop-deleted-versions';
import type { PendingChanges } from './pending-changes';
import type {
  LocalContract,
  LocalMessage,
  LocalMessageBatch,
  LocalReview,
  LocalVersion,
  UserDatabase,
} from './user-db-types';

type ContractEdit = Partial<Pick<LocalContract, (typeof CONTRACT_EDITABLE_FIELDS)[number]>>;
const localContractSchema = contractDocSchema.omit({ _deleted: true });

/**
 * Every local write of a signed-in user: documents get client-generated UUIDv7 ids so they can be made
 * offline; fields whose value an edit changes get a new clock by the shared rule (shared-schema
 * sync-rules, the same the server applies); each write is marked pending.
 */
export class UserDocuments {
  /** Chat writes of this tab, one after another: a question and its answer append to the same batch. */
  private chatWrites: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: UserDatabase,
    private readonly pending: PendingChanges,
  ) {}

  /** A new contract: each declared field the input leaves out takes its initial value (e.g. the browser's locale). */
  async createContract(input: ContractEdit & { name: string }): Promise<LocalContract> {
    const now = new Date();
    const clock = now.getTime();
    const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const doc: LocalContract = localContractSchema.parse({
      ...initialValues(CONTRACT_DOC_DECLARED),
      ...defined,
      id: uuidv7(),
      contractNumber: formatContractNumber(now),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      fieldUpdatedAt: creationClocks(CONTRACT_EDITABLE_FIELDS, clock),
    });
    await this.db.contracts.insert(doc);
    this.pending.mark('contracts', doc.id);
    return doc;
  }

  /**
   * Edits a contract; `versionOf` makes the version the change makes (or none) from the stored contract as it
   * was before the edit. The version is written beside the edit, not after it (the two collections are separate
   * IndexedDB databases), and both are marked pending in one write: what a version adds to an edit stays small.
   */
  async updateContract(
    id: string,
    edit: ContractEdit,
    versionOf?: (before: LocalContract) => LocalVersion | null,
  ): Promise<void> {
    const doc = await this.db.contracts.findOne(id).exec();
    if (!doc) throw new Error('Contract not found');
    const clock = Date.now();
    const change = applyEdit(doc, doc.fieldUpdatedAt, edit, CONTRACT_EDITABLE_FIELDS, clock);
    if (change.moved.length === 0) return;
    const version = versionOf?.(doc) ?? null;
    await Promise.all([
      doc.incrementalPatch({
        ...change.changes,
        fieldUpdatedAt: change.clocks,
        updatedAt: new Date(clock).toISOString(),
      }),
      version && this.db.versions.insert(version),
    ]);
    this.pending.markAll([['contracts', id], ...(version ? [['versions', version.id] as const] : [])]);
  }

  /** A new version of a contract (append-only: a version is written once, never changed). */
  async addVersion(version: LocalVersion): Promise<void> {
    await this.db.versions.insert(version);
    this.pending.mark('versions', version.id);
  }

  async deleteContract(id: string): Promise<void> {
    const doc = await this.db.contracts.findOne(id).exec();
    if (!doc) return;
    await doc.remove();
    this.pending.mark('contracts', id);
    // A delete wins over every device's copy of these messages (the server tombstones them too).
    const chat = await this.db.chats.findOne(id).exec();
    if (chat && chat.messages.some((message) => !message.deleted)) {
      await this.writeChat(id, (messages) => messages.map((message) => ({ ...message, deleted: true })));
    }
    // Its versions leave the device; they are never pushed as deleted (the server removes them with it).
    await dropVersionsOfDeletedContracts(this.db, [id]);
  }

  /** `timestamp` orders the conversation: a reply written in the same millisecond as its question passes one later. */
  async addMessage(
    contractId: string,
    role: LocalMessage['role'],
    content: string,
    timestamp?: Date,
  ): Promise<LocalMessage> {
    const message: BatchMessage = {
      id: uuidv7(),
      role,
      content,
      timestamp: (timestamp ?? new Date()).toISOString(),
      deleted: false,
    };
    await this.appendMessages(contractId, [message]);
    return { id: message.id, contractId, role, content, timestamp: message.timestamp };
  }

  /** Adds the messages of another device (read from the server) that this one lacks; writes nothing otherwise. */
  async mergeRemoteMessages(contractId: string, messages: BatchMessage[]): Promise<void> {
    const chat = await this.db.chats.findOne(contractId).exec();
    if (!chat || !batchAdds(chat.messages, messages)) return;
    await this.appendMessages(contractId, messages);
  }

  /** Adds messages to a contract's chat by the shared merge (by id: a message already there stays as it is). */
  appendMessages(contractId: string, messages: BatchMessage[]): Promise<void> {
    return this.writeChat(contractId, (stored) => mergeMessageBatches(stored, messages));
  }

  /**
   * Changes a contract's chat batch (one document per contract): appends go through the shared merge, so a
   * write never drops a message another device added in the meantime. Writes are chained in this tab; a
   * batch created at the same moment by another tab is retried as an update.
   */
  private writeChat(contractId: string, change: (messages: BatchMessage[]) => BatchMessage[]): Promise<void> {
    const write = async (): Promise<void> => {
      const updatedAt = new Date().toISOString();
      for (let attempt = 0; ; attempt++) {
        const existing = await this.db.chats.findOne(contractId).exec();
        try {
          if (existing)
            await existing.incrementalModify((doc: LocalMessageBatch) => ({
              ...doc,
              messages: change(doc.messages),
              updatedAt,
            }));
          else {
            const messages = change([]);
            if (batchIsDeleted(messages) || messages.length === 0) return;
            await this.db.chats.insert({ id: contractId, messages, updatedAt });
          }
          break;
        } catch (error) {
          if (existing || attempt >= 2) throw error;
        }
      }
      this.pending.mark('messages', contractId);
    };
    const next = this.chatWrites.then(write, write);
    this.chatWrites = next;
    return next;
  }

  async createReview(
    input: Pick<LocalReview, 'originalText' | 'reviewData'> & { name?: string | null },
  ): Promise<LocalReview> {
    const now = new Date();
    const doc: LocalReview = {
      id: uuidv7(),
      name: input.name ?? null,
      originalText: input.originalText,
      reviewData: input.reviewData,
      isPaid: false,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      fieldUpdatedAt: creationClocks(REVIEW_EDITABLE_FIELDS, now.getTime()),
    };
    await this.db.reviews.insert(doc);
    this.pending.mark('reviews', doc.id);
    return doc;
  }

  async renameReview(id: string, name: string): Promise<void> {
    const doc = await this.db.reviews.findOne(id).exec();
    if (!doc) throw new Error('Review not found');
    const clock = Date.now();
    const change = applyEdit(doc, doc.fieldUpdatedAt, { name: name.trim() }, REVIEW_EDITABLE_FIELDS, clock);
    if (change.moved.length === 0) return;
    await doc.incrementalPatch({
      ...change.changes,
      fieldUpdatedAt: change.clocks,
      updatedAt: new Date(clock).toISOString(),
    });
    this.pending.mark('reviews', id);
  }

  async deleteReview(id: string): Promise<void> {
    const doc = await this.db.reviews.findOne(id).exec();
    if (!doc) return;
    await doc.remove();
    this.pending.mark('reviews', id);
  }
}
