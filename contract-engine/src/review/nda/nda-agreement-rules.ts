import { technicalOnlyDefinition } from './nda-definition';

// What the learned NDA model is told beyond its sentence scores, per hypothesis:
// - agreement rules that decide a hypothesis on their own when they hold (the model had too few
//   examples to learn it: 6 agreements say 'technical information only', 8 forbid reverse
//   engineering), their sentences the evidence;
// - evidence gates: a sentence can only be evidence for the hypothesis when it says what the
//   hypothesis is about ('return or destroy upon termination': a sentence about return on request
//   alone is not).

const REVERSE_ENGINEERING_FORBIDDEN =
  /\b(?:(?:shall|will|may|must|agrees?|undertakes?|covenants?)\b[^.;]{0,40}\bnot|not to|nor|neither|prohibited from|refrain from|no (?:attempt|right) to)\b[^.;]{0,100}\b(?:reverse[- ]?engineer\w*|decompil\w*|disassembl\w*)/i;

function sentencesMatching(pattern: RegExp): (sentences: readonly string[]) => number[] {
  return (sentences) => sentences.flatMap((s, i) => (pattern.test(s) ? [i] : []));
}

/** By hypothesis id: the evidence sentences when the rule holds, else none. */
export const AGREEMENT_RULES: ReadonlyMap<string, (sentences: readonly string[]) => number[]> = new Map([
  ['nda-2', technicalOnlyDefinition],
  ['nda-11', sentencesMatching(REVERSE_ENGINEERING_FORBIDDEN)],
]);

/** By hypothesis id: what a sentence must say to be its evidence. */
export const EVIDENCE_GATES: ReadonlyMap<string, RegExp> = new Map([
  [
    'nda-16',
    /\bterminat\w*|\bexpir\w*|\bend of\b|\bconclu\w*|\bcomplet\w*|\bno longer (?:needed|required|necessary)|\bceas\w*/i,
  ],
]);

/** Per sentence, whether it may be evidence for hypothesis `id`. */
export function mayBeEvidence(id: string, sentences: readonly string[]): boolean[] {
  const gate = EVIDENCE_GATES.get(id);
  return sentences.map((s) => gate?.test(s) ?? true);
}
