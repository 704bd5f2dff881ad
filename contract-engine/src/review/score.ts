import type { Complexity, MissingClause, RedFlag } from '@shared-schema';
import type { ContractDocument } from './text/document';

// Score out of 100: start from a clean contract and deduct for each risk, weighted by severity
// and importance. Weights keep one high-severity flag worth more than several minor gaps; the
// bands (shared-schema scoreBand) then read naturally: a contract with several serious problems
// lands in Fair or below.

export const FLAG_PENALTY: Readonly<Record<RedFlag['severity'], number>> = { high: 12, medium: 6, low: 2 };
export const MISSING_PENALTY: Readonly<Record<MissingClause['importance'], number>> = {
  critical: 10,
  important: 4,
  other: 1,
};

export function computeScore(redFlags: readonly RedFlag[], missing: readonly MissingClause[]): number {
  let score = 100;
  for (const f of redFlags) score -= FLAG_PENALTY[f.severity];
  for (const m of missing) score -= MISSING_PENALTY[m.importance];
  return Math.max(0, Math.min(100, Math.round(score)));
}

const LEGALESE =
  /\b(?:notwithstanding|hereunder|hereof|herein|thereof|pursuant|indemnif\w*|whereas|heretofore|provided,? however|mutatis mutandis|inter alia|aforesaid|hereinafter)\b/gi;

export function computeComplexity(doc: ContractDocument): Complexity {
  const legalese = (doc.text.norm.match(LEGALESE) ?? []).length;
  const density = doc.wordCount > 0 ? (legalese * 1000) / doc.wordCount : 0;
  const avgSentence = doc.sentences.length > 0 ? doc.wordCount / doc.sentences.length : 0;
  let points = 0;
  if (doc.wordCount > 1500) points += 1;
  if (doc.wordCount > 6000) points += 1;
  if (density > 4) points += 1;
  if (avgSentence > 35) points += 1;
  if (points >= 3) return 'complex';
  if (points >= 1) return 'moderate';
  return 'simple';
}

const WORDS_PER_PAGE = 500;

export function describeLength(doc: ContractDocument): string {
  const pages = Math.max(1, Math.round(doc.wordCount / WORDS_PER_PAGE));
  return `${doc.wordCount.toLocaleString('en-US')} words (about ${pages} page${pages === 1 ? '' : 's'})`;
}
