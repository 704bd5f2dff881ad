import type { Mention } from './mention';
import { NUMBER_WORD_PATTERN, parseCount } from './number-words';

// Percentages: "8%", "7.5 percent", "4.5 per cent", "nine percent", "seven and a half percent".
// Which of them is a rate, a share of a payment or a discount is for the reader that asks.

const PERCENT = /(\d{1,3}(?:\.\d{1,3})?)\s*(?:%|percent\b|per cent\b|pct\b)/gi;
const WORDED_PERCENT = new RegExp(
  `\\b(${NUMBER_WORD_PATTERN})(\\s+and\\s+a\\s+half)?\\s+(?:percent|per cent)\\b`,
  'gi',
);

export interface PercentMention extends Mention {
  readonly percent: number;
  /** Written in figures ("8%") rather than words ("eight percent"). */
  readonly figures: boolean;
}

/** Every percentage in a text, in text order. */
export function findPercents(text: string): PercentMention[] {
  const found: PercentMention[] = [];
  for (const match of text.matchAll(PERCENT)) {
    const percent = Number(match[1]);
    found.push({
      value: `${percent}%`,
      percent,
      figures: true,
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  for (const match of text.matchAll(WORDED_PERCENT)) {
    const count = parseCount(match[1] ?? '');
    // "a percent", "an percent": a word of fewer than three letters is no number here.
    if (count === null || count > 100 || (match[1] ?? '').length < 3) continue;
    const percent = count + (match[2] ? 0.5 : 0);
    found.push({
      value: `${percent}%`,
      percent,
      figures: false,
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return found.sort((a, b) => a.start - b.start);
}
