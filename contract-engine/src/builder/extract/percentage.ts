import type { Mention } from '../../language/mention';
import { findPercents } from '../../language/percentages';

// Rates the builder fills in: "8%", "7.5 percent", "interest-free". Shares of a payment ("50%
// upfront") are payment terms, not rates, so they are skipped here.

const PAYMENT_SHARE =
  /^\s*(?:up ?front|up-front|in advance|deposit|down|now|on\s+(?:signing|completion|delivery)|upon|at\s+(?:signing|the start|completion)|after|of the (?:total|price|fee|project))/i;
const SPLIT = /^\s*(?:\/|and|to)\s*\d{1,3}\s*%/i;

export function findPercentages(text: string): Mention[] {
  const found: Mention[] = [];
  for (const { value, start, end, figures } of findPercents(text)) {
    const after = text.slice(end, end + 40);
    if (PAYMENT_SHARE.test(after)) continue;
    if (figures && (SPLIT.test(after) || /\/\s*$/.test(text.slice(0, start)))) continue;
    found.push({ value, start, end });
  }
  for (const match of text.matchAll(
    /\b(?:interest[- ]free|no interest|zero interest|without interest)\b/gi,
  )) {
    found.push({ value: '0%', start: match.index, end: match.index + match[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}
