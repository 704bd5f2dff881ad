// Precision/recall/F1 and the word-level Jaccard overlap used by the CUAD authors.

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

export interface Prf {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}

export function emptyCounts(): Counts {
  return { tp: 0, fp: 0, fn: 0, tn: 0 };
}

export function prf(c: Counts): Prf {
  const precision = c.tp + c.fp > 0 ? c.tp / (c.tp + c.fp) : 0;
  const recall = c.tp + c.fn > 0 ? c.tp / (c.tp + c.fn) : 0;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

export function tally(c: Counts, gold: boolean, predicted: boolean): void {
  if (gold && predicted) c.tp += 1;
  else if (!gold && predicted) c.fp += 1;
  else if (gold && !predicted) c.fn += 1;
  else c.tn += 1;
}

const WORD = /[a-z0-9]+/g;

export function wordSet(text: string): Set<string> {
  return new Set(text.toLowerCase().match(WORD) ?? []);
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let inter = 0;
  for (const w of a) if (b.has(w)) inter += 1;
  return inter / (a.size + b.size - inter);
}

export const SPAN_MATCH_JACCARD = 0.5;

export function mean(values: readonly number[]): number {
  return values.length > 0 ? values.reduce((s, v) => s + v, 0) / values.length : 0;
}

export function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** Predicted quotes and gold spans that match one of the other side (Jaccard >= 0.5). */
export function spanMatches(
  pred: readonly string[],
  gold: readonly string[],
): { predMatched: number; goldMatched: number } {
  const p = pred.map(wordSet);
  const g = gold.map(wordSet);
  const predMatched = p.filter((ps) => g.some((gs) => jaccard(ps, gs) >= SPAN_MATCH_JACCARD)).length;
  const goldMatched = g.filter((gs) => p.some((ps) => jaccard(ps, gs) >= SPAN_MATCH_JACCARD)).length;
  return { predMatched, goldMatched };
}
