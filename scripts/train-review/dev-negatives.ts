import { parseDocument, sentenceEvidence } from '../../contract-engine/src/review/text/document';
import type { CuadFile } from '../eval-review/data';

// Ordinary sentences of whole contracts as negatives. The labelled excerpts only teach one category
// against another, but a contract is mostly sentences that belong to no category (definitions,
// mechanics, boilerplate); without real ones every classifier fires on some of them. The data's
// README names the source: the sentences of cuad-dev.json outside every labelled span. The dev
// figures are then measured with models that took negatives from the other dev contracts only
// (scripts/eval-review.ts), so no figure sees its own contract's sentences.

export interface NegativeSentence {
  readonly contract: string;
  readonly text: string;
}

/** Prefix of a dev contract's group id, so folds and exclusions can tell them apart. */
export const DEV_GROUP = 'dev-negatives:';

const MIN_WORDS = 4;

export function devNegatives(cuad: CuadFile, titles?: ReadonlySet<string>): NegativeSentence[] {
  const out: NegativeSentence[] = [];
  for (const entry of cuad.data) {
    if (titles && !titles.has(entry.title)) continue;
    const paragraph = entry.paragraphs[0];
    if (!paragraph) continue;
    const gold: Array<[number, number]> = [];
    for (const qa of paragraph.qas)
      for (const a of qa.answers) gold.push([a.answer_start, a.answer_start + a.text.length]);
    const doc = parseDocument(paragraph.context);
    const seen = new Set<string>();
    for (const sentence of doc.sentences) {
      const span = sentenceEvidence(doc, sentence);
      if (gold.some(([s, e]) => s < span.end && e > span.start)) continue;
      const text = sentence.text.trim();
      if ((text.match(/[A-Za-z]+/g) ?? []).length < MIN_WORDS) continue;
      const key = text.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ contract: `${DEV_GROUP}${entry.title}`, text });
    }
  }
  return out;
}
