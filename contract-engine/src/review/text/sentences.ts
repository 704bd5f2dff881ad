import type { NormalizedText } from './normalize';

// Sentence segmentation over the normalised text. Clause findings are reported per sentence:
// lawyers' annotations (and users) think in sentences, and one sentence is a readable quote.

export interface Sentence {
  readonly index: number;
  /** Offsets into the normalised text. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

// Abbreviations whose trailing period does not end a sentence in contracts.
const ABBREVIATIONS = new Set([
  'inc',
  'corp',
  'co',
  'ltd',
  'llc',
  'l.l.c',
  'no',
  'nos',
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'sec',
  'art',
  'u.s',
  'e.g',
  'i.e',
  'etc',
  'vs',
  'v',
  'jr',
  'sr',
  'para',
  'cf',
  'approx',
  'dept',
  'est',
  'n.a',
  's.a',
  'b.v',
  'n.v',
  'p.c',
  'l.p',
  'plc',
  'pty',
  'fig',
  'ex',
  'sch',
  'cl',
]);

const MAX_SENTENCE = 1500;
const CANDIDATE = /[.!?\n]/g;

function wordBefore(norm: string, dot: number): string {
  let j = dot - 1;
  while (j >= 0 && /[A-Za-z.]/.test(norm.charAt(j))) j -= 1;
  return norm.slice(j + 1, dot).toLowerCase();
}

function isBoundary(norm: string, i: number): boolean {
  const ch = norm.charAt(i);
  if (ch === '\n') return true;
  if (ch !== '.' && ch !== '!' && ch !== '?') return false;
  const next = norm.charAt(i + 1);
  if (next !== ' ' && next !== '\n' && next !== '') {
    // Closing quote or bracket straight after the period still ends the sentence.
    if (!((next === '"' || next === ')') && (norm.charAt(i + 2) === ' ' || norm.charAt(i + 2) === '')))
      return false;
  }
  if (ch !== '.') return true;
  const word = wordBefore(norm, i);
  if (ABBREVIATIONS.has(word)) return false;
  // Single letters ("A. Smith", list markers "a.") and numbers ("Section 2.") rarely end a sentence.
  if (/^[a-z]$/.test(word)) return false;
  const before = norm.charAt(i - 1);
  if (before >= '0' && before <= '9') {
    const after = norm
      .slice(i + 1, i + 3)
      .trimStart()
      .charAt(0);
    return after !== '' && after >= 'A' && after <= 'Z' && i - lastSpace(norm, i) > 4;
  }
  return true;
}

function lastSpace(norm: string, i: number): number {
  let j = i;
  while (j > 0 && norm.charAt(j) !== ' ' && norm.charAt(j) !== '\n') j -= 1;
  return j;
}

export function splitSentences(text: NormalizedText): Sentence[] {
  const { norm } = text;
  const sentences: Sentence[] = [];
  let start = 0;
  const push = (s: number, e: number): void => {
    let a = s;
    let b = e;
    while (a < b && (norm.charAt(a) === ' ' || norm.charAt(a) === '\n')) a += 1;
    while (b > a && (norm.charAt(b - 1) === ' ' || norm.charAt(b - 1) === '\n')) b -= 1;
    if (b - a < 2) return;
    if (b - a > MAX_SENTENCE) {
      // Very long runs (tables, lists without punctuation) are cut at semicolons or hard limits.
      let from = a;
      while (from < b) {
        let to = Math.min(b, from + MAX_SENTENCE);
        if (to < b) {
          const semi = norm.lastIndexOf(';', to);
          if (semi > from + 200) to = semi + 1;
        }
        sentences.push({ index: sentences.length, start: from, end: to, text: norm.slice(from, to) });
        from = to;
      }
      return;
    }
    sentences.push({ index: sentences.length, start: a, end: b, text: norm.slice(a, b) });
  };
  // Only punctuation and paragraph breaks can end a sentence: jump between those candidates.
  for (const m of norm.matchAll(CANDIDATE)) {
    const i = m.index ?? 0;
    if (i < start || !isBoundary(norm, i)) continue;
    const end = norm.charAt(i) === '\n' ? i : i + 1;
    push(start, end);
    start = i + 1;
  }
  push(start, norm.length);
  return sentences;
}

/** Index of the sentence containing normalised offset pos (binary search). */
export function sentenceAt(sentences: readonly Sentence[], pos: number): number {
  let lo = 0;
  let hi = sentences.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = sentences[mid];
    if (!s) break;
    if (pos < s.start) hi = mid - 1;
    else if (pos >= s.end) lo = mid + 1;
    else return mid;
  }
  return -1;
}
