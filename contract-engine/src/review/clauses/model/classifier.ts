import { featureBuckets } from './features';
import { clauseModelSchema, decodeSparse, type ClauseModelData } from './model-data';

// Inference for the learned clause classifiers: one logistic model per category over hashed word
// and phrase features. The weights are laid out by bucket (bucket -> the categories that use it)
// so one pass over a text's features scores every category at once.

export interface CategoryProbability {
  readonly category: string;
  readonly probability: number;
}

function logOdds(p: number): number {
  return p <= 0 ? -Infinity : p >= 1 ? Infinity : Math.log(p / (1 - p));
}

export class ClauseClassifier {
  readonly categories: readonly string[];
  /** Per category: the probability at which one clause is reported (classifyClause). */
  readonly thresholds: Float64Array;
  /** Per category: the probability at which one sentence makes a whole contract contain it. */
  readonly contractThresholds: Float64Array;
  private readonly bias: Float64Array;
  private readonly logitThresholds: Float64Array;
  private readonly contractLogitThresholds: Float64Array;
  private readonly slopes: Float64Array;
  /** offsets[b]..offsets[b+1] index into cats/weights for bucket b. */
  private readonly offsets: Int32Array;
  private readonly cats: Uint8Array;
  private readonly weights: Float32Array;

  constructor(readonly data: ClauseModelData) {
    const n = data.categories.length;
    this.categories = data.categories.map((c) => c.name);
    this.thresholds = Float64Array.from(data.categories, (c) => c.threshold);
    this.contractThresholds = Float64Array.from(data.categories, (c) => c.contractThreshold);
    this.bias = Float64Array.from(data.categories, (c) => c.bias);
    this.logitThresholds = this.thresholds.map(logOdds);
    this.contractLogitThresholds = this.contractThresholds.map(logOdds);
    this.slopes = Float64Array.from(data.categories, (c) => c.slope);
    const size = 1 << data.hashBits;
    const decoded = data.categories.map((c) => decodeSparse(c.idx, c.w));
    const counts = new Int32Array(size + 1);
    for (const d of decoded) for (const b of d.buckets) counts[b + 1] = (counts[b + 1] ?? 0) + 1;
    for (let b = 0; b < size; b += 1) counts[b + 1] = (counts[b + 1] ?? 0) + (counts[b] ?? 0);
    this.offsets = counts;
    const total = counts[size] ?? 0;
    this.cats = new Uint8Array(total);
    this.weights = new Float32Array(total);
    const fill = counts.slice(0, size);
    for (let c = 0; c < n; c += 1) {
      const d = decoded[c];
      const scale = data.categories[c]?.scale ?? 0;
      if (!d) continue;
      for (let i = 0; i < d.buckets.length; i += 1) {
        const b = d.buckets[i] ?? 0;
        const at = fill[b] ?? 0;
        fill[b] = at + 1;
        this.cats[at] = c;
        this.weights[at] = (d.weights[i] ?? 0) * scale;
      }
    }
  }

  static fromJson(json: string): ClauseClassifier {
    return new ClauseClassifier(clauseModelSchema.parse(JSON.parse(json)));
  }

  /** Log-odds per category, in model order (into `into` when given); -Infinity for a text without words. */
  logits(text: string, into?: Float64Array): Float64Array {
    const buckets = featureBuckets(text);
    const scores = into ?? new Float64Array(this.categories.length);
    if (buckets.length === 0) return scores.fill(-Infinity);
    scores.fill(0);
    for (const b of buckets) {
      const end = this.offsets[b + 1] ?? 0;
      for (let i = this.offsets[b] ?? 0; i < end; i += 1) {
        const c = this.cats[i] ?? 0;
        scores[c] = (scores[c] ?? 0) + (this.weights[i] ?? 0);
      }
    }
    const norm = 1 / Math.sqrt(buckets.length);
    for (let c = 0; c < scores.length; c += 1) scores[c] = (this.bias[c] ?? 0) + (scores[c] ?? 0) * norm;
    return scores;
  }

  /** The model's raw probability per category, in model order (0 for every category of a text without words). */
  probabilities(text: string): Float64Array {
    const z = this.logits(text);
    for (let c = 0; c < z.length; c += 1) z[c] = 1 / (1 + Math.exp(-(z[c] ?? 0)));
    return z;
  }

  /**
   * Whether one sentence's log-odds for category c reach the contract threshold: the same decision
   * as probability >= contractThreshold, without the exponential (this runs per sentence).
   */
  reachesInContract(logit: number, c: number): boolean {
    return logit >= (this.contractLogitThresholds[c] ?? Infinity);
  }

  /**
   * Categories at or above their calibrated snippet thresholds, most probable first, each with its
   * calibrated probability (0.5 at the threshold; see model-data.ts).
   */
  classify(text: string): CategoryProbability[] {
    const z = this.logits(text);
    const out: CategoryProbability[] = [];
    for (let c = 0; c < z.length; c += 1) {
      const margin = (z[c] ?? -Infinity) - (this.logitThresholds[c] ?? Infinity);
      if (!(margin >= 0)) continue;
      const probability = 1 / (1 + Math.exp(-(this.slopes[c] ?? 1) * margin));
      out.push({ category: this.categories[c] ?? '', probability: Math.round(probability * 1000) / 1000 });
    }
    return out.sort((a, b) => b.probability - a.probability);
  }
}
