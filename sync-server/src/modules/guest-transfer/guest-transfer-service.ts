import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import { analyzeContract, newVersion } from '@contract-engine';
import {
  CONTRACT_EDITABLE_FIELDS,
  CONTRACT_NUMBER_PATTERN,
  formatContractNumber,
  pickFields,
  REVIEW_CONTRACT_TEXT_MAX_CHARS,
  type ContractStatus,
  type GuestData,
} from '@shared-schema';
import { BadRequestError } from '../../errors';
import { ContractsRepository } from '../contracts/contracts-repository';
import { MessagesRepository } from '../messages/messages-repository';
import { ReviewsRepository } from '../reviews/reviews-repository';
import { VersionsRepository } from '../versions/versions-repository';
import { GuestTransferRepository, type TransferResult } from './guest-transfer-repository';

type GuestContract = NonNullable<GuestData['contract']>;
type GuestMessage = GuestData['messages'][number];

/** A guest cannot finalize; a draft claiming it becomes the last status a guest can reach. */
function transferredStatus(contract: GuestContract): Exclude<ContractStatus, 'finalized'> {
  if (contract.status !== 'finalized') return contract.status;
  return contract.content ? 'completed' : 'draft';
}

/**
 * Message times strictly increasing in guest order: the chat is read back ordered by timestamp, so
 * equal or out-of-order client clocks would shuffle it. A missing or unreadable time follows the previous one.
 */
export function replayTimes(messages: readonly GuestMessage[], now: Date): Date[] {
  let previous: number | undefined;
  return messages.map((message) => {
    const parsed = message.timestamp ? Date.parse(message.timestamp) : Number.NaN;
    const next = previous === undefined ? now.getTime() - messages.length : previous + 1;
    previous = Number.isNaN(parsed) ? next : Math.max(parsed, previous === undefined ? parsed : next);
    return new Date(previous);
  });
}

/** Spec 000 section 4 'Guest to account transfer': the guest's contract (with its chat) or review becomes the user's. */
export class GuestTransferService {
  private readonly db: Knex;

  constructor(deps: { db: Knex }) {
    this.db = deps.db;
  }

  async transfer(
    userId: string,
    guestData: GuestData,
  ): Promise<{ result: TransferResult; created: boolean }> {
    const guestId = guestData.guestId ?? '';
    if (guestData.contract) {
      const contract = guestData.contract;
      return this.once(userId, `contract:${guestId}:${String(contract.id)}`, (trx) =>
        this.createContract(trx, userId, guestData, contract),
      );
    }
    if (guestData.contractReview) {
      const review = guestData.contractReview;
      if (review.contractText.trim().length === 0)
        throw new BadRequestError('The guest review has no contract text');
      if (review.contractText.length > REVIEW_CONTRACT_TEXT_MAX_CHARS) {
        throw new BadRequestError(
          `Contract text must be at most ${REVIEW_CONTRACT_TEXT_MAX_CHARS} characters`,
        );
      }
      const key = `review:${guestId}:${review.createdAt}`;
      // A finished retry skips the analysis, the one costly step.
      const done = await new GuestTransferRepository(this.db).find(userId, key);
      if (done) return { result: done, created: false };
      // The client's analysis is not trusted: the stored review is the server's own.
      const reviewData = analyzeContract(review.contractText);
      return this.once(userId, key, async (trx) => {
        const id = uuidv7();
        await new ReviewsRepository(trx).insert({
          id,
          userId,
          name: null,
          originalText: review.contractText,
          reviewData,
          isPaid: false,
        });
        return { reviewId: id };
      });
    }
    throw new BadRequestError(
      'The guest data holds neither a contract nor a contract review to transfer',
      'nothing-to-transfer',
    );
  }

  /** Runs `create` at most once per user and key; a retry, also a concurrent one, answers the first result. */
  private once(
    userId: string,
    key: string,
    create: (trx: Knex.Transaction) => Promise<TransferResult>,
  ): Promise<{ result: TransferResult; created: boolean }> {
    return this.db.transaction(async (trx) => {
      const transfers = new GuestTransferRepository(trx);
      if (!(await transfers.claim(userId, key))) {
        const first = await transfers.find(userId, key);
        if (first) return { result: first, created: false };
        throw new Error(`Guest transfer ${key} has no result`);
      }
      const result = await create(trx);
      await transfers.complete(userId, key, result);
      return { result, created: true };
    });
  }

  private async createContract(
    trx: Knex.Transaction,
    userId: string,
    guestData: GuestData,
    contract: GuestContract,
  ): Promise<TransferResult> {
    const now = new Date();
    const id = uuidv7();
    const contracts = new ContractsRepository(trx);
    const aiConfidence = contract.aiConfidence ?? guestData.aiConfidence ?? null;
    await contracts.insert(
      {
        // Every user-editable field of the draft moves into the account; missing ones take their default.
        ...pickFields(contract, CONTRACT_EDITABLE_FIELDS),
        id,
        userId,
        contractNumber:
          contract.contractNumber && CONTRACT_NUMBER_PATTERN.test(contract.contractNumber)
            ? contract.contractNumber
            : formatContractNumber(now),
        name: contract.name,
        status: transferredStatus(contract),
        aiConfidence: aiConfidence === null ? null : Math.round(aiConfidence),
      },
      now,
      trx,
    );
    // Blank messages cannot be written in the chat, so they are not replayed either.
    const messages = guestData.messages.filter((message) => message.content.trim().length > 0);
    const times = replayTimes(messages, now);
    const chat = new MessagesRepository(trx);
    for (const [index, message] of messages.entries()) {
      await chat.insert(
        {
          id: uuidv7(),
          contractId: id,
          userId,
          role: message.role,
          content: message.content,
          timestamp: times[index] ?? now,
        },
        trx,
      );
    }
    // The draft becomes the contract's first version: its history starts with what the guest wrote (decision 0201).
    const version = newVersion({
      id: uuidv7(),
      contractId: id,
      deviceId: 'guest',
      authorKind: 'person',
      cause: 'guest-draft',
      before: { content: null, placeholders: null },
      after: { content: contract.content, placeholders: contract.placeholders },
      createdAt: now,
    });
    if (version) await new VersionsRepository(trx).insert(version, userId);
    return { contractId: id };
  }
}
