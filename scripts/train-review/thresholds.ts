import type { OutOfFold } from './build-model';
import { IGNORE } from './clauses';

// Threshold helpers, all applied to out-of-fold predictions grouped by contract:
//
// - the snippet threshold (classifyClause): is this one clause of this category? Chosen for
//   balanced accuracy on the labelled excerpts, where recall matters as much as specificity.
// - smoothedF1: the contract threshold's search (rule-selection.ts), contract-level F1 over whole
//   contracts along a grid of cuts, averaged over a window of neighbouring cuts.
// - the slope of the probability classifyClause reports.

export interface ThresholdStats {
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
  readonly tn: number;
}

export function balancedAccuracy(s: ThresholdStats): number {
  const tpr = s.tp + s.fn > 0 ? s.tp / (s.tp + s.fn) : 0;
  const tnr = s.tn + s.fp > 0 ? s.tn / (s.tn + s.fp) : 0;
  return (tpr + tnr) / 2;
}

/**
 * The probability cut that maximises `score` over sorted (score, label) pairs: half-way between the
 * lowest score kept and the next lower one, so a score equal to one seen in calibration decides the
 * same way. Ties in the objective keep the higher cut.
 */
function bestCut(
  items: Array<readonly [number, boolean]>,
  objective: (tp: number, fp: number, positives: number, negatives: number) => number,
): number {
  items.sort((a, b) => b[0] - a[0]);
  const positives = items.filter((x) => x[1]).length;
  const negatives = items.length - positives;
  if (positives === 0) return 1;
  let tp = 0;
  let fp = 0;
  let best = -1;
  let cut = 1;
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i];
    if (!item) continue;
    if (item[1]) tp += 1;
    else fp += 1;
    const next = items[i + 1];
    if (next && next[0] === item[0]) continue;
    const score = objective(tp, fp, positives, negatives);
    if (score > best) {
      best = score;
      cut = next ? (item[0] + next[0]) / 2 : item[0];
    }
  }
  return cut;
}

/** The snippet threshold of category c: balanced accuracy on the excerpts `use` selects. */
export function snippetThreshold(
  oof: OutOfFold,
  c: number,
  use: (i: number) => boolean = () => true,
): number {
  const items: Array<readonly [number, boolean]> = [];
  oof.probabilities.forEach((p, i) => {
    const label = oof.labels[i]?.[c] ?? 0;
    if (label === IGNORE || !use(i)) return;
    items.push([p[c] ?? 0, label === 1]);
  });
  return bestCut(items, (tp, fp, pos, neg) => (tp / pos + (neg - fp) / Math.max(1, neg)) / 2);
}

/** Step of the log-odds grid the contract threshold is chosen on. */
const GRID_STEP = 0.05;
/** Highest log-odds cut tried; the top of the grid means 'never' (threshold 1). */
const GRID_TOP = 12;
/**
 * Half-width, in log-odds, of the window over which contract-level F1 is averaged before the best
 * cut is taken (WINDOW_CHOICES; the README's model card gives the cross-validated figures).
 */
export const CONTRACT_F1_WINDOW = 1;

/**
 * The cut on a log-odds grid (from the snippet threshold up) that maximises contract-level F1
 * averaged over a window of neighbouring cuts. The F1 of a few hundred simulated contracts is
 * jagged along the threshold (one contract more or less moves it), and the best single cut is often
 * a spike that a new set of contracts does not reproduce; the best window lands in a broad region
 * of good F1. Ties keep the higher cut; the grid's top means the classifier adds nothing (1).
 */
/**
 * The cut on a log-odds grid (from the snippet threshold up) that maximises contract-level F1
 * averaged over a window of neighbouring cuts, with its score: the mean contract-level F1 over the window around
 * it (0 when no item is positive).
 */
export function smoothedF1(
  items: ReadonlyArray<readonly [number, boolean]>,
  snippet: number,
  window = CONTRACT_F1_WINDOW,
): { cut: number; score: number } {
  const sorted = [...items].sort((a, b) => b[0] - a[0]);
  const positives = sorted.filter((x) => x[1]).length;
  if (positives === 0) return { cut: 1, score: 0 };
  const grid: number[] = [];
  for (let k = 0; GRID_TOP - k * GRID_STEP >= logit(snippet); k += 1) grid.push(GRID_TOP - k * GRID_STEP);
  const f1: number[] = [];
  let tp = 0;
  let fp = 0;
  let j = 0;
  for (const z of grid) {
    for (; j < sorted.length && logit(sorted[j]?.[0] ?? 0) >= z; j += 1) {
      if (sorted[j]?.[1]) tp += 1;
      else fp += 1;
    }
    f1.push((2 * tp) / (2 * tp + fp + (positives - tp)));
  }
  const w = Math.round(window / GRID_STEP);
  let best = -1;
  let at = 0;
  for (let k = 0; k < grid.length; k += 1) {
    let sum = 0;
    for (let d = -w; d <= w; d += 1) sum += f1[Math.min(grid.length - 1, Math.max(0, k + d))] ?? 0;
    if (sum > best + 1e-9) {
      best = sum;
      at = k;
    }
  }
  const score = best / (2 * w + 1);
  if (at === 0) return { cut: 1, score };
  return { cut: Math.min(1, Math.max(snippet, 1 / (1 + Math.exp(-(grid[at] ?? GRID_TOP))))), score };
}

const logit = (p: number): number => {
  const q = Math.min(1 - 1e-12, Math.max(1e-12, p));
  return Math.log(q / (1 - q));
};

/**
 * The slope a of the probability classifyClause reports, sigmoid(a * (logit(p) - logit(snippet))):
 * the probability that the clause is of category c with the category as likely as not beforehand
 * (positives and negatives weighted equally, the prior balanced accuracy assumes), so 0.5 is exactly
 * the calibrated threshold. Fitted by log-loss on the held-out excerpts over a fixed grid.
 */
export function probabilitySlope(oof: OutOfFold, c: number, snippet: number): number {
  const d: number[] = [];
  const y: boolean[] = [];
  const at = logit(snippet);
  oof.probabilities.forEach((p, i) => {
    const label = oof.labels[i]?.[c] ?? 0;
    if (label === IGNORE) return;
    d.push(logit(p[c] ?? 0) - at);
    y.push(label === 1);
  });
  const positives = y.filter(Boolean).length;
  const negatives = y.length - positives;
  if (positives === 0 || negatives === 0) return 1;
  let best = 1;
  let bestLoss = Infinity;
  for (let k = -32; k <= 16; k += 1) {
    const a = 2 ** (k / 8);
    let loss = 0;
    d.forEach((x, i) => {
      const z = a * x;
      // log(1 + e^-z) for a positive, log(1 + e^z) for a negative, computed stably.
      const m = y[i] ? -z : z;
      loss +=
        (m > 0 ? m + Math.log1p(Math.exp(-m)) : Math.log1p(Math.exp(m))) / (y[i] ? positives : negatives);
    });
    if (loss < bestLoss) {
      bestLoss = loss;
      best = a;
    }
  }
  return best;
}
