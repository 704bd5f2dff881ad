import type { Complexity, MissingClause, RedFlag } from '@shared-schema';
import type { ContractDocument } from './text/document';

// Score out of 100, from the user's side. A balanced contract with nothing against the user starts
// at 78 (Good); risk points (each red flag by severity, each missing clause by importance) pull it
// down along a saturating curve, so the first serious problems cost the most and a grossly
// one-sided contract settles in Poor (20-39) rather than at an arbitrary 0; terms in the user's
// favour add up to 12 points, which is how a contract can reach Excellent (80+).

export const BALANCED_SCORE = 78;
const MAX_DEDUCTION = 58;
const RISK_SCALE = 40;
const FAVOURABLE_POINTS = 3;
const MAX_FAVOURABLE = 12;

export const FLAG_PENALTY: Readonly<Record<RedFlag['severity'], number>> = { high: 15, medium: 8, low: 3 };
export const MISSING_PENALTY: Readonly<Record<MissingClause['importance'], number>> = {
  critical: 10,
  important: 4,
  other: 1,
};

export function computeScore(
  redFlags: readonly RedFlag[],
  missing: readonly MissingClause[],
  favourable = 0,
): number {
  let risk = 0;
  for (const f of redFlags) risk += FLAG_PENALTY[f.severity];
  for (const m of missing) risk += MISSING_PENALTY[m.importance];
  const score =
    BALANCED_SCORE -
    MAX_DEDUCTION * (1 - Math.exp(-risk / RISK_SCALE)) +
    Math.min(MAX_FAVOURABLE, favourable * FAVOURABLE_POINTS);
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
