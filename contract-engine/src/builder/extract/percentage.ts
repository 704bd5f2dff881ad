import { NUMBER_WORD_PATTERN, parseCount, type Mention } from './mention';

// "8%", "7.5 percent", "interest-free". Shares of a payment ("50% upfront") are payment terms,
// not rates, so they are skipped here.

const PERCENT = /(\d{1,3}(?:\.\d{1,3})?)\s*(?:%|percent\b|per cent\b|pct\b)/gi;
const PAYMENT_SHARE =
  /^\s*(?:up ?front|up-front|in advance|deposit|down|now|on\s+(?:signing|completion|delivery)|upon|at\s+(?:signing|the start|completion)|after|of the (?:total|price|fee|project))/i;
// "nine percent", "three per cent a year", "seven and a half percent".
const WORDED_PERCENT = new RegExp(
  `\\b(${NUMBER_WORD_PATTERN})(\\s+and\\s+a\\s+half)?\\s+(?:percent|per cent)\\b`,
  'gi',
);
const SPLIT = /^\s*(?:\/|and|to)\s*\d{1,3}\s*%/i;

export function findPercentages(text: string): Mention[] {
  const found: Mention[] = [];
  for (const match of text.matchAll(PERCENT)) {
    const end = match.index + match[0].length;
    const after = text.slice(end, end + 40);
    if (PAYMENT_SHARE.test(after) || SPLIT.test(after) || /\/\s*$/.test(text.slice(0, match.index))) continue;
    found.push({ value: `${Number(match[1])}%`, start: match.index, end });
  }
  for (const match of text.matchAll(WORDED_PERCENT)) {
    const count = parseCount(match[1] ?? '');
    const end = match.index + match[0].length;
    if (count === null || count > 100 || (match[1] ?? '').length < 3) continue;
    if (PAYMENT_SHARE.test(text.slice(end, end + 40))) continue;
    found.push({ value: `${count + (match[2] ? 0.5 : 0)}%`, start: match.index, end });
  }
  for (const match of text.matchAll(
    /\b(?:interest[- ]free|no interest|zero interest|without interest)\b/gi,
  )) {
    found.push({ value: '0%', start: match.index, end: match.index + match[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}
