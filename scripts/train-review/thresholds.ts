import { CUAD_CATEGORIES } from '../../contract-engine/src/review/clauses/categories';
import type { OutOfFold, Thresholds } from './build-model';
import { BACKGROUND_GROUP, IGNORE } from './clauses';
import { DEV_GROUP } from './dev-negatives';

// Two decisions per category, both calibrated on out-of-fold predictions grouped by contract:
//
// - the snippet threshold (classifyClause): is this one clause of this category? Chosen for
//   balanced accuracy on the labelled excerpts, where recall matters as much as specificity.
// - the contract threshold (analyzeContract): does this contract contain the category? A contract
//   is 100-300 sentences, mostly of no category, and a category counts as present when any one of
//   them reaches the threshold, so the snippet threshold would fire in most contracts. This one is
//   chosen for contract-level F1 on the training contracts, each simulated as its labelled excerpts
//   plus the ordinary sentences (outside every labelled span) of one whole dev contract.
//
// The contract threshold is never below the snippet threshold, so whatever a contract marks present
// is found in that clause alone; a clause found alone is found inside a contract when its
// probability also reaches the contract threshold (high-confidence clauses: the README says how
// often that holds).

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

/** An example of the snippet task: a labelled excerpt or a written background sentence. */
export function isSnippet(contract: string): boolean {
  return !contract.startsWith(DEV_GROUP);
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
    if (label === IGNORE || !use(i) || !isSnippet(oof.contracts[i] ?? '')) return;
    items.push([p[c] ?? 0, label === 1]);
  });
  return bestCut(items, (tp, fp, pos, neg) => (tp / pos + (neg - fp) / Math.max(1, neg)) / 2);
}

/**
 * The contract threshold of category c: contract-level F1 over the training contracts, each one its
 * excerpts (present when any is labelled c) plus the ordinary sentences of a dev contract, every
 * training contract paired with every dev contract: the F1 expected over pairings (one pairing dealt
 * round-robin made the threshold depend on which contract met which; README). A contract counts as
 * found when the clause rules find c in one of its texts (they run beside the classifier in
 * analyzeContract) or when one operative text reaches the threshold. The cut maximises that F1
 * averaged over a window of neighbouring cuts (smoothedF1Cut). Never below the snippet threshold;
 * 1 (never) when the classifier adds nothing to the rules.
 */
export function contractThreshold(
  oof: OutOfFold,
  c: number,
  snippet: number,
  use: (i: number) => boolean = () => true,
): number {
  const contracts = new Map<string, { max: number; present: boolean; rule: boolean }>();
  const pools = new Map<string, { max: number; rule: boolean }>();
  oof.probabilities.forEach((p, i) => {
    if (!use(i)) return;
    const contract = oof.contracts[i] ?? '';
    // As in analyzeContract: a heading, recital or survival list is no classifier hit.
    const score = oof.operative[i] === false ? 0 : (p[c] ?? 0);
    const rule = oof.rules[i]?.[c] === 1;
    if (contract.startsWith(DEV_GROUP)) {
      const pool = pools.get(contract) ?? { max: 0, rule: false };
      pools.set(contract, { max: Math.max(pool.max, score), rule: pool.rule || rule });
      return;
    }
    if (contract.startsWith(BACKGROUND_GROUP)) return;
    const entry = contracts.get(contract) ?? { max: 0, present: false, rule: false };
    entry.max = Math.max(entry.max, score);
    entry.rule ||= rule;
    if ((oof.labels[i]?.[c] ?? 0) !== 0) entry.present = true;
    contracts.set(contract, entry);
  });
  const poolList = [...pools.keys()].sort().map((k) => pools.get(k) ?? { max: 0, rule: false });
  const items = [...contracts.keys()].sort().flatMap((k): Array<readonly [number, boolean]> => {
    const entry = contracts.get(k) ?? { max: 0, present: false, rule: false };
    const paired = poolList.length > 0 ? poolList : [undefined];
    return paired.map((pool) => {
      const found = entry.rule || (pool?.rule ?? false);
      return [found ? Infinity : Math.max(entry.max, pool?.max ?? 0), entry.present];
    });
  });
  return smoothedF1Cut(items, snippet);
}

/** Step of the log-odds grid the contract threshold is chosen on. */
const GRID_STEP = 0.05;
/** Highest log-odds cut tried; the top of the grid means 'never' (threshold 1). */
const GRID_TOP = 12;
/**
 * Half-width, in log-odds, of the window over which contract-level F1 is averaged before the best
 * cut is taken. Chosen by the simulated-contract cross-validation (scripts/eval-review/sim-cv.ts;
 * macro/micro F1 with fold seeds 7 and 1): no smoothing 0.663/0.722 and 0.651/0.717, 0.5
 * 0.668/0.733 and 0.669/0.734, 0.75 0.676/0.737 and 0.682/0.738, 1 0.681/0.743 and 0.680/0.736,
 * 1.25 0.676/0.738 and 0.661/0.727, 1.5 0.662/0.732, 2 0.635/0.703 (seed 7).
 */
export const CONTRACT_F1_WINDOW = 1;

/**
 * The cut on a log-odds grid (from the snippet threshold up) that maximises contract-level F1
 * averaged over a window of neighbouring cuts. The F1 of a few hundred simulated contracts is
 * jagged along the threshold (one contract more or less moves it), and the best single cut is often
 * a spike that a new set of contracts does not reproduce; the best window lands in a broad region
 * of good F1. Ties keep the higher cut; the grid's top means the classifier adds nothing (1).
 */
function smoothedF1Cut(items: Array<readonly [number, boolean]>, snippet: number): number {
  const sorted = [...items].sort((a, b) => b[0] - a[0]);
  const positives = sorted.filter((x) => x[1]).length;
  if (positives === 0) return 1;
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
  const w = Math.round(CONTRACT_F1_WINDOW / GRID_STEP);
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
  if (at === 0) return 1;
  return Math.min(1, Math.max(snippet, 1 / (1 + Math.exp(-(grid[at] ?? GRID_TOP)))));
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
    if (label === IGNORE || !isSnippet(oof.contracts[i] ?? '')) return;
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

export function calibrateThresholds(oof: OutOfFold, use?: (i: number) => boolean): Thresholds {
  const snippet = CUAD_CATEGORIES.map((_, c) => snippetThreshold(oof, c, use));
  const contract = CUAD_CATEGORIES.map((_, c) => contractThreshold(oof, c, snippet[c] ?? 1, use));
  const slope = CUAD_CATEGORIES.map((_, c) => probabilitySlope(oof, c, snippet[c] ?? 1));
  return { snippet, contract, slope };
}
