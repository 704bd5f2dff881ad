import type { SpanTable } from '../contract-engine/src/review/evidence/span-table';
import { devClassifiers } from './eval-review/classifier-eval';
import { contractCrossValidation, foldSpanTable } from './eval-review/contract-cv';
import { evaluateReview } from './eval-review/evaluate';
import { printSpanCv } from './eval-review/print-contract-cv';
import { requireTraining } from './train-spans/require-training';

// npm run eval:spans — only the span figures, from the cached out-of-fold scores: the
// whole-contract cross-validation's quoted evidence against the lawyers' spans (refined, and whole
// sentences as before), then the dev set's span macro-F1 with the fold models and span choices
// that never saw each dev contract. Minutes instead of the whole `npm run eval:review`.

const WHOLE: SpanTable = {
  format: 'clausecraft-span-table',
  model: { codeSha256: '', fullTextSha256: '' },
  categories: {},
};

function main(): void {
  const training = requireTraining();
  if (!training) return;
  const cv = contractCrossValidation(training.corpus, training.oof);
  printSpanCv(cv);
  const fold = devClassifiers(training.corpus, training.oof);
  const refined = evaluateReview(undefined, fold.classifierFor, (title) =>
    foldSpanTable(cv, fold.foldOf(title)),
  );
  const whole = evaluateReview(undefined, fold.classifierFor, () => WHOLE);
  console.log(
    `\nDev set (fold models and span choices that never saw the contract): span macro-F1 ${refined?.spanMacroF1} refined, ${whole?.spanMacroF1} whole sentences; presence macro-F1 ${refined?.presenceMacroF1}`,
  );
}

main();
