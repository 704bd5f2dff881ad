// Rules that read an agreement's definition of its confidential information as a whole, for
// hypotheses about that definition which a sentence model cannot learn from a handful of
// examples. A definition is the sentence that defines the term ('"Confidential Information"
// means', '... (the "Evaluation Material")', 'referred to as "Proprietary Information"') with the
// list items and continued lines that follow it.

const TERM = String.raw`(?:confidential|proprietary|evaluation) (?:information|materials?)|information`;
const QUOTE = String.raw`["'“‘”’]`;
const DEFINES = new RegExp(
  String.raw`${QUOTE}(?:${TERM})${QUOTE}+\)?\s*(?:\([^)]{0,40}\)\s*)?(?:shall |will |is |are )?(?:means?|includes?|refers? to|is defined|comprises?|consists? of|shall be deemed|is|are)\b` +
    String.raw`|\((?:[^()]{0,40}\s)?${QUOTE}+(?:the )?(?:${TERM})${QUOTE}+\)` +
    String.raw`|\b(?:referred to|defined) (?:herein )?as\s+${QUOTE}*(?:the )?${QUOTE}*(?:${TERM})` +
    String.raw`|\b(?:confidential|proprietary) information (?:shall )?(?:means?|includes?|shall include|is defined)\b`,
  'i',
);
/** A sentence that continues a list: '(a) ', 'ii. ', '- '. */
const LIST_ITEM = /^\s*(?:\(?[a-z]{1,4}\)|\(?\d{1,2}\)|[a-z]\.|[ivx]{1,4}\.|[-–•*])\s/i;
/** A sentence that runs on into the next: ending in ':', ';', ',', 'and' or 'or'. */
const RUNS_ON = /(?:[:;,]|\b(?:and|or))\s*$/i;
const MAX_BLOCK = 12;

/** Indices of the sentences that define the confidential information (every definition found). */
export function definitionSentences(sentences: readonly string[]): number[] {
  const out = new Set<number>();
  sentences.forEach((s, i) => {
    if (!DEFINES.test(s)) return;
    out.add(i);
    for (let j = i + 1; j < sentences.length && j < i + MAX_BLOCK; j += 1) {
      if (!(LIST_ITEM.test(sentences[j] ?? '') || RUNS_ON.test(sentences[j - 1] ?? ''))) break;
      out.add(j);
    }
  });
  return [...out].sort((a, b) => a - b);
}

/** Technical matter as lawyers list it in a definition. */
const TECHNICAL =
  /\b(?:technical|technolog\w*|scientific|engineering|specifications?|drawings?|designs?|software|source code|object code|algorithms?|formula[es]?|formulations?|know-?how|inventions?|prototypes?|samples?|schematics?|blueprints?|process(?:es)?|models?|research)\b/i;
/**
 * What makes a definition wider than technical matter: business, financial or personal matter, or
 * 'any information' without a subject ('all information relating to the design' keeps a subject).
 */
const NON_TECHNICAL =
  /\b(?:any|all) (?:and all )?(?:other )?information\b(?!\s+(?:relating|related|concerning|regarding|pertaining|about|in respect))|\binformation of (?:any|every|whatever) (?:kind|nature|type)|\b(?:business\w*|financ\w*|commercial|marketing|markets?|customers?|clients?|pric(?:es|ing)|costs?|sales|personnel|employees|strateg\w*|plans?|suppliers?|vendors?|operations|legal|personal|affairs|non-?technical|investors?|shareholders?|forecasts?|projections?|budgets?|contracts?|revenues?|profits?|students?|patients?|health)\b/i;

/**
 * 'Confidential Information shall only include technical information': the definition names
 * technical matter and nothing wider. Returns the definition's sentences as evidence, or none.
 */
export function technicalOnlyDefinition(sentences: readonly string[]): number[] {
  const definition = definitionSentences(sentences);
  const texts = definition.map((i) => sentences[i] ?? '');
  const technical = texts.some((t) => TECHNICAL.test(t)) && !texts.some((t) => NON_TECHNICAL.test(t));
  return technical ? definition : [];
}
