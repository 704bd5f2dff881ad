import type { ContractDoc, MessageDoc, ReviewDoc } from '@shared-schema';
import type { RxCollection, RxDatabase } from 'rxdb';

/** Local documents are the replication documents without `_deleted` (RxDB keeps that itself). */
export type LocalContract = Omit<ContractDoc, '_deleted'>;
export type LocalMessage = Omit<MessageDoc, '_deleted'>;
export type LocalReview = Omit<ReviewDoc, '_deleted'>;

export type UserCollections = {
  contracts: RxCollection<LocalContract>;
  messages: RxCollection<LocalMessage>;
  reviews: RxCollection<LocalReview>;
};
export type UserDatabase = RxDatabase<UserCollections>;
