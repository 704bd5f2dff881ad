import type { DetectedClause } from '@shared-schema';
import { sentenceEvidence, type ContractDocument } from '../text/document';
import type { NdaModel } from './nda-model';
import { shippedNdaModel } from './nda-model-shipped';
import { NDA_FEATURES, ruleHitsIn } from './nda-rules';

// NDA features (the 17 ContractNLI hypotheses): whether the agreement says each thing, decided by
// the learned NDA model (which weighs the hand-written rules among its features), with the
// sentences that say it as evidence.

const MAX_EVIDENCE = 3;

export function detectNdaFeatures(
  doc: ContractDocument,
  model: NdaModel = shippedNdaModel(),
): DetectedClause[] {
  const sentences = doc.sentences.map((s) => s.text);
  const verdicts = new Map(model.judge(sentences, ruleHitsIn(doc)).map((v) => [v.id, v]));
  return NDA_FEATURES.map((feature) => {
    const verdict = verdicts.get(feature.id);
    const evidence = (verdict?.evidence ?? []).slice(0, MAX_EVIDENCE).flatMap((i) => {
      const s = doc.sentences[i];
      return s ? [sentenceEvidence(doc, s)] : [];
    });
    return { category: `NDA: ${feature.label}`, present: evidence.length > 0, evidence };
  });
}

/** Feature presence by hypothesis id, for evaluation. */
export function ndaFeaturePresence(doc: ContractDocument, model?: NdaModel): Map<string, boolean> {
  const detected = detectNdaFeatures(doc, model);
  return new Map(NDA_FEATURES.map((f, i) => [f.id, detected[i]?.present ?? false]));
}
