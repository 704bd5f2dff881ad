import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The code that decides what `npm run train:review` writes: the trainer, the features, the model
// format, the category list and clause rules (the contract thresholds are calibrated beside the
// rules), the sentence splitter (dev contracts' ordinary sentences are negatives) and the data
// loader. Its hash goes into the model file beside the data files' hashes, so a fast
// test can tell that the committed model was trained from this data by this code; retraining byte
// for byte (about a minute) is the slow check, run with CLAUSECRAFT_RETRAIN_TEST=1.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const SOURCES = [
  'scripts/train-review.ts',
  'scripts/train-review/',
  'scripts/eval-review/data.ts',
  'contract-engine/src/review/clauses/',
  'contract-engine/src/review/clauses/model/bucket-major-weights.ts',
  'contract-engine/src/review/clauses/model/classifier.ts',
  'contract-engine/src/review/clauses/model/features.ts',
  'contract-engine/src/review/clauses/model/model-data.ts',
  'contract-engine/src/review/text/',
];

/** Repo-relative paths of the training sources, sorted (tests excluded). */
export function trainingSources(root = repoRoot, sources: readonly string[] = SOURCES): string[] {
  return sources
    .flatMap((source) =>
      source.endsWith('/')
        ? readdirSync(path.join(root, source))
            .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
            .map((f) => `${source}${f}`)
        : [source],
    )
    .sort();
}

/** sha256 over every training source's path and content (line endings normalised). */
export function codeSha256(root = repoRoot): string {
  return sourcesSha256(SOURCES, root);
}

/** sha256 over the given sources (files, or folders ending in '/'). */
export function sourcesSha256(sources: readonly string[], root = repoRoot): string {
  const hash = createHash('sha256');
  for (const file of trainingSources(root, sources)) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(path.join(root, file), 'utf8').replace(/\r\n/g, '\n'));
    hash.update('\n\u0000\n');
  }
  return hash.digest('hex');
}
