import type { Knex } from 'knex';
import {
  FREE_TRIAL_CREDITS,
  type CreditTransaction,
  type TransactionsQuery,
  type TransactionType,
} from '@shared-schema';
import { BadRequestError, InsufficientCreditsError } from '../../errors';
import { CreditsRepository } from './credits-repository';

export type CreditChange = { credits: number; applied: boolean; transactionId: string | null };

/**
 * The credits ledger. Every change is a ledger row with an idempotency key; the balance row never goes
 * below zero; a repeated key changes nothing and reports the current balance (applied: false).
 */
export class CreditsService {
  private readonly repo: CreditsRepository;

  private readonly db: Knex;

  constructor(deps: { db: Knex }) {
    this.db = deps.db;
    this.repo = new CreditsRepository(deps.db);
  }

  balance(userId: string): Promise<number> {
    return this.repo.balance(userId);
  }

  /** One page of the user's ledger, newest first, with the total for paging. */
  transactions(
    userId: string,
    query: TransactionsQuery,
  ): Promise<{ transactions: CreditTransaction[]; total: number }> {
    return this.repo.list(userId, query);
  }

  /** Whether the ledger already holds the entry of this key (a paid action that a retry would not charge). */
  async charged(userId: string, idempotencyKey: string): Promise<boolean> {
    return (await this.repo.findByKey(userId, idempotencyKey)) !== undefined;
  }

  /** Takes `amount` credits once per key, or throws 402 with the current balance. */
  async spend(
    userId: string,
    amount: number,
    reason: string,
    idempotencyKey: string,
    options: { contractId?: string | null; trx?: Knex } = {},
  ): Promise<CreditChange> {
    if (!Number.isInteger(amount) || amount <= 0)
      throw new BadRequestError('Spend amount must be a positive whole number');
    return this.change(
      {
        userId,
        type: 'spend',
        amount: -amount,
        description: reason,
        idempotencyKey,
        contractId: options.contractId ?? null,
      },
      options.trx,
    );
  }

  /** Adds credits once per key (purchases, free trial, promotions). */
  async grant(
    userId: string,
    amount: number,
    type: TransactionType,
    description: string,
    idempotencyKey: string,
    options: { packageName?: string | null; trx?: Knex } = {},
  ): Promise<CreditChange> {
    if (!Number.isInteger(amount) || amount <= 0)
      throw new BadRequestError('Grant amount must be a positive whole number');
    return this.change(
      { userId, type, amount, description, idempotencyKey, packageName: options.packageName ?? null },
      options.trx,
    );
  }

  /** Takes back up to `amount` (a refund), never driving the balance below zero. */
  async revoke(
    userId: string,
    amount: number,
    description: string,
    idempotencyKey: string,
    trx?: Knex,
  ): Promise<CreditChange> {
    const run = async (t: Knex) => {
      const current = await this.repo.balance(userId, t);
      const take = Math.min(current, amount);
      if (take === 0) {
        const id = await this.repo.insertEntry(
          { userId, type: 'refund', amount: 0, description, idempotencyKey },
          t,
        );
        return { credits: current, applied: id !== undefined, transactionId: id ?? null };
      }
      return this.apply({ userId, type: 'refund', amount: -take, description, idempotencyKey }, t);
    };
    return (trx ?? this.db).transaction(run);
  }

  /** Creates the balance row and the free-trial grant, exactly once per account. */
  async openAccount(userId: string, trx: Knex): Promise<void> {
    await this.repo.createBalance(userId, trx);
    await this.change(
      {
        userId,
        type: 'bonus',
        amount: FREE_TRIAL_CREDITS,
        description: 'Free trial credits',
        idempotencyKey: 'free-trial',
      },
      trx,
    );
  }

  private change(
    entry: Parameters<CreditsRepository['insertEntry']>[0] & { idempotencyKey: string },
    trx?: Knex,
  ): Promise<CreditChange> {
    // Inside a caller's transaction, a savepoint keeps a refused spend from leaving its ledger row behind.
    return (trx ?? this.db).transaction((t) => this.apply(entry, t));
  }

  private async apply(
    entry: Parameters<CreditsRepository['insertEntry']>[0] & { idempotencyKey: string },
    trx: Knex,
  ): Promise<CreditChange> {
    // The ledger insert comes first: a concurrent request with the same key waits on the unique index
    // and then sees the conflict, so a retried request is charged once.
    const entryId = await this.repo.insertEntry(entry, trx);
    if (!entryId)
      return { credits: await this.repo.balance(entry.userId, trx), applied: false, transactionId: null };
    const credits = await this.repo.applyDelta(entry.userId, entry.amount, trx);
    if (credits === undefined)
      throw new InsufficientCreditsError(await this.repo.balance(entry.userId, trx), -entry.amount);
    await this.repo.setBalanceAfter(entryId, credits, trx);
    return { credits, applied: true, transactionId: entryId };
  }
}
