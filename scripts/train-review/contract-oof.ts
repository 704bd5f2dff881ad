import { CUAD_CATEGORIES } from '../../contract-engine/src/review/clauses/categories';
import type { ClauseClassifier } from '../../contract-engine/src/review/clauses/model/classifier';
import { featureBuckets } from '../../contract-engine/src/review/clauses/model/features';
import { FOLDS, trainClassifier, type OutOfFold } from './build-model';
import { contractFolds, type ClauseData, type Example } from './clauses';
import { contractKey, sentenceText, type Corpus, type CorpusContract } from './contract-corpus';
import { TRAIN_OPTIONS, type TrainOptions } from './logistic';

// Training and out-of-fold scoring over whole contracts. Each of the five folds' models is trained
// on the other folds' contracts: their labelled excerpts, every sentence of their full texts (a
// sentence inside a labelled span is that category's positive, every other sentence a negative from
// a whole contract) and the written background sentences; it then scores every sentence of its own
// fold's contracts and its fold's excerpts. Folds are dealt by contract (contractFolds), so no
// sentence is scored by a model that saw its contract.

/** Prefix of a full-text sentence's group: not a snippet (thresholds.ts isSnippet). */
export const FULL_GROUP = 'full-text:';

const MIN_WORDS = 4;

/** The trainable sentences of whole contracts: four words or more, each distinct text once. */
export function fullTextExamples(corpus: Corpus, contracts: readonly CorpusContract[]): Example[] {
  const out: Example[] = [];
  for (const contract of contracts) {
    const labels = new Map<number, Uint8Array>();
    for (const [i, c, v] of contract.labels) {
      const row = labels.get(i) ?? new Uint8Array(CUAD_CATEGORIES.length);
      row[c] = v;
      labels.set(i, row);
    }
    const seen = new Set<string>();
    contract.spans.forEach((_, i) => {
      const text = sentenceText(corpus, contract, i).trim();
      if ((text.match(/[A-Za-z]+/g) ?? []).length < MIN_WORDS) return;
      const key = text.toLowerCase();
      if (seen.has(key)) return;
      seen.add(key);
      out.push({
        contract: `${FULL_GROUP}${contract.group}`,
        text,
        buckets: featureBuckets(text),
        labels: labels.get(i) ?? new Uint8Array(CUAD_CATEGORIES.length),
      });
    });
  }
  return out;
}

/** The contract group of any example: full-text sentences and excerpts of one contract share it. */
export function groupOf(example: Pick<Example, 'contract'>): string {
  return contractKey(
    example.contract.startsWith(FULL_GROUP) ? example.contract.slice(FULL_GROUP.length) : example.contract,
  );
}

export interface ContractOutOfFold {
  /** Fold of every contract group (excerpt contracts and full texts). */
  readonly folds: ReadonlyMap<string, number>;
  /** Per corpus contract (corpus order): log-odds [sentence * C + c] of its operative sentences, -Infinity otherwise. */
  readonly logits: readonly Float32Array[];
  /** The excerpts' out-of-fold probabilities, as build-model.ts's OutOfFold. */
  readonly excerpts: OutOfFold;
  /** Fold f's model (trained without fold f), uncalibrated. */
  readonly models: readonly ClauseClassifier[];
}

/** Log-odds of one contract's operative sentences under `model`. */
export function contractLogits(
  corpus: Corpus,
  contract: CorpusContract,
  model: ClauseClassifier,
): Float32Array {
  const C = CUAD_CATEGORIES.length;
  const out = new Float32Array(contract.spans.length * C).fill(-Infinity);
  const z = new Float64Array(C);
  contract.spans.forEach((_, i) => {
    if (contract.operative[i] !== 1) return;
    model.logits(sentenceText(corpus, contract, i), z);
    for (let c = 0; c < C; c += 1) out[i * C + c] = z[c] ?? -Infinity;
  });
  return out;
}

export function contractOutOfFold(
  corpus: Corpus,
  clauses: ClauseData,
  opt: TrainOptions = TRAIN_OPTIONS,
  foldSeed = 7,
  log: (line: string) => void = () => undefined,
): ContractOutOfFold {
  const groups = [...new Set([...clauses.examples.map(groupOf), ...corpus.contracts.map((c) => c.group)])];
  const folds = contractFolds(groups, FOLDS, foldSeed);
  const fullText = fullTextExamples(corpus, corpus.contracts);
  const all = [...clauses.examples, ...fullText];
  const foldOf = (e: Example): number => folds.get(groupOf(e)) ?? -1;
  const logits: Float32Array[] = new Array<Float32Array>(corpus.contracts.length);
  const probabilities: Float64Array[] = new Array<Float64Array>(clauses.examples.length);
  const models: ClauseClassifier[] = [];
  for (let f = 0; f < FOLDS; f += 1) {
    const started = Date.now();
    const model = trainClassifier(
      all.filter((e) => foldOf(e) !== f),
      undefined,
      opt,
    );
    models.push(model);
    clauses.examples.forEach((e, i) => {
      if (foldOf(e) === f) probabilities[i] = model.probabilities(e.text);
    });
    corpus.contracts.forEach((contract, k) => {
      if (folds.get(contract.group) === f) logits[k] = contractLogits(corpus, contract, model);
    });
    log(`fold ${f + 1}/${FOLDS} trained and scored in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  const excerpts: OutOfFold = {
    probabilities: clauses.examples.map(
      (_, i) => probabilities[i] ?? new Float64Array(CUAD_CATEGORIES.length),
    ),
    labels: clauses.examples.map((e) => e.labels),
    contracts: clauses.examples.map((e) => e.contract),
  };
  return { folds, logits, excerpts, models };
}
