import { z } from 'zod';
import type { CuadCategory } from '../clauses/categories';
import { SPAN_TABLE_JSON } from './span-table.generated';

// The evidence step's per-category choices (span-select.ts), chosen by cross-validation grouped by
// contract over the 369 whole training contracts (scripts/train-spans/) and written beside the
// clause model by `npm run train:review`.

/** JSON writes Infinity as null: read it back as 'no limit'. */
const limit = z
  .number()
  .nullable()
  .transform((v) => v ?? Infinity);

export const spanParamsSchema = z.object({
  /** Quotes score at most this many log-odds below the category's best sentence. */
  margin: limit,
  /** Quotes at most (the strongest ones). */
  max: limit,
  /** A following sentence joins a quote when it scores at least threshold + join; null: never. */
  join: z.number().nullable(),
  /** Whether a long sentence is quoted by its strongest part (clause-parts.ts). */
  trim: z.boolean(),
});
export type SpanParams = z.infer<typeof spanParamsSchema>;

export const spanTableSchema = z.object({
  format: z.literal('clausecraft-span-table'),
  /** The clause model the choices were made for (its training.codeSha256 and fullTextSha256). */
  model: z.object({ codeSha256: z.string(), fullTextSha256: z.string() }),
  categories: z.record(z.string(), spanParamsSchema),
});
export type SpanTable = z.infer<typeof spanTableSchema>;

/** Every sentence that found the category, whole, as before span refinement. */
export const UNREFINED: SpanParams = { margin: Infinity, max: Infinity, join: null, trim: false };

let shipped: SpanTable | null = null;

/** The committed table, parsed on first use. */
export function shippedSpanTable(): SpanTable {
  shipped ??= spanTableSchema.parse(JSON.parse(SPAN_TABLE_JSON));
  return shipped;
}

export function spanParamsFor(table: SpanTable, category: CuadCategory): SpanParams {
  return table.categories[category] ?? UNREFINED;
}
