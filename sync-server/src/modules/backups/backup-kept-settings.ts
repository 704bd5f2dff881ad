import type { Knex } from 'knex';
import { z } from 'zod';

const settingRow = z.object({ key: z.string(), value: z.unknown() });

/** The live values of `keys` in app_settings, read before a restore replaces the table. */
export async function keptSettings(
  trx: Knex.Transaction,
  keys: string[] | undefined,
): Promise<{ keys: string[]; rows: Array<z.infer<typeof settingRow>> }> {
  if (!keys?.length) return { keys: [], rows: [] };
  return {
    keys,
    rows: z.array(settingRow).parse(await trx('app_settings').whereIn('key', keys).select('key', 'value')),
  };
}
/** Puts the kept settings back as they were live before the restore (absent ones stay absent). */
export async function restoreSettings(
  trx: Knex.Transaction,
  kept: { keys: string[]; rows: Array<z.infer<typeof settingRow>> },
): Promise<void> {
  if (kept.keys.length === 0) return;
  await trx('app_settings').whereIn('key', kept.keys).delete();
  for (const row of kept.rows)
    await trx('app_settings').insert({
      key: row.key,
      value: JSON.stringify(row.value),
      updated_at: trx.fn.now(),
    });
}
