import type { ContractDoc, MessageBatchDoc, MessageDoc, ReviewDoc, VersionDoc } from '@shared-schema';
import type { RxCollection, RxDatabase } from 'rxdb';

/** Local documents are the replication documents without `_deleted` (RxDB keeps that itself). */
export type LocalContract = Omit<ContractDoc, '_deleted'>;
/** One chat message as the builder shows it, read from its contract's batch. */
export type LocalMessage = Omit<MessageDoc, '_deleted' | 'updatedAt'>;
/** A contract's chat history: one document per contract (sync schema messages v2), id = the contract's id. */
export type LocalMessageBatch = Omit<MessageBatchDoc, '_deleted'>;
export type LocalReview = Omit<ReviewDoc, '_deleted'>;
/** One version of a contract: written once, never changed (append-only). */
export type LocalVersion = Omit<VersionDoc, '_deleted'>;

export type UserCollections = {
  contracts: RxCollection<LocalContract>;
  chats: RxCollection<LocalMessageBatch>;
  reviews: RxCollection<LocalReview>;
  versions: RxCollection<LocalVersion>;
};
export type UserDatabase = RxDatabase<UserCollections>;
