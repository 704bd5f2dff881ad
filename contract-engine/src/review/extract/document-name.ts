import type { KeyTermValue } from '@shared-schema';
import { evidenceOf, type ContractDocument } from '../text/document';

// The title is usually the first line naming an agreement/contract near the top of the document.
const TITLE =
  /(?:^|\n|\. |: |\b(?:EXHIBIT|Exhibit) [0-9A-Za-z.()-]{1,12} )((?:[A-Z0-9][A-Za-z0-9&,'/-]*\.? ){0,8}?(?:AGREEMENT|Agreement|CONTRACT|Contract|LEASE|Lease|NOTE|Note|MEMORANDUM OF UNDERSTANDING|Memorandum of Understanding|TERMS AND CONDITIONS|Terms and Conditions|LICENSE|License|DEED|Deed)(?: (?:OF|of|FOR|for|AND|and|ON|on) (?:[A-Z][A-Za-z&-]* ?){1,4})?)/g;

const PREAMBLE = 3000;

export function extractDocumentName(doc: ContractDocument): KeyTermValue | null {
  const head = doc.text.norm.slice(0, PREAMBLE);
  for (const m of head.matchAll(TITLE)) {
    const name = m[1];
    if (name === undefined) continue;
    // Filing labels such as "EXECUTION VERSION" sometimes sit on the title line.
    const trimmed = name
      .trim()
      .replace(/[ ,]+$/, '')
      .replace(/^(?:(?:EXECUTION|FINAL|CONFORMED) (?:VERSION|COPY)|CONFIDENTIAL(?: TREATMENT)?|DRAFT) /, '');
    // Skip references like "this Agreement" or "the Agreement" that are not titles.
    if (
      /^(?:this|the|such|said|an?|any) /i.test(trimmed) ||
      (trimmed.split(' ').length < 2 && /^agreement$/i.test(trimmed))
    )
      continue;
    const start = (m.index ?? 0) + m[0].indexOf(trimmed);
    return { value: trimmed, evidence: evidenceOf(doc, start, start + trimmed.length) };
  }
  return null;
}
