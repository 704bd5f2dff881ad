import type { Knex } from 'knex';
import { z } from 'zod';
import type { AdminUser, AdminUsersQuery } from '@shared-schema';
import { AdminCountersRepository } from './admin-counters-repository';

const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.enum(['user', 'admin', 'super_admin']),
  credits: z.coerce.number().int(),
  is_active: z.boolean(),
  last_login_at: z.date().nullable(),
  created_at: z.date(),
});

function toAdminUser(row: unknown): AdminUser {
  const r = adminUserRowSchema.parse(row);
  return {
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    role: r.role,
    credits: r.credits,
    isActive: r.is_active,
    lastLoginAt: r.last_login_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
  };
}

/** The same expression as the trigram index users_search_trgm_idx, so the planner can use it. */
const SEARCH_EXPR = `lower(email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`;

function columns(db: Knex) {
  return [
    'users.id',
    'users.email',
    'users.first_name',
    'users.last_name',
    'users.role',
    db.raw('coalesce(credit_balances.credits, 0) as credits'),
    'users.is_active',
    'users.last_login_at',
    'users.created_at',
  ];
}

/** A search answers at most this many as its total (docs/decisions/0044-admin-api-shapes.md); the UI shows "10,000+". */
export const SEARCH_COUNT_CAP = 10_000;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The user list of the dashboard: newest first, searched on the server with pages. */
export class AdminUsersRepository {
  constructor(private readonly db: Knex) {}

  private filtered(search: string): Knex.QueryBuilder {
    const q = this.db('users');
    if (!search) return q;
    const isId = z.uuid().safeParse(search).success;
    return q.where((w) => {
      w.whereRaw(`${SEARCH_EXPR} like ?`, [`%${escapeLike(search.toLowerCase())}%`]);
      if (isId) w.orWhere('users.id', search);
    });
  }

  async page(query: AdminUsersQuery): Promise<{ users: AdminUser[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.filtered(query.search)
        .leftJoin('credit_balances', 'credit_balances.user_id', 'users.id')
        .orderBy([
          { column: 'users.created_at', order: 'desc' },
          { column: 'users.id', order: 'desc' },
        ])
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .select(columns(this.db)),
      this.total(query.search),
    ]);
    return { users: rows.map(toAdminUser), total };
  }

  /**
   * All users from the trigger-kept counter; a search's matches counted up to SEARCH_COUNT_CAP (a search
   * that matches most of 100,000 users would otherwise count them all on every keystroke).
   */
  private async total(search: string): Promise<number> {
    if (!search) {
      return (await new AdminCountersRepository(this.db).counts()).users;
    }
    const capped = this.filtered(search)
      .select(this.db.raw('1'))
      .limit(SEARCH_COUNT_CAP + 1);
    const row: unknown = await this.db.from(capped.as('matches')).count({ count: '*' }).first();
    return z.object({ count: z.coerce.number().int() }).parse(row).count;
  }

  async get(id: string, trx: Knex = this.db): Promise<AdminUser | undefined> {
    if (!z.uuid().safeParse(id).success) return undefined;
    const row: unknown = await trx('users')
      .leftJoin('credit_balances', 'credit_balances.user_id', 'users.id')
      .where('users.id', id)
      .first(columns(trx));
    return row ? toAdminUser(row) : undefined;
  }
}
