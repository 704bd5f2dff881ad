import { BucketMajorWeights } from '../clauses/model/bucket-major-weights';
import { AGREEMENT_RULES } from './nda-definition';
import { ndaModelSchema, type NdaModelData } from './nda-model-data';
import { ndaSentenceBuckets } from './nda-sentence-features';

// Inference for the learned NDA model: per hypothesis, a logistic model scores every sentence as
// evidence that the agreement entails it and as evidence that it contradicts it. The agreement
// entails a hypothesis when its best entailing sentence reaches the calibrated threshold and
// outscores the best contradicting one, or when an agreement-level rule (nda-definition.ts) holds.

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
  private readonly layer: BucketMajorWeights;

  constructor(readonly data: NdaModelData) {
    const hs = data.hypotheses;
    this.ids = hs.map((h) => h.id);
    this.thresholds = hs.map((h) => h.threshold);
    const all = [...hs.map((h) => h.entail), ...hs.map((h) => h.contradict)];
    this.layer = new BucketMajorWeights(data.hashBits, all);
  }

  static fromJson(json: string): NdaModel {
    return new NdaModel(ndaModelSchema.parse(JSON.parse(json)));
  }

  /** Log-odds of every output for one sentence (-Infinity for a sentence without words). */
  private sentenceLogits(sentence: string, rules?: readonly boolean[]): Float64Array {
    return this.layer.logits(ndaSentenceBuckets(sentence, rules));
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
      if (probability >= threshold && bestE >= bestC) {
        const evidence = z
          .map((s, i) => ({ i, e: s[h] ?? -Infinity }))
          .filter((x) => sigmoid(x.e) >= threshold)
          .sort((a, b) => b.e - a.e)
          .map((x) => x.i);
        return { id, entailed: true, probability, evidence };
      }
      const ruled = AGREEMENT_RULES.get(id)?.(sentences) ?? [];
      return { id, entailed: ruled.length > 0, probability, evidence: ruled };
    });
  }
}
