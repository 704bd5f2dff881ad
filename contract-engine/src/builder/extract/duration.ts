import { NUMBER_WORD_PATTERN, parseCount, type Mention } from './mention';

// Lengths of time: "6 months", "one year", "a 12-month lease", "two (2) years", "month-to-month".
// Payment deadlines and rates ("within 30 days", "net 30 days", "per month") are not terms.

const DURATION = new RegExp(
  `\\b(\\d{1,3}|${NUMBER_WORD_PATTERN})(?:\\s*\\(\\d{1,3}\\))?[\\s-]*(day|week|wk|month|mo|year|yr)s?\\b`,
  'gi',
);
// "the last 4 years" is a past period, but "to last 4 years" (the verb) is a length.
const NOT_A_TERM_BEFORE =
  /(?:within|net|after|before|every|each|per|late|than|over|first|(?<!\b(?:to|will|should|would|must|shall|can|it'?ll|and)\s+)last|past)\s*$/i;
// "a notice period of 60 days", "grace period 10 days": a named period of another clause, not the term.
const OTHER_PERIOD_BEFORE =
  /\b(?:notice|grace|cure|probation(?:ary)?|trial|warranty|inspection|cooling[- ]off)\s+period\s*(?:of|is|to|at|=|:|(?:will|should)\s+be)?\s*$/i;
const NOT_A_TERM_AFTER =
  /^\s*(?:['’]s?\s*)?(?:(?:written\s+)?notice|ago|late|old|after|before|of (?:the|each|every) (?:invoice|month))/i;

// "2 yrs", "18 mos", "6 wks": people abbreviate; the contract spells the unit out.
const UNIT_NAMES: Readonly<Record<string, string>> = { wk: 'week', mo: 'month', yr: 'year' };

function unitText(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

export function findDurations(text: string): Mention[] {
  const found: Mention[] = [];
  for (const match of text.matchAll(/\bmonth[- ]to[- ]month\b/gi)) {
    found.push({ value: 'month-to-month', start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(DURATION)) {
    const countText = (match[1] ?? '').toLowerCase();
    const unit = UNIT_NAMES[(match[2] ?? '').toLowerCase()] ?? (match[2] ?? '').toLowerCase();
    const count = parseCount(countText);
    const start = match.index;
    const end = start + match[0].length;
    if (count === null || count === 0) continue;
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
