// Which single line breaks end a paragraph. A blank line always does. Pasted contracts often have
// none, with each numbered clause on a line of its own ("7. Non-Competition", "7.1 For five years
// ..."); text extracted from PDFs and web pages wraps lines inside a paragraph instead, at any width
// and sometimes in mid-sentence. So a single break starts a paragraph only before a clause number
// followed by a capital, unless the line before ends inside a cross-reference ("as set out in
// Section\n5.2 above"). Breaking after short headings or sentence ends, or at every line of text
// written a paragraph per line, was measured and not kept: it lowered the NDA model's grouped
// cross-validation on the ContractNLI agreements (single line breaks throughout) from 0.762 to
// 0.729-0.754 (mean of three fold assignments), against 0.756 with no single break a paragraph.

// "7.1 For", "8. Amendments", "12) The", "Section 9 Notices", "ARTICLE IV TERM": a clause number before a
// capital ("Section 3.3 hereof" is a cross-reference wrapped onto a new line).
const CLAUSE_WORD = String.raw`(?:[Ss]ection|SECTION|[Aa]rticle|ARTICLE|[Cc]lause|CLAUSE)\s+`;
const CLAUSE_START = new RegExp(
  String.raw`^(?:(?:${CLAUSE_WORD})?\d{1,3}(?:\.\d{1,3}){0,3}[.:)]?|${CLAUSE_WORD}[IVXLC]+[.:)]?|[IVXLC]+[.)])\s+["'(]?[A-Z]`,
);
// A wrapped line may end in the middle of a cross-reference ("as set out in Section\n5.2 above").
const REFERENCE_END =
  /(?:\b(?:sections?|clauses?|articles?|paragraphs?|schedules?|exhibits?|and|or|of|to|in|under|per|with|by)|,)$/i;

/**
 * Whether a single line break before `next` (which need only hold the start of the next line) ends a
 * paragraph; `previousLine` (trimmed) is read only when the next line starts with a clause number, since
 * this runs at every line of wrapped text.
 */
export function singleBreakIsParagraph(next: string, previousLine: () => string): boolean {
  if (!CLAUSE_START.test(next)) return false;
  const previous = previousLine();
  return previous !== '' && !REFERENCE_END.test(previous);
}
