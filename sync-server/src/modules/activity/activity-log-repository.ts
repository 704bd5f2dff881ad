import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { ActivityLogEntry } from '@shared-schema';

/** What an operator needs to know about an event; `details` is plain text shown in the dashboard. */
export type ActivityEvent = {
  action: string;
  userId?: string | null;
  userEmail?: string | null;
  details?: string;
};

const activityRowSchema = z.object({
  id: z.string(),
  action: z.string(),
  user_email: z.string().nullable(),
  details: z.string(),
  created_at: z.date(),
});

function toEntry(row: unknown): ActivityLogEntry {
  const r = activityRowSchema.parse(row);
  return {
    id: r.id,
    action: r.action,
    userEmail: r.user_email,
    details: r.details,
    timestamp: r.created_at.toISOString(),
  };
}

/**
 * The operator's activity log (System Overview > Recent Activity). Every module that does something an
 * operator cares about (sign-up, purchase, role change, backup, refused admin access ...) records it here.
 * Ids are UUIDv7, so id order is time order.
 */
export class ActivityLogRepository {
  constructor(private readonly db: Knex) {}

  async record(event: ActivityEvent, trx: Knex = this.db): Promise<void> {
    await trx('activity_logs').insert({
      id: uuidv7(),
      action: event.action,
      user_id: event.userId ?? null,
      // Callers that only know the account id get its e-mail looked up in the same statement.
      user_email:
        event.userEmail ??
        (event.userId ? trx.raw('(select email from users where id = ?)', [event.userId]) : null),
      details: event.details ?? '',
    });
  }

  /** Newest first; `page` counts from 1. */
  async page(page: number, pageSize: number): Promise<{ entries: ActivityLogEntry[]; total: number }> {
    const [rows, countRow] = await Promise.all([
      this.db('activity_logs')
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .select('id', 'action', 'user_email', 'details', 'created_at'),
      this.db('activity_logs').count<{ count: string }[]>({ count: '*' }).first(),
    ]);
    return { entries: rows.map(toEntry), total: Number(countRow?.count ?? 0) };
  }
}
