// Which single line breaks end a paragraph. A blank line always does. Pasted text often has none:
// every paragraph on its own line, or clauses and headings on lines of their own ("7. Non-Competition",
// "7.1 For five years ..."). Text extracted from PDFs wraps lines inside a paragraph instead, so a
// single break is a paragraph break only where wrapping cannot explain it:
// - the text is written a paragraph per line (many lines longer than any wrap), or
// - the next line starts with a clause number ("7.1 For", "8. Amendments", "Section 9"), or
// - the line before is a heading ("Fees and Payment", "TERM:") or ends a sentence, and is too short
//   to have been wrapped (shorter than three quarters of the text's usual line).

const WRAP_WIDTH = 120;
const HEADING_MAX = 60;

export interface LineLayout {
  /** Many lines longer than any wrap: every line is a paragraph. */
  readonly paragraphPerLine: boolean;
  /** Lines shorter than this cannot be wrapped in mid-paragraph (three quarters of the usual long line). */
  readonly shortLine: number;
}

/** How the text's lines are laid out: paragraphs per line, or wrapped at about which width. */
export function lineLayout(text: string): LineLayout {
  const lengths: number[] = [];
  let start = 0;
  while (start < text.length) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    const length = text.slice(start, end).trim().length;
    if (length > 0) lengths.push(length);
    if (nl < 0) break;
    start = nl + 1;
  }
  const long = lengths.filter((length) => length > WRAP_WIDTH).length;
  lengths.sort((a, b) => a - b);
  const usual = lengths[Math.floor(lengths.length * 0.8)] ?? 0;
  return {
    paragraphPerLine: long >= 2 && long * 5 >= lengths.length,
    shortLine: Math.min(HEADING_MAX, usual * 0.75),
  };
}

// "7.1 For", "8. Amendments", "12) The", "Section 9 Notices", "ARTICLE IV TERM": a clause number before a
// capital ("Section 3.3 hereof" is a cross-reference wrapped onto a new line).
const CLAUSE_WORD = String.raw`(?:[Ss]ection|SECTION|[Aa]rticle|ARTICLE|[Cc]lause|CLAUSE)\s+`;
const CLAUSE_START = new RegExp(
  String.raw`^(?:(?:${CLAUSE_WORD})?\d{1,3}(?:\.\d{1,3}){0,3}[.:)]?|${CLAUSE_WORD}[IVXLC]+[.:)]?|[IVXLC]+[.)])\s+["'(]?[A-Z]`,
);
// A wrapped line may end in the middle of a cross-reference ("as set out in Section\n5.2 above").
const REFERENCE_END =
  /(?:\b(?:sections?|clauses?|articles?|paragraphs?|schedules?|exhibits?|and|or|of|to|in|under|per|with|by)|,)$/i;
const SMALL_WORD = /^(?:of|and|or|the|to|for|in|on|a|an|by|with|as|at|&)$/i;

function isTitle(line: string): boolean {
  const words = line.replace(/[.:]$/, '').split(/\s+/);
  if (words.length > 8 || SMALL_WORD.test(words[words.length - 1] ?? '')) return false;
  return words.every((w, i) => /^["'(]?[A-Z0-9]/.test(w) || (i > 0 && SMALL_WORD.test(w)));
}

/**
 * Whether a single line break between `previousLine` and the text starting at `next` ends a paragraph
 * (`previousLine` trimmed; `next` need only hold the start of the next line).
 */
export function singleBreakIsParagraph(previousLine: string, next: string, layout: LineLayout): boolean {
  if (previousLine === '' || next === '') return false;
  if (layout.paragraphPerLine) return true;
  if (CLAUSE_START.test(next)) return !REFERENCE_END.test(previousLine);
  if (previousLine.length >= layout.shortLine || !/^["'(0-9A-Z]/.test(next)) return false;
  return /[.!?:]["')]?$/.test(previousLine) || isTitle(previousLine);
}
