import { singleBreakIsParagraph } from './line-breaks';

// Contracts arrive from PDF/Word extraction with hard line wraps, runs of spaces and curly quotes.
// Matching works on a normalised copy (one space per whitespace run, a "\n" for paragraph breaks,
// straight quotes) and maps every normalised offset back to the original so evidence quotes the
// user's own text.

export interface NormalizedText {
  readonly original: string;
  readonly norm: string;
  /** norm in lower case, made once for the case-insensitive detectors (text/caseless.ts). */
  readonly lower: string;
  /** map[i] = offset in original of norm[i]; map[norm.length] = original.length. */
  readonly map: Int32Array;
}

// Typographic characters matched as their plain forms (by char code; all are above 0x9f).
const QUOTE_MAP: ReadonlyMap<number, string> = new Map([
  [0x201c, '"'],
  [0x201d, '"'],
  [0x201e, '"'],
  [0x2018, "'"],
  [0x2019, "'"],
  [0x00a0, ' '],
  [0x2013, '-'],
  [0x2014, '-'],
]);

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11 || c === 0xa0;
}

// One pass over char codes: this runs on every review, over up to 200,000 characters.
export function normalizeText(original: string): NormalizedText {
  const out: string[] = [];
  const length = original.length;
  const map = new Int32Array(length + 1);
  let n = 0;
  let i = 0;
  let lineStart = 0;
  while (i < length) {
    const c = original.charCodeAt(i);
    if (isSpace(c)) {
      const start = i;
      const previousLineStart = lineStart;
      let newlines = 0;
      for (let d = c; i < length && isSpace(d); d = original.charCodeAt(i)) {
        if (d === 10) {
          newlines += 1;
          lineStart = i + 1;
        }
        i += 1;
      }
      // Leading whitespace is dropped; a blank line is a paragraph break, a single one sometimes.
      if (n > 0) {
        const paragraph =
          newlines >= 2 ||
          (newlines === 1 &&
            singleBreakIsParagraph(original.slice(i, i + 40), () =>
              original.slice(previousLineStart, start).trim(),
            ));
        out.push(paragraph ? '\n' : ' ');
        map[n] = start;
        n += 1;
      }
      continue;
    }
    // Copy a run of ordinary characters in one slice; only the offset map is per character. A lone
    // space inside the run normalises to itself, so it does not end the run: most texts then copy
    // in a few long slices instead of two pieces per word.
    const runStart = i;
    for (let d = c; i < length; d = original.charCodeAt(i)) {
      if (isSpace(d) ? d !== 32 || isSpace(original.charCodeAt(i + 1)) : d > 0x9f && QUOTE_MAP.has(d)) break;
      map[n] = i;
      n += 1;
      i += 1;
    }
    if (i > runStart) {
      out.push(original.slice(runStart, i));
      continue;
    }
    out.push(QUOTE_MAP.get(c) ?? original.charAt(i));
    map[n] = i;
    n += 1;
    i += 1;
  }
  map[n] = length;
  const norm = out.join('');
  return { original, norm, lower: norm.toLowerCase(), map: map.subarray(0, n + 1) };
}

/** Original-text span for a normalised span [start, end). */
export function toOriginalSpan(
  text: NormalizedText,
  start: number,
  end: number,
): { start: number; end: number } {
  const s = text.map[Math.max(0, Math.min(start, text.norm.length))] ?? 0;
  const lastIndex = Math.max(start, end - 1);
  const last = text.map[Math.min(lastIndex, text.norm.length)] ?? s;
  const e = end > start ? last + 1 : s;
  return { start: s, end: Math.min(e, text.original.length) };
}
