import { wordsToNumber } from './number-words';

// Periods of time as contracts and people write them: "thirty (30) days", "30 days", "six months",
// "90-day". One scanner for the reviewer's notice and term readers and the builder's durations.

// "thirty (30) days", "30 days", "six months", "90-day", "five-year", "twenty four months", "2 yrs".
const PREFIX =
  '((?:at least|not less than|no less than|a minimum of|not more than|up to|within|a period of) )?';
const WORD = '(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) [a-z]+|[a-z]+(?:-[a-z]+)?)';
const COUNT = `(?:(${WORD}) ?\\("?(\\d{1,4})"?\\)|(\\d{1,4})|(${WORD}))`;
const UNIT = "(calendar |business |working )?(?:(day|week|month|year)s?'?|(wk|mo|yr)s?\\b)";
const PERIOD = new RegExp(`\\b${PREFIX}${COUNT}[\\s-]*${UNIT}`, 'gi');

export type PeriodUnit = 'day' | 'week' | 'month' | 'year';

/** One stretch that says a count of days, weeks, months or years, before any reader judges it. */
export interface PeriodCandidate {
  /** The count as written: "30", "thirty", "a", "twenty four". */
  readonly count: string;
  readonly amount: number | null;
  readonly unit: PeriodUnit;
  /** Where the count starts (after "within", "at least"). */
  readonly start: number;
  readonly end: number;
  /** Where the match starts, lead words included, and its text. */
  readonly index: number;
  readonly text: string;
}

const ABBREVIATED: Readonly<Record<string, PeriodUnit>> = { wk: 'week', mo: 'month', yr: 'year' };

function unitOf(m: RegExpMatchArray): PeriodUnit | undefined {
  const word = (m[7] ?? '').toLowerCase();
  if (word === 'day' || word === 'week' || word === 'month' || word === 'year') return word;
  return ABBREVIATED[(m[8] ?? '').toLowerCase()];
}

/** Every count-and-unit stretch of a text: the one scanner behind the reviewer's and the builder's readers. */
export function periodCandidates(text: string): PeriodCandidate[] {
  const out: PeriodCandidate[] = [];
  for (const m of text.matchAll(PERIOD)) {
    const unit = unitOf(m);
    if (!unit) continue;
    const digits = m[3] ?? m[4];
    const count = (m[2] ?? m[5] ?? digits ?? '').toLowerCase();
    const amount = digits !== undefined ? Number(digits) : wordsToNumber(count);
    const start = m.index + (m[1]?.length ?? 0);
    out.push({ count, amount, unit, start, end: m.index + m[0].length, index: m.index, text: m[0] });
  }
  return out;
}

export interface Period {
  readonly amount: number;
  readonly unit: PeriodUnit;
  readonly text: string;
  readonly index: number;
}

/** Periods a contract states: a number is required ('a year' is not read). */
export function periodsIn(text: string): Period[] {
  const out: Period[] = [];
  for (const c of periodCandidates(text)) {
    if (c.amount === null || c.count === 'a' || c.count === 'an' || !Number.isFinite(c.amount)) continue;
    out.push({ amount: c.amount, unit: c.unit, text: c.text, index: c.index });
  }
  return out;
}

export function periodInDays(p: Period): number {
  switch (p.unit) {
    case 'day':
      return p.amount;
    case 'week':
      return p.amount * 7;
    case 'month':
      return p.amount * 30;
    case 'year':
      return p.amount * 365;
  }
}

export function describePeriod(p: Period): string {
  return `${p.amount} ${p.unit}${p.amount === 1 ? '' : 's'}`;
}
