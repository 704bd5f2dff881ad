import type { DetectedClause } from '@shared-schema';
import { sentenceEvidence, type ContractDocument } from '../text/document';
import { matchStarts } from '../text/caseless';
import { sentenceAt } from '../text/sentences';
import type { CuadCategory } from './categories';
import type { ClauseRule } from './rule';
import { COMMERCIAL_RULES } from './rules-commercial';
import { COMPETITION_RULES } from './rules-competition';
import { IP_RULES } from './rules-ip';
import { LIABILITY_RULES } from './rules-liability';
import { TERM_RULES } from './rules-term';

export const CLAUSE_RULES: readonly ClauseRule[] = [
  ...COMPETITION_RULES,
  ...TERM_RULES,
  ...COMMERCIAL_RULES,
  ...IP_RULES,
  ...LIABILITY_RULES,
];

/**
 * A rule's stable name, '<category>#<n>' (its place among its category's rules): the trained model
 * lists the rules that cross-validation dropped by these names (scripts/train-review/rule-selection.ts).
 */
export const RULE_IDS: readonly string[] = (() => {
  const seen = new Map<string, number>();
  return CLAUSE_RULES.map((r) => {
    const n = seen.get(r.category) ?? 0;
    seen.set(r.category, n + 1);
    return `${r.category}#${n}`;
  });
})();

/** Categories this module detects from clause text (key-term categories come from extract/). */
export const PATTERN_CATEGORIES: readonly CuadCategory[] = [...new Set(CLAUSE_RULES.map((r) => r.category))];

/** Evidence quotes kept per category: enough to show, few enough to stay readable. */
export const MAX_EVIDENCE = 8;

export interface ClauseHits {
  readonly category: CuadCategory;
  /** Sentence indices, ascending. */
  readonly sentences: readonly number[];
}

/** The sentences one rule finds, before its minSentences check. */
export function ruleSentenceHits(doc: ContractDocument, rule: ClauseRule): number[] {
  const hits = new Set<number>();
  for (const pattern of rule.patterns) {
    for (const at of matchStarts(doc, pattern)) {
      const idx = sentenceAt(doc.sentences, at);
      if (idx < 0 || hits.has(idx)) continue;
      const sentence = doc.sentences[idx];
      if (!sentence) continue;
      if (rule.require && !rule.require.test(sentence.text)) continue;
      if (rule.exclude && rule.exclude.test(sentence.text)) continue;
      if (rule.context && !contextMatches(doc, idx, rule.context.pattern, rule.context.window)) continue;
      hits.add(idx);
    }
  }
  return [...hits];
}

function contextMatches(doc: ContractDocument, idx: number, pattern: RegExp, window: number): boolean {
  const from = Math.max(0, idx - window);
  const to = Math.min(doc.sentences.length - 1, idx + window);
  for (let i = from; i <= to; i += 1) {
    const s = doc.sentences[i];
    if (s && pattern.test(s.text)) return true;
  }
  return false;
}

/** Rule hits per category; `dropped` names rules (RULE_IDS) that do not count. */
export function detectClauseHits(
  doc: ContractDocument,
  dropped: ReadonlySet<string> = new Set(),
): Map<CuadCategory, number[]> {
  const byCategory = new Map<CuadCategory, Set<number>>();
  for (const [i, rule] of CLAUSE_RULES.entries()) {
    if (dropped.has(RULE_IDS[i] ?? '')) continue;
    const hits = ruleSentenceHits(doc, rule);
    if (hits.length < (rule.minSentences ?? 1)) continue;
    const set = byCategory.get(rule.category) ?? new Set<number>();
    for (const h of hits) set.add(h);
    byCategory.set(rule.category, set);
  }
  const result = new Map<CuadCategory, number[]>();
  for (const [category, set] of byCategory)
    result.set(
      category,
      [...set].sort((a, b) => a - b),
    );
  return result;
}

export function toDetectedClause(
  doc: ContractDocument,
  category: string,
  sentenceIdx: readonly number[],
): DetectedClause {
  const evidence = sentenceIdx.slice(0, MAX_EVIDENCE).flatMap((i) => {
    const s = doc.sentences[i];
    return s ? [sentenceEvidence(doc, s)] : [];
  });
  return { category, present: sentenceIdx.length > 0, evidence };
}
