import { sourcesSha256 } from '../train-review/fingerprint';

// The code that decides what the NDA model file holds: its trainer and data loader, the sentence
// features and evidence rules, the model format, the sentence splitter and the shared logistic
// trainer. Its hash goes into the model beside the data file's, so a fast test can tell that the
// committed model was trained from this data by this code; retraining byte for byte is the slow
// check, run with CLAUSECRAFT_RETRAIN_TEST=1 (as for the clause model).

const NDA_SOURCES = [
  'scripts/train-nda.ts',
  'scripts/train-nda/',
  'scripts/eval-review/data.ts',
  'scripts/train-review/build-model.ts',
  'scripts/train-review/clauses.ts',
  'scripts/train-review/logistic.ts',
  'contract-engine/src/review/nda/nda-agreement-rules.ts',
  'contract-engine/src/review/nda/nda-model.ts',
  'contract-engine/src/review/nda/nda-model-data.ts',
  'contract-engine/src/review/nda/nda-rules.ts',
  'contract-engine/src/review/nda/nda-sentence-features.ts',
  'contract-engine/src/review/clauses/model/bucket-major-weights.ts',
  'contract-engine/src/review/clauses/model/features.ts',
  'contract-engine/src/review/clauses/model/model-data.ts',
  'contract-engine/src/review/text/',
];

/** sha256 over every source of the NDA model's training (path and content, line endings normalised). */
export function ndaCodeSha256(): string {
  return sourcesSha256(NDA_SOURCES);
}
