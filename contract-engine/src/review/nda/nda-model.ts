import { BucketMajorWeights } from '../clauses/model/bucket-major-weights';
import { AGREEMENT_RULES, mayBeEvidence } from './nda-agreement-rules';
import { ndaModelSchema, type NdaModelData } from './nda-model-data';
import { ndaSentenceBuckets } from './nda-sentence-features';

// Inference for the learned NDA model: per hypothesis, a logistic model scores every sentence as
// evidence that the agreement entails it and as evidence that it contradicts it. The agreement
// entails a hypothesis when its best entailing sentence reaches the calibrated threshold and
// outscores the best contradicting one, or when an agreement rule holds (nda-agreement-rules.ts, which
// also says which sentences may be a hypothesis's evidence).

export interface HypothesisVerdict {
  readonly id: string;
  readonly entailed: boolean;
  /** Probability of the best entailing sentence. */
  readonly probability: number;
  /** Indices (into the sentences given) of the sentences at or above the threshold, best first. */
  readonly evidence: readonly number[];
}

export interface AgreementScores {
  /** Per sentence, the log-odds of entailing [h] and contradicting [H + h] evidence. */
  readonly logits: readonly Float64Array[];
  /** Per hypothesis and sentence, whether the sentence may be its evidence (EVIDENCE_GATES). */
  readonly eligible: ReadonlyArray<readonly boolean[]>;
  /** Per hypothesis, the best entailing log-odds among the sentences that may be its evidence. */
  readonly bestEntail: Float64Array;
  /** Per hypothesis, the best contradicting log-odds. */
  readonly bestContradict: Float64Array;
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

  /** Per hypothesis, the best entailing and contradicting log-odds of an agreement's sentences. */
  scores(sentences: readonly string[], rules?: ReadonlyArray<readonly boolean[]>): AgreementScores {
    const logits = this.logits(sentences, rules);
    const H = this.ids.length;
    const eligible = this.ids.map((id) => mayBeEvidence(id, sentences));
    const bestEntail = new Float64Array(H).fill(-Infinity);
    const bestContradict = new Float64Array(H).fill(-Infinity);
    logits.forEach((z, i) => {
      for (let h = 0; h < H; h += 1) {
        if (eligible[h]?.[i]) bestEntail[h] = Math.max(bestEntail[h] ?? -Infinity, z[h] ?? -Infinity);
        bestContradict[h] = Math.max(bestContradict[h] ?? -Infinity, z[H + h] ?? -Infinity);
      }
    });
    return { logits, eligible, bestEntail, bestContradict };
  }

  /** The verdict on every hypothesis for an agreement given as its sentences. */
  judge(sentences: readonly string[], rules?: ReadonlyArray<readonly boolean[]>): HypothesisVerdict[] {
    const { logits, eligible, bestEntail, bestContradict } = this.scores(sentences, rules);
    return this.ids.map((id, h) => {
      const bestE = bestEntail[h] ?? -Infinity;
      const threshold = this.thresholds[h] ?? 1;
      const probability = sigmoid(bestE);
      if (probability >= threshold && bestE >= (bestContradict[h] ?? -Infinity)) {
        const evidence = logits
          .map((z, i) => ({ i, e: z[h] ?? -Infinity }))
          .filter((x) => eligible[h]?.[x.i] === true && sigmoid(x.e) >= threshold)
          .sort((a, b) => b.e - a.e)
          .map((x) => x.i);
        return { id, entailed: true, probability, evidence };
      }
      const ruled = AGREEMENT_RULES.get(id)?.(sentences) ?? [];
      return { id, entailed: ruled.length > 0, probability, evidence: ruled };
    });
  }
}
