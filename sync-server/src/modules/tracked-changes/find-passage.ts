/** Where a passage sits in a text: [start, end) character offsets. */
export interface Span {
  start: number;
  end: number;
}

// A clause number the reviewer's text carries but a Word paragraph keeps in its list numbering ('8.1 ', '(a) ').
const LEADING_NUMBER = /^\s*(?:(?:\d+(?:\.\d+)*\.?|\([a-z0-9]{1,4}\)|[a-z]\.)\s+)+/i;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One character of the passage as a pattern: straight and curly quotes match each other. */
function charPattern(ch: string): string {
  if (/['‘’]/.test(ch)) return "['‘’]";
  if (/["“”]/.test(ch)) return '["“”]';
  return escape(ch);
}

function pattern(passage: string): RegExp {
  const body = passage
    .trim()
    .split(/\s+/)
    .map((word) => [...word].map(charPattern).join(''))
    .join('\\s+');
  return new RegExp(body, 'g');
}

/**
 * Finds a passage the reviewer quoted in a text that may lay it out differently: any run of white space matches any
 * other, straight and curly quotes match, and a leading clause number that the text keeps elsewhere (Word list
 * numbering) may be missing. Returns every place it occurs, first to last.
 */
export function findPassage(text: string, passage: string): Span[] {
  if (passage.trim() === '') return [];
  const exact = matches(text, passage);
  if (exact.length > 0) return exact;
  const unnumbered = passage.replace(LEADING_NUMBER, '');
  return unnumbered !== passage && unnumbered.trim() !== '' ? matches(text, unnumbered) : [];
}

function matches(text: string, passage: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(pattern(passage))) spans.push({ start: m.index, end: m.index + m[0].length });
  return spans;
}

/**
 * Places each passage at its first occurrence that no earlier passage took. `null` for a passage that is not in the
 * text or only overlaps passages already placed.
 */
export function placePassages(text: string, passages: readonly string[]): Array<Span | null> {
  const taken: Span[] = [];
  return passages.map((passage) => {
    const free = findPassage(text, passage).find(
      (span) => !taken.some((t) => span.start < t.end && t.start < span.end),
    );
    if (free) taken.push(free);
    return free ?? null;
  });
}

/**
 * The span an edit replaces: the found passage less a leading clause number the replacement does not repeat, so a
 * suggestion written without the number ('Client shall pay...') does not delete '1. ' from the contract.
 */
export function withoutClauseNumber(text: string, span: Span, replacement: string): Span {
  const label = LEADING_NUMBER.exec(text.slice(span.start, span.end))?.[0] ?? '';
  if (label === '' || replacement.trimStart().startsWith(label.trim())) return span;
  return { start: span.start + label.length, end: span.end };
}
