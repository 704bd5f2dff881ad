import type { Mention } from '../../language/mention';
import { parseCount } from '../../language/number-words';
import { periodCandidates } from '../../language/periods';

// Lengths of time: "6 months", "one year", "a 12-month lease", "two (2) years", "month-to-month".
// Payment deadlines and rates ("within 30 days", "net 30 days", "per month") are not terms.

// "the last 4 years" is a past period, but "to last 4 years" (the verb) is a length.
const NOT_A_TERM_BEFORE =
  /(?:within|net|after|before|every|each|per|late|than|over|first|(?<!\b(?:to|will|should|would|must|shall|can|it'?ll|and)\s+)last|past)\s*$/i;
// "a notice period of 60 days", "grace period 10 days": a named period of another clause, not the term.
const OTHER_PERIOD_BEFORE =
  /\b(?:notice|grace|cure|probation(?:ary)?|trial|warranty|inspection|cooling[- ]off)\s+period\s*(?:of|is|to|at|=|:|(?:will|should)\s+be)?\s*$/i;
const NOT_A_TERM_AFTER =
  /^\s*(?:['’]s?\s*)?(?:(?:written\s+)?notice|ago|late|old|after|before|of (?:the|each|every) (?:invoice|month))/i;

function unitText(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

export function findDurations(text: string): Mention[] {
  const found: Mention[] = [];
  for (const match of text.matchAll(/\bmonth[- ]to[- ]month\b/gi)) {
    found.push({ value: 'month-to-month', start: match.index, end: match.index + match[0].length });
  }
  for (const period of periodCandidates(text)) {
    const { count: countText, unit, start, end } = period;
    const count = parseCount(countText) ?? period.amount;
    if (count === null || count === 0) continue;
    // "12 monthly payments", "the daily rate": a word that only begins with a unit is no length.
    if (/^\w/.test(text.slice(end))) continue;
    // "a day" / "a month" after an amount is a rate, not a length of time.
    if ((countText === 'a' || countText === 'an') && unit !== 'year') continue;
    if (NOT_A_TERM_BEFORE.test(text.slice(Math.max(0, start - 12), start))) continue;
    if (NOT_A_TERM_AFTER.test(text.slice(end, end + 30))) continue;
    if (OTHER_PERIOD_BEFORE.test(text.slice(Math.max(0, start - 40), start))) continue;
    if (/month[- ]to[- ]month/i.test(text.slice(Math.max(0, start - 9), end + 9))) continue;
    found.push({ value: unitText(count, unit), start, end });
  }
  return found.sort((a, b) => a.start - b.start);
}
