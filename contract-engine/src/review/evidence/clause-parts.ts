// The parts of one long sentence that can stand as a clause on their own: the pieces between
// semicolons, the items of an inline list ('(a) ...; (b) ...'), and what follows a proviso
// ('provided that', 'provided, however, that') or an exception ('except that'). A labelled clause
// is often one such part of a longer sentence: the one exception inside a covenant, the one list
// item that grants a licence. Parts are offsets into the sentence, so the quote stays the
// contract's own text.

/** A part of a sentence: [start, end) offsets into the sentence's text. */
export type Part = readonly [number, number];

/** Where a new part starts: a semicolon, an inline list marker after ':', ';' or ',', a proviso. */
const BOUNDARY =
  /;\s*(?:(?:and|or)\s+)?|[:,]\s+(?:(?:and|or)\s+)?(?=\((?:[a-z]{1,2}|[ivx]{1,4}|\d{1,2})\)\s)|,?\s+(?=(?:provided|except)(?:,\s*however,)?\s+that\b)/gi;

/** Parts shorter than this many words join the part after them (a bare '(a)' is no clause). */
export const MIN_PART_WORDS = 4;

const WORD = /[A-Za-z0-9]+/g;

function wordsIn(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** The sentence's parts in order; a sentence with no boundary is one part. */
export function clauseParts(sentence: string): Part[] {
  // Each boundary ends one part where the separator starts and opens the next after it.
  const raw: Array<[number, number]> = [];
  let from = 0;
  for (const m of sentence.matchAll(BOUNDARY)) {
    const at = m.index ?? 0;
    const next = at + m[0].length;
    if (at <= from || next >= sentence.length) continue;
    raw.push(trimmed(sentence, from, at));
    from = next;
  }
  raw.push(trimmed(sentence, from, sentence.length));
  const parts: Array<[number, number]> = [];
  let pending: [number, number] | null = null;
  for (const [s, e] of raw) {
    const start: number = pending ? pending[0] : s;
    if (wordsIn(sentence.slice(start, e)) < MIN_PART_WORDS) {
      pending = [start, e];
      continue;
    }
    parts.push([start, e]);
    pending = null;
  }
  if (pending) {
    const last = parts.pop();
    parts.push(last ? [last[0], pending[1]] : pending);
  }
  return parts;
}

/** [s, e) without surrounding spaces and a trailing ';' or ','. */
function trimmed(text: string, s: number, e: number): [number, number] {
  let a = s;
  let b = e;
  while (a < b && /\s/.test(text[a] ?? '')) a += 1;
  while (b > a && /[\s;,]/.test(text[b - 1] ?? '')) b -= 1;
  return [a, b];
}
