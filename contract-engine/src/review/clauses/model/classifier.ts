import { featureBuckets } from './features';
import { BucketMajorWeights } from './bucket-major-weights';
import { clauseModelSchema, type ClauseModelData } from './model-data';

// Inference for the learned clause classifiers: one logistic model per category over hashed word
// and phrase features, scored together in one pass (bucket-major-weights.ts).

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
  /** Clause rules that do not count beside this model (chosen with its thresholds). */
  readonly droppedRules: ReadonlySet<string>;
  /** Sentences quoted per category: within this many log-odds of its best (classifier-hits.ts). */
  readonly evidenceMargin: number;
  private readonly logitThresholds: Float64Array;
  private readonly contractLogitThresholds: Float64Array;
  private readonly slopes: Float64Array;
  private readonly layer: BucketMajorWeights;

  constructor(readonly data: ClauseModelData) {
    this.categories = data.categories.map((c) => c.name);
    this.thresholds = Float64Array.from(data.categories, (c) => c.threshold);
    this.contractThresholds = Float64Array.from(data.categories, (c) => c.contractThreshold);
    this.logitThresholds = this.thresholds.map(logOdds);
    this.contractLogitThresholds = this.contractThresholds.map(logOdds);
    this.slopes = Float64Array.from(data.categories, (c) => c.slope);
    this.droppedRules = new Set(data.droppedRules ?? []);
    this.evidenceMargin = data.evidenceMargin ?? Infinity;
    this.layer = new BucketMajorWeights(data.hashBits, data.categories);
  }

  static fromJson(json: string): ClauseClassifier {
    return new ClauseClassifier(clauseModelSchema.parse(JSON.parse(json)));
  }

  /** Log-odds per category, in model order (into `into` when given); -Infinity for a text without words. */
  logits(text: string, into?: Float64Array): Float64Array {
    return this.layer.logits(featureBuckets(text), into);
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
