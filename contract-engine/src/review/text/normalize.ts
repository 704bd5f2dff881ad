// Contracts arrive from PDF/Word extraction with hard line wraps, runs of spaces and curly quotes.
// Matching works on a normalised copy (one space per whitespace run, a "\n" for paragraph breaks,
// straight quotes) and maps every normalised offset back to the original so evidence quotes the
// user's own text.

export interface NormalizedText {
  readonly original: string;
  readonly norm: string;
  /** map[i] = offset in original of norm[i]; map[norm.length] = original.length. */
  readonly map: Int32Array;
}

const QUOTE_MAP: Readonly<Record<string, string>> = {
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2018': "'",
  '\u2019': "'",
  '\u00a0': ' ',
  '\u2013': '-',
  '\u2014': '-',
};

function isSpace(ch: string): boolean {
  return (
    ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f' || ch === '\v' || ch === '\u00a0'
  );
}

export function normalizeText(original: string): NormalizedText {
  const out: string[] = [];
  const map = new Int32Array(original.length + 1);
  let n = 0;
  let i = 0;
  while (i < original.length) {
    const ch = original.charAt(i);
    if (isSpace(ch)) {
      const start = i;
      let newlines = 0;
      while (i < original.length && isSpace(original.charAt(i))) {
        if (original.charAt(i) === '\n') newlines += 1;
        i += 1;
      }
      // Leading whitespace is dropped; a blank line is a paragraph break.
      if (n > 0) {
        out.push(newlines >= 2 ? '\n' : ' ');
        map[n] = start;
        n += 1;
      }
      continue;
    }
    // Copy a run of ordinary characters in one slice; only the offset map is per character.
    const runStart = i;
    while (i < original.length) {
      const c = original.charAt(i);
      if (isSpace(c) || QUOTE_MAP[c] !== undefined) break;
      map[n] = i;
      n += 1;
      i += 1;
    }
    if (i > runStart) {
      out.push(original.slice(runStart, i));
      continue;
    }
    out.push(QUOTE_MAP[ch] ?? ch);
    map[n] = i;
    n += 1;
    i += 1;
  }
  map[n] = original.length;
  return { original, norm: out.join(''), map: map.subarray(0, n + 1) };
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
