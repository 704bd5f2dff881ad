import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { CreditTransaction, TransactionType, TransactionsQuery } from '@shared-schema';
import { preparedRows } from '../../db/prepared';

const ledgerRowSchema = z.object({
  id: z.string(),
  type: z.enum(['purchase', 'spend', 'credit_card', 'bonus', 'refund']),
  amount: z.number(),
  description: z.string(),
  created_at: z.date(),
  contract_id: z.string().nullable(),
  package_name: z.string().nullable(),
});

// Built once: schemas are compiled on first use, so they belong at module level, not in hot paths.
const creditsRowSchema = z.object({ credits: z.number() });
const countRowSchema = z.object({ count: z.union([z.string(), z.number()]) });
/** The balance read outside transactions (balance()); credits is an integer column, user_id its key. */
const BALANCE_SQL = 'select "credits" from "credit_balances" where "user_id" = $1 limit 1';

function toTransaction(row: unknown): CreditTransaction {
  const r = ledgerRowSchema.parse(row);
  return {
    id: r.id,
    type: r.type,
    amount: r.amount,
    description: r.description,
    createdAt: r.created_at.toISOString(),
    contractId: r.contract_id,
    packageName: r.package_name,
  };
}

export type LedgerEntry = {
  userId: string;
  type: TransactionType;
  amount: number;
  description: string;
  idempotencyKey: string | null;
  contractId?: string | null;
  packageName?: string | null;
};

const SORTS: Record<TransactionsQuery['sort'], Array<[string, 'asc' | 'desc']>> = {
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  oldest: [
    ['created_at', 'asc'],
    ['id', 'asc'],
  ],
  'amount-high': [
    ['amount', 'desc'],
    ['created_at', 'desc'],
  ],
  'amount-low': [
    ['amount', 'asc'],
    ['created_at', 'desc'],
  ],
};

const TYPE_FILTER: Record<TransactionsQuery['type'], TransactionType[] | null> = {
  all: null,
  purchase: ['purchase', 'credit_card'],
  spend: ['spend'],
};

export class CreditsRepository {
  constructor(private readonly db: Knex) {}

  async balance(userId: string, trx: Knex = this.db): Promise<number> {
    // The most frequent read of all (`npm run bench -- server`): outside a transaction a named prepared
    // statement straight on the pool (PostgreSQL plans it once per connection, and no query builder runs).
    if (trx === this.db) {
      const rows = await preparedRows<{ credits: number }>(this.db, 'credits-balance-direct', BALANCE_SQL, [
        userId,
      ]);
      return rows[0]?.credits ?? 0;
    }
    const row: unknown = await trx('credit_balances')
      .where({ user_id: userId })
      .first('credits')
      .options({ name: 'credits-balance' });
    return row ? creditsRowSchema.parse(row).credits : 0;
  }

  async createBalance(userId: string, trx: Knex): Promise<void> {
    await trx('credit_balances').insert({ user_id: userId, credits: 0 }).onConflict('user_id').ignore();
  }

  /** Inserts the ledger row unless this user already has one with the key; true when inserted. */
  async insertEntry(entry: LedgerEntry, trx: Knex): Promise<string | undefined> {
    const id = randomUUID();
    const rows: unknown[] = await trx('credit_ledger')
      .insert({
        id,
        user_id: entry.userId,
        type: entry.type,
        amount: entry.amount,
        balance_after: 0,
        description: entry.description,
        idempotency_key: entry.idempotencyKey,
        contract_id: entry.contractId ?? null,
        package_name: entry.packageName ?? null,
      })
      .onConflict(['user_id', 'idempotency_key'])
      .ignore()
      .returning('id');
    return rows.length > 0 ? id : undefined;
  }

  async setBalanceAfter(entryId: string, balanceAfter: number, trx: Knex): Promise<void> {
    await trx('credit_ledger').where({ id: entryId }).update({ balance_after: balanceAfter });
  }

  /** Adds delta unless the result would go below zero; the row lock serialises concurrent changes. */
  async applyDelta(userId: string, delta: number, trx: Knex): Promise<number | undefined> {
    const rows: unknown[] = await trx('credit_balances')
      .where({ user_id: userId })
      .andWhere('credits', '>=', Math.max(0, -delta))
      .update({ credits: trx.raw('credits + ?', [delta]), updated_at: trx.fn.now() })
      .returning('credits');
    const row = rows[0];
    return row ? creditsRowSchema.parse(row).credits : undefined;
  }

  async findByKey(
    userId: string,
    idempotencyKey: string,
    trx: Knex = this.db,
  ): Promise<CreditTransaction | undefined> {
    const row: unknown = await trx('credit_ledger')
      .where({ user_id: userId, idempotency_key: idempotencyKey })
      .first();
    return row ? toTransaction(row) : undefined;
  }

  async list(
    userId: string,
    query: TransactionsQuery,
  ): Promise<{ transactions: CreditTransaction[]; total: number }> {
    const base = this.db('credit_ledger').where({ user_id: userId });
    const types = TYPE_FILTER[query.type];
    if (types) base.whereIn('type', types);
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base.where((q) => q.whereILike('description', pattern).orWhereILike('package_name', pattern));
    }
    const countRow: unknown = await base.clone().count<{ count: string }>({ count: '*' }).first();
    const total = Number(countRowSchema.parse(countRow).count);
    const ordered = base.clone().select('*');
    for (const [column, direction] of SORTS[query.sort]) ordered.orderBy(column, direction);
    const rows: unknown[] = await ordered.limit(query.limit).offset((query.page - 1) * query.limit);
    return { transactions: rows.map(toTransaction), total };
  }
}
