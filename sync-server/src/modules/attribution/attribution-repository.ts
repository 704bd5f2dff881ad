import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { attributionSchema, attributionSource, type Attribution, type SignupBreakdown } from '@shared-schema';

/** How recent an account must be for an attribution to count as "at sign-up" (docs/decisions/0048-campaign-attribution-first-touch.md). */
export const ATTRIBUTION_SIGNUP_WINDOW_MS = 24 * 3_600_000;

/** Campaign attribution of accounts (spec 000): one row per user, the first touch. */
export class AttributionRepository {
  constructor(private readonly db: Knex) {}

  /** Stores the attribution unless the account already has one; true when stored. */
  async recordFirstTouch(userId: string, attribution: Attribution): Promise<boolean> {
    const rows: unknown[] = await this.db('campaign_attributions')
      .insert({ id: uuidv7(), user_id: userId, attribution: JSON.stringify(attribution) })
      .onConflict('user_id')
      .ignore()
      .returning('id');
    return rows.length > 0;
  }

  async forUser(userId: string): Promise<Attribution | undefined> {
    const row: unknown = await this.db('campaign_attributions')
      .where({ user_id: userId })
      .first('attribution');
    const parsed = z.object({ attribution: attributionSchema }).safeParse(row);
    return parsed.success ? parsed.data.attribution : undefined;
  }

  /**
   * Sign-ups of the last `days` days per source and per device class; accounts without a record count as
   * direct. Grouped in SQL (bounded by the distinct tag values), named in TypeScript with attributionSource.
   */
  async breakdown(days: number, now = new Date()): Promise<SignupBreakdown> {
    const since = new Date(now.getTime() - days * 86_400_000);
    const result = await this.db.raw(
      `select a.attribution -> 'params' ->> 'utm_source' as utm_source,
              a.attribution -> 'params' ->> '_source' as private_source,
              a.attribution -> 'params' ->> 'gclid' as gclid,
              a.attribution -> 'device' ->> 'deviceType' as device_type,
              a.attribution -> 'device' ->> 'screenSize' as screen_size,
              count(*)::int as count
         from users u left join campaign_attributions a on a.user_id = u.id
        where u.created_at >= ?
        group by 1, 2, 3, 4, 5`,
      [since],
    );
    const rows = z
      .object({
        rows: z.array(
          z.object({
            utm_source: z.string().nullable(),
            private_source: z.string().nullable(),
            gclid: z.string().nullable(),
            device_type: z.string().nullable(),
            screen_size: z.string().nullable(),
            count: z.number().int(),
          }),
        ),
      })
      .parse(result).rows;
    const sources = new Map<string, number>();
    const devices = new Map<string, { deviceType: string; screenSize: string; count: number }>();
    for (const r of rows) {
      const source = attributionSource({
        utm_source: r.utm_source ?? undefined,
        _source: r.private_source ?? undefined,
        gclid: r.gclid ?? undefined,
      });
      sources.set(source, (sources.get(source) ?? 0) + r.count);
      const deviceType = r.device_type ?? 'unknown';
      const screenSize = r.screen_size ?? 'unknown';
      const key = `${deviceType}/${screenSize}`;
      const entry = devices.get(key) ?? { deviceType, screenSize, count: 0 };
      entry.count += r.count;
      devices.set(key, entry);
    }
    return {
      days,
      bySource: [...sources].map(([source, count]) => ({ source, count })).sort((a, b) => b.count - a.count),
      byDevice: [...devices.values()].sort((a, b) => b.count - a.count),
    };
  }
}
