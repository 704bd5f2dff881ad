import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ClauseClassifier } from '../../contract-engine/src/review/clauses/model/classifier';
import { clauseModelSchema } from '../../contract-engine/src/review/clauses/model/model-data';
import type { ClauseData } from './clauses';
import type { Corpus } from './contract-corpus';
import { contractOutOfFold, type ContractOutOfFold } from './contract-oof';
import { sourcesSha256 } from './fingerprint';

// The five fold models and their out-of-fold scores take minutes to compute; `npm run train:review`
// saves them in .tmp/ and `npm run eval:review` reuses them while the data and the training code
// are unchanged (the key holds both), so the evaluation measures exactly what training calibrated on.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function toBase64(a: Float32Array): string {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
}

function fromBase64(text: string): Float32Array {
  const buf = Buffer.from(text, 'base64');
  return new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
}

/** The code the out-of-fold scores depend on (calibration is not: it runs on them). */
const OOF_SOURCES = [
  'scripts/train-review/background.ts',
  'scripts/train-review/build-model.ts',
  'scripts/train-review/clauses.ts',
  'scripts/train-review/contract-corpus.ts',
  'scripts/train-review/contract-oof.ts',
  'scripts/train-review/logistic.ts',
  'contract-engine/src/review/clauses/model/bucket-major-weights.ts',
  'contract-engine/src/review/clauses/model/classifier.ts',
  'contract-engine/src/review/clauses/model/features.ts',
  'contract-engine/src/review/clauses/model/model-data.ts',
  'contract-engine/src/review/clauses/operative.ts',
  'contract-engine/src/review/text/',
];

const storedSchema = z.object({
  folds: z.array(z.tuple([z.string(), z.number()])),
  logits: z.array(z.string()),
  excerpts: z.array(z.string()),
  models: z.array(z.string()),
});
type Stored = z.infer<typeof storedSchema>;

function cachePath(corpus: Corpus, clauses: ClauseData): string {
  const key = createHash('sha256')
    .update(corpus.sha256)
    .update(clauses.sha256)
    .update(sourcesSha256(OOF_SOURCES))
    .digest('hex')
    .slice(0, 16);
  return path.join(repoRoot, '.tmp', `review-oof-${key}.json`);
}

/** The out-of-fold scores, from .tmp/ when this data and code produced them before. */
export function cachedOutOfFold(
  corpus: Corpus,
  clauses: ClauseData,
  log: (line: string) => void = () => undefined,
): ContractOutOfFold {
  const file = cachePath(corpus, clauses);
  if (!existsSync(file)) {
    const oof = contractOutOfFold(corpus, clauses, undefined, undefined, log);
    const stored: Stored = {
      folds: [...oof.folds.entries()],
      logits: oof.logits.map(toBase64),
      excerpts: oof.excerpts.probabilities.map((p) => toBase64(Float32Array.from(p))),
      models: oof.models.map((m) => JSON.stringify(m.data)),
    };
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(stored));
  }
  // Always read back: fresh and cached runs then calibrate on the same (float32) numbers.
  const stored = storedSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return {
    folds: new Map(stored.folds),
    logits: stored.logits.map(fromBase64),
    excerpts: {
      probabilities: stored.excerpts.map((p) => Float64Array.from(fromBase64(p))),
      labels: clauses.examples.map((e) => e.labels),
      contracts: clauses.examples.map((e) => e.contract),
    },
    models: stored.models.map((m) => new ClauseClassifier(clauseModelSchema.parse(JSON.parse(m)))),
  };
}
