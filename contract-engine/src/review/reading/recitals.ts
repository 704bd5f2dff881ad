import type { ContractDocument } from '../text/document';
import type { Sentence } from '../text/sentences';

// The recitals ('BACKGROUND', 'RECITALS', 'WHEREAS ...') tell the story of the deal; they bind no
// one. A recital that says a party 'wishes to be appointed exclusive distributor' grants nothing,
// so no finding is read from it: the operative clause that does the appointing is judged instead.

// A heading in capitals may have been joined to the line after it ('BACKGROUND (A) The Agent ...').
const HEADING =
  /(?:^|\n|[.)]\s+)\s*(?:BACKGROUND|RECITALS?|PREAMBLE)\b:?|(?:^|\n)\s*(?:Background|Recitals?|Preamble)\s*:?\s*\n/;
const WHEREAS = /^\s*(?:\(?[A-Za-z0-9]{1,3}[.)]\s*)?whereas\b/i;
/** Where the recitals end: the operative words or the first numbered clause. */
const OPERATIVE =
  /\n\s*(?:(?:section|article|clause)\s+(?:1|i)\b|1\.(?:1)?\s+\S)|\b(?:now,? therefore|agree as follows|it is (?:hereby )?agreed|the parties agree)\b/i;

const spans = new WeakMap<ContractDocument, { start: number; end: number } | null>();

function recitalSpan(doc: ContractDocument): { start: number; end: number } | null {
  if (spans.has(doc)) return spans.get(doc) ?? null;
  const head = doc.text.norm.slice(0, 6000);
  const heading = HEADING.exec(head);
  let span: { start: number; end: number } | null = null;
  if (heading) {
    const from = heading.index + heading[0].length;
    const end = OPERATIVE.exec(head.slice(from));
    span = { start: from, end: from + (end ? end.index : 0) };
  }
  spans.set(doc, span);
  return span;
}

/** Whether a sentence is a recital: under a 'Background' or 'Recitals' heading, or opening with 'Whereas'. */
export function isRecital(doc: ContractDocument, sentence: Sentence): boolean {
  if (WHEREAS.test(sentence.text)) return true;
  const span = recitalSpan(doc);
  // A sentence the heading was joined to starts before the span and is a recital all the same.
  return span !== null && sentence.end > span.start && sentence.start < span.end;
}
