import { HASH_BITS, featureBuckets } from '../clauses/model/features';
import { NDA_FEATURES, ruleMatches } from './nda-rules';

// Features of one sentence for the learned NDA model: the clause classifiers' hashed words,
// phrases and stems, plus one feature per hand-written NDA rule that the sentence satisfies, so the
// model learns how far to trust each rule instead of the rule deciding alone. Training
// (scripts/train-nda) and inference share this function.

const MASK = (1 << HASH_BITS) - 1;

function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & MASK;
}

/**
 * Buckets per rule: every feature weighs 1/sqrt(count) in a sentence, so a rule's single bucket
 * would count for little in a long sentence; several buckets give its verdict the weight it earns.
 */
export const RULE_COPIES = 8;
const RULE_BUCKETS = NDA_FEATURES.map((f) =>
  Array.from({ length: RULE_COPIES }, (_, k) => hashOf(`#nda-rule:${f.id}:${k}`)),
);

/** `satisfied`: which rules the sentence satisfies (NDA_FEATURES order), when already known. */
export function ndaSentenceBuckets(sentence: string, satisfied?: readonly boolean[]): Int32Array {
  const words = featureBuckets(sentence);
  if (words.length === 0) return words;
  const rules: number[] = [];
  NDA_FEATURES.forEach((f, i) => {
    if (!(satisfied ? satisfied[i] === true : ruleMatches(f, sentence))) return;
    for (const bucket of RULE_BUCKETS[i] ?? []) if (!words.includes(bucket)) rules.push(bucket);
  });
  if (rules.length === 0) return words;
  const out = new Int32Array(words.length + rules.length);
  out.set(words);
  out.set(rules, words.length);
  return out;
}
