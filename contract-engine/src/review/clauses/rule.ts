import type { CuadCategory } from './categories';

// A clause detector is data: trigger patterns run once over the whole normalised text (global,
// case-insensitive) and each hit is attributed to its sentence, which the optional sentence-level
// checks may veto. Patterns use bounded gaps ([^.]{0,N}) so matching stays linear.

export interface ClauseRule {
  readonly category: CuadCategory;
  /** Each must carry the g and i flags. */
  readonly patterns: readonly RegExp[];
  /** The sentence must also match this. */
  readonly require?: RegExp;
  /** The sentence must not match this. */
  readonly exclude?: RegExp;
  /** Some sentence within `window` sentences (either side, inclusive) must match `pattern`. */
  readonly context?: { readonly pattern: RegExp; readonly window: number };
  /** Sentences needed before the category counts as present (default 1). */
  readonly minSentences?: number;
}
