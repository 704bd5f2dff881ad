import { decodeSparse } from '../clauses/model/model-data';
import { ndaModelSchema, type NdaModelData } from './nda-model-data';
import { ndaSentenceBuckets } from './nda-sentence-features';

// Inference for the learned NDA model: per hypothesis, a logistic model scores every sentence as
// evidence that the agreement entails it and as evidence that it contradicts it. The agreement
// entails a hypothesis when its best entailing sentence reaches the calibrated threshold and
// outscores the best contradicting one.

export interface HypothesisVerdict {
  readonly id: string;
  readonly entailed: boolean;
  /** Probability of the best entailing sentence. */
  readonly probability: number;
  /** Indices (into the sentences given) of the sentences at or above the threshold, best first. */
  readonly evidence: readonly number[];
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

export class NdaModel {
  readonly ids: readonly string[];
  readonly thresholds: readonly number[];
  /** Outputs: entailing evidence of hypothesis h at h, contradicting evidence at H + h. */
  private readonly bias: Float64Array;
  /** Weights laid out by bucket (offsets[b]..offsets[b+1]), so one pass scores every output. */
  private readonly offsets: Int32Array;
  private readonly outputs: Uint8Array;
  private readonly weights: Float32Array;

  constructor(readonly data: NdaModelData) {
    const hs = data.hypotheses;
    this.ids = hs.map((h) => h.id);
    this.thresholds = hs.map((h) => h.threshold);
    const all = [...hs.map((h) => h.entail), ...hs.map((h) => h.contradict)];
    this.bias = Float64Array.from(all, (o) => o.bias);
    const decoded = all.map((o) => ({ ...decodeSparse(o.idx, o.w), scale: o.scale }));
    const size = 1 << data.hashBits;
    const counts = new Int32Array(size + 1);
    for (const d of decoded) for (const b of d.buckets) counts[b + 1] = (counts[b + 1] ?? 0) + 1;
    for (let b = 0; b < size; b += 1) counts[b + 1] = (counts[b + 1] ?? 0) + (counts[b] ?? 0);
    this.offsets = counts;
    const total = counts[size] ?? 0;
    this.outputs = new Uint8Array(total);
    this.weights = new Float32Array(total);
    const fill = counts.slice(0, size);
    decoded.forEach((d, o) => {
      for (let i = 0; i < d.buckets.length; i += 1) {
        const b = d.buckets[i] ?? 0;
        const at = fill[b] ?? 0;
        fill[b] = at + 1;
        this.outputs[at] = o;
        this.weights[at] = (d.weights[i] ?? 0) * d.scale;
      }
    });
  }

  static fromJson(json: string): NdaModel {
    return new NdaModel(ndaModelSchema.parse(JSON.parse(json)));
  }

  /** Log-odds of every output for one sentence (-Infinity for a sentence without words). */
  private sentenceLogits(sentence: string, rules?: readonly boolean[]): Float64Array {
    const buckets = ndaSentenceBuckets(sentence, rules);
    const z = new Float64Array(this.bias.length);
    if (buckets.length === 0) return z.fill(-Infinity);
    for (const b of buckets) {
      const end = this.offsets[b + 1] ?? 0;
      for (let i = this.offsets[b] ?? 0; i < end; i += 1) {
        const o = this.outputs[i] ?? 0;
        z[o] = (z[o] ?? 0) + (this.weights[i] ?? 0);
      }
    }
    const norm = 1 / Math.sqrt(buckets.length);
    for (let o = 0; o < z.length; o += 1) z[o] = (this.bias[o] ?? 0) + (z[o] ?? 0) * norm;
    return z;
  }

  /**
   * Per sentence, the log-odds of entailing [h] and contradicting [H + h] evidence; `rules`, per
   * sentence, the rules it satisfies when the caller already knows (nda-rules.ts ruleHitsIn).
   */
  logits(sentences: readonly string[], rules?: ReadonlyArray<readonly boolean[]>): Float64Array[] {
    return sentences.map((s, i) => this.sentenceLogits(s, rules?.[i]));
  }

  /** The verdict on every hypothesis for an agreement given as its sentences. */
  judge(sentences: readonly string[], rules?: ReadonlyArray<readonly boolean[]>): HypothesisVerdict[] {
    const z = this.logits(sentences, rules);
    const H = this.ids.length;
    return this.ids.map((id, h) => {
      let bestE = -Infinity;
      let bestC = -Infinity;
      for (const s of z) {
        bestE = Math.max(bestE, s[h] ?? -Infinity);
        bestC = Math.max(bestC, s[H + h] ?? -Infinity);
      }
      const threshold = this.thresholds[h] ?? 1;
      const probability = sigmoid(bestE);
      const entailed = probability >= threshold && bestE >= bestC;
      const evidence = entailed
        ? z
            .map((s, i) => ({ i, e: s[h] ?? -Infinity }))
            .filter((x) => sigmoid(x.e) >= threshold)
            .sort((a, b) => b.e - a.e)
            .map((x) => x.i)
        : [];
      return { id, entailed, probability, evidence };
    });
  }
}
