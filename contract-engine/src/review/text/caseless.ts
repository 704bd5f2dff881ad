import type { ContractDocument } from './document';

// Case-insensitive regular expressions run about twice as fast as case-sensitive ones over text
// that is already lower case: the detectors' /gi patterns scan the whole contract, so each runs
// over a lower-cased copy of the text (made once per document) without the i flag. Patterns whose
// source names an upper-case letter outside an escape keep the i flag and the original text.

const caseSensitive = new WeakMap<RegExp, RegExp | null>();

function lowerVersion(re: RegExp): RegExp | null {
  let out = caseSensitive.get(re);
  if (out === undefined) {
    out =
      re.flags.includes('i') && !/[A-Z]/.test(re.source.replace(/\\./g, ''))
        ? new RegExp(re.source, re.flags.replace('i', ''))
        : null;
    caseSensitive.set(re, out);
  }
  return out;
}

/** The text and pattern to scan: the lower-cased copy when it gives the same matches. */
function scanFor(doc: ContractDocument, re: RegExp): { text: string; re: RegExp } {
  const lower = lowerVersion(re);
  return lower && doc.text.lower.length === doc.text.norm.length
    ? { text: doc.text.lower, re: lower }
    : { text: doc.text.norm, re };
}

/** Start offsets (into the normalised text) of a global pattern's matches over the whole text. */
export function* matchStarts(doc: ContractDocument, re: RegExp): Generator<number> {
  const scan = scanFor(doc, re);
  for (const m of scan.text.matchAll(scan.re)) yield m.index ?? 0;
}

/**
 * Indices of the sentences in which a global pattern can match, from one scan of the whole text:
 * every sentence where the pattern matches on the sentence alone is among them (a match there is a
 * match in the whole text, found unless a match starting in an earlier sentence overlaps it, so
 * the scan restarts at each next sentence). Callers then match each candidate sentence itself.
 */
export function candidateSentences(doc: ContractDocument, re: RegExp): number[] {
  const scan = scanFor(doc, re);
  const pattern = new RegExp(
    scan.re.source,
    scan.re.flags.includes('g') ? scan.re.flags : `${scan.re.flags}g`,
  );
  const out: number[] = [];
  const { sentences } = doc;
  let k = 0;
  pattern.lastIndex = 0;
  for (;;) {
    const m = pattern.exec(scan.text);
    if (!m) break;
    const at = m.index;
    while (k < sentences.length && (sentences[k]?.end ?? 0) <= at) k += 1;
    const s = sentences[k];
    if (!s) break;
    if (at >= s.start) {
      out.push(k);
      k += 1;
    }
    // A match in the gap before sentence k or in sentence k: go on from sentence k (or k + 1).
    const next = sentences[k];
    if (!next) break;
    pattern.lastIndex = Math.max(next.start, m[0].length === 0 ? at + 1 : 0);
  }
  return out;
}
