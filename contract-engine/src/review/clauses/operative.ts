// Whether a sentence of a contract is a clause that does something (an operative clause) or a line
// that only names, introduces or points at clauses: a section heading ('9. NON-COMPETITION.',
// '(iii) Effect of Termination or Expiration.'), a recital ('WHEREAS, the Company wishes...') or a
// survival list ('Sections 8, 9 and 14 shall survive the termination of this Agreement'). The
// learned classifiers read words, and these lines carry a category's words without being its clause:
// a heading names the clause that follows, a survival list names clauses by number. None of the
// 9,401 labelled CUAD excerpts of clause categories is a recital, two are headings and three are
// bare survival lists, while whole contracts have dozens of such lines. So a classifier hit on one of
// them does not mark a category present in a contract (the clause it points at is judged on its
// own); the hand-written rules, which look for a category's own phrases, still count them.

/** Fewer distinct words than this and a sentence is a heading, not a clause. */
export const MIN_CLAUSE_WORDS = 6;
const WORD = /[a-z0-9]+/g;

/** A line of a few words: '3.3 Insurance.', '(d) Remedies; Effect of Termination or Expiration.' */
export function isShortHeading(text: string): boolean {
  // Stops at the sixth distinct word: this runs on every sentence of a contract, most of them long.
  const words = new Set<string>();
  const lower = text.toLowerCase();
  WORD.lastIndex = 0;
  for (let m = WORD.exec(lower); m; m = WORD.exec(lower)) {
    words.add(m[0]);
    if (words.size >= MIN_CLAUSE_WORDS) return false;
  }
  return true;
}

/** Longest heading in capitals or title case ('17. SPECIAL RIGHT OF NEGOTIATION AND TERMINATION.'). */
const MAX_CAPS_HEADING_WORDS = 12;
const CAPS_VERB =
  /\b(?:SHALL|WILL|MAY|MUST|CAN|AGREES?|IS|ARE|BE|WAS|WERE|HAS|HAVE|DOES|DO|ACKNOWLEDGES?|WARRANTS?|REPRESENTS?|COVENANTS?)\b/;

/**
 * A short line in capitals or in title case ('Effect of Termination or Expiration.': every word of
 * four letters or more capitalised) with no verb: a heading ('NEITHER PARTY SHALL BE LIABLE ...' is
 * a clause).
 */
function isTitleHeading(text: string): boolean {
  const words = firstWords(text, MAX_CAPS_HEADING_WORDS + 1);
  if (words.length === 0 || words.length > MAX_CAPS_HEADING_WORDS) return false;
  if (CAPS_VERB.test(text.toUpperCase())) return false;
  return words.every((w) => w.length < 4 || /^[A-Z]/.test(w));
}

/** The first `max` runs of letters: enough to tell a long sentence from a heading without reading it all. */
const LETTERS = /[A-Za-z]+/g;
function firstWords(text: string, max: number): string[] {
  const words: string[] = [];
  LETTERS.lastIndex = 0;
  for (let m = LETTERS.exec(text); m && words.length < max; m = LETTERS.exec(text)) words.push(m[0]);
  return words;
}

/** 'WHEREAS, ...' (possibly lettered): the background of the deal, not a term of it. */
const RECITAL = /^\s*(?:\(?[A-Za-z0-9]{1,3}[.)]\s*)?WHEREAS\b/i;

/**
 * Provisions named by number or schedule that 'shall survive': which clauses outlast the contract,
 * not a clause of their own. A survival clause that says more ('... and will continue for so long as
 * Licensee sells Products') is still found through its other sentences' words by the rules.
 */
const SURVIVAL_LIST =
  /\b(?:sections?|paragraphs?|articles?|clauses?|exhibits?|schedules?)\b[^.;]{0,200}?\b(?:shall|will|do|does|must|to)\s+(?:\w+\s+)?surviv\w*/i;

export function isOperativeClause(text: string): boolean {
  return !(isShortHeading(text) || isTitleHeading(text) || RECITAL.test(text) || SURVIVAL_LIST.test(text));
}
