// Word and phrase features for the learned clause classifiers. Training (scripts/train-review) and
// inference (browser and server) share this one function, so a model always sees features made the
// same way. Features are hashed into a fixed number of buckets: the model file then needs no
// vocabulary, which keeps it small.

export const HASH_BITS = 18;
const MASK = (1 << HASH_BITS) - 1;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over a string, 32 bits. */
function fnv1a(text: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

/** A bigram's hash from its two words' hashes (murmur-style finaliser, distinct from unigrams). */
function pair(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, FNV_PRIME) ^ b;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const NUMBER_HASH = fnv1a('0');
/** Salt that sets a word's stem feature apart from the word itself. */
const STEM_SALT = 0x5bd1e995;
/** Letters a stem keeps: "terminate", "termination" and "terminated" share "termin". */
export const STEM_LETTERS = 6;
const START_HASH = fnv1a('<s>');
const LENGTH_HASHES = ['#len1', '#len3', '#len7', '#len15', '#len40', '#lenlong'].map(fnv1a);

function lengthBand(tokens: number): number {
  if (tokens <= 1) return 0;
  if (tokens <= 3) return 1;
  if (tokens <= 7) return 2;
  if (tokens <= 15) return 3;
  if (tokens <= 40) return 4;
  return 5;
}

let scratch = new Int32Array(1024);

/** seen[b] === stamp: bucket b is already among this call's features (no sort, no clearing). */
let seen: Int32Array | null = null;
let stamp = 0;

/**
 * Distinct feature buckets of a text, in order of first appearance: lower-cased words (every number
 * becomes "0": amounts and dates vary, their presence matters), two-word phrases, the stems of long
 * words (their first letters, so inflections of one word share evidence on clauses worded unlike
 * the training ones) and a length band. Every present feature has the value 1/sqrt(count), so long
 * and short clauses weigh alike. One pass over the characters with no intermediate strings: this
 * runs on every sentence of every contract.
 */
export function featureBuckets(text: string): Int32Array {
  if (scratch.length < text.length * 3 + 8) scratch = new Int32Array(text.length * 3 + 8);
  seen ??= new Int32Array(MASK + 1);
  const marks = seen;
  stamp += 1;
  if (stamp === 0x7fffffff) {
    marks.fill(0);
    stamp = 1;
  }
  const mark = stamp;
  let n = 0;
  const add = (bucket: number): void => {
    if (marks[bucket] === mark) return;
    marks[bucket] = mark;
    scratch[n] = bucket;
    n += 1;
  };
  let tokens = 0;
  let prev = START_HASH;
  let h = FNV_OFFSET;
  let kind = 0; // 0 none, 1 letters, 2 digits
  let letters = 0;
  let stem = 0;
  const flush = (): void => {
    const word = kind === 2 ? NUMBER_HASH : h >>> 0;
    add(word & MASK);
    add(pair(prev, word) & MASK);
    if (letters > STEM_LETTERS) add((Math.imul(stem ^ STEM_SALT, FNV_PRIME) >>> 0) & MASK);
    letters = 0;
    tokens += 1;
    prev = word;
    kind = 0;
    h = FNV_OFFSET;
  };
  for (let i = 0; i < text.length; i += 1) {
    let c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    const k = c >= 97 && c <= 122 ? 1 : c >= 48 && c <= 57 ? 2 : 0;
    if (k !== kind && kind !== 0) flush();
    if (k === 0) continue;
    kind = k;
    if (k === 1) {
      h = Math.imul(h ^ c, FNV_PRIME);
      letters += 1;
      if (letters === STEM_LETTERS) stem = h;
    }
  }
  if (kind !== 0) flush();
  if (tokens === 0) return new Int32Array(0);
  add((LENGTH_HASHES[lengthBand(tokens)] ?? 0) & MASK);
  return scratch.slice(0, n);
}
