import { en as chrono } from 'chrono-node';
import { dropOverlaps, type Mention } from './mention';
import { parseCount } from './number-words';

// Calendar dates in the formats people type: "March 3, 2026", "3 March 2026", "2026-03-03",
// "3/3/2026", and, when today's date is known, "today", "tomorrow" and "next Monday".
// Values are written the way contracts spell dates: "March 3, 2026". An all-numeric date is read in
// the order the writer's country uses ("01/03/2027" is 1 March in Britain, January 3 in the US).

export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const MONTH_FIRST = new RegExp(`\\b${MONTH}\\.?\\s+${DAY}(?:,?\\s+(\\d{4}))?\\b`, 'gi');
const DAY_FIRST = new RegExp(`\\b(?:the\\s+)?${DAY}\\s+(?:of\\s+)?${MONTH}\\.?,?(?:\\s+(\\d{4}))?\\b`, 'gi');
const ISO = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g;
const NUMERIC = /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g;
// "by Friday", "on Tuesday": a weekday after a deadline's or a day's preposition is its next
// occurrence; "every Friday", "on Fridays" and "Monday to Friday" are schedules, not dates.
const RELATIVE =
  /\b(today|tomorrow|(?:(?:the\s+)?(?:first|1st|start|beginning)\s+of\s+)?next\s+(sunday|monday|tuesday|wednesday|thursday|friday|saturday|week|month)|this\s+(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)|(?<=\b(?:by|on|before|until)\s)(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)(?!\s*(?:to|through|thru|-|–)\s))\b/gi;
// "mid jan", "mid-January 2027", "the middle of March": the 15th of that month.
const MID_MONTH = new RegExp(
  `\\b(?:the\\s+)?(?:mid(?:dle\\s+of)?)[\\s-]+${MONTH}\\b\\.?(?:,?\\s+(\\d{4}))?`,
  'gi',
);
// Phrases chrono-node reads better than our patterns: "in two weeks", "(by the) end of April 2027".
// Other chrono hits ("an hour", "12 month", "for two weeks") are amounts or lengths, not dates.
const CHRONO_HINT = /\bin\s+\w+\s+(?:days?|weeks?|months?|years?)\b|\bend\s+of\b/i;
const CHRONO_PHRASE =
  /^(?:in\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,3})\s+(?:days?|weeks?|months?|years?)|(?:the\s+)?end\s+of\s+(?:the\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|this|next)[a-z]*(?:\s+(?:month|year))?(?:,?\s+\d{4})?)$/i;

const END_OF_YEAR = /\b(?:the\s+)?end\s+of\s+(?:the\s+year\s+)?(\d{4})\b/gi;

// "a week from today", "10 days from now", "two weeks from tomorrow", "two years from today".
const FROM_TODAY =
  /\b(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|\d{1,3})\s+(day|week|month|year)s?\s+from\s+(today|now|tomorrow)\b/gi;

// "january fifteenth", "march first twenty twenty seven": a day and a year said in words, as in
// dictated messages.
const ORDINAL_DAYS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const ORDINAL_WORD = `((?:twenty|thirty)[\\s-]+(?:${ORDINAL_DAYS.slice(0, 9).join('|')})|${ORDINAL_DAYS.join('|')}|twentieth|thirtieth)`;
const MONTH_ORDINAL = new RegExp(
  `\\b${MONTH}\\s+(?:the\\s+)?${ORDINAL_WORD}\\b(?:,?\\s+(?:(\\d{4})|twenty[\\s-]+(twenty[\\s-]+(?:${UNITS.join('|')})|thirty))\\b)?`,
  'gi',
);
const ORDINAL_OF_MONTH = new RegExp(
  `\\b(?:the\\s+)?${ORDINAL_WORD}\\s+of\\s+${MONTH}\\b(?:,?\\s+(\\d{4})\\b)?`,
  'gi',
);

function ordinalDay(words: string): number {
  const [first = '', second] = words.toLowerCase().split(/[\s-]+/);
  if (first === 'twentieth') return 20;
  if (first === 'thirtieth') return 30;
  if (second) return (first === 'twenty' ? 20 : 30) + ORDINAL_DAYS.indexOf(second) + 1;
  return ORDINAL_DAYS.indexOf(first) + 1;
}

function yearInWords(words: string | undefined): string | undefined {
  if (!words) return undefined;
  const [tens = '', unit] = words.toLowerCase().split(/[\s-]+/);
  const value = 2000 + (tens === 'thirty' ? 30 : 20) + (unit ? UNITS.indexOf(unit) + 1 : 0);
  return String(value);
}

interface Ymd {
  year: number;
  month: number;
  day: number;
}

function monthIndex(token: string): number {
  const lower = token.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((name) => name.startsWith(lower)) + 1;
}

function valid({ year, month, day }: Ymd): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2200) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function format(date: Ymd): string {
  const name = MONTHS[date.month - 1] ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${date.day}, ${date.year}`;
}

function parseIso(iso: string): Ymd | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return valid(date) ? date : null;
}

export function formatIsoDate(iso: string): string | null {
  const date = parseIso(iso);
  return date ? format(date) : null;
}

function addDays(date: Ymd, days: number): Ymd {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The same day `months` later; a day the month lacks (31 April) becomes its last day. */
function addMonths(date: Ymd, months: number): Ymd {
  const index = date.month - 1 + months;
  const year = date.year + Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, last) };
}

function relative(phrase: string, today: Ymd): Ymd {
  const lower = phrase
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^(?:the )?(?:first|1st|start|beginning) of /, '')
    .replace(/^this /, 'next ');
  if (lower === 'today') return today;
  if (lower === 'tomorrow') return addDays(today, 1);
  if (lower === 'next week') return addDays(today, 7);
  if (lower === 'next month') {
    return today.month === 12
      ? { year: today.year + 1, month: 1, day: 1 }
      : { year: today.year, month: today.month + 1, day: 1 };
  }
  const target = WEEKDAYS.indexOf(lower.replace('next ', ''));
  const current = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const ahead = (target - current + 7) % 7 || 7;
  return addDays(today, ahead);
}

/** A date without a year means its next occurrence from today, or stays yearless without today. */
function withYear(
  month: number,
  day: number,
  yearText: string | undefined,
  today: Ymd | null,
): Ymd | string | null {
  if (yearText) return { year: Number(yearText), month, day };
  if (!today) {
    const name = MONTHS[month - 1] ?? '';
    return month >= 1 && day >= 1 && day <= 31
      ? `${name.charAt(0).toUpperCase()}${name.slice(1)} ${day}`
      : null;
  }
  const sameYear = { year: today.year, month, day };
  const passed = month < today.month || (month === today.month && day < today.day);
  return passed ? { ...sameYear, year: today.year + 1 } : sameYear;
}

function push(found: Mention[], date: Ymd | string | null, start: number, length: number): void {
  if (date === null) return;
  if (typeof date === 'string') found.push({ value: date, start, end: start + length });
  else if (valid(date)) found.push({ value: format(date), start, end: start + length });
}

/** How an all-numeric date ("01/03/2027") is read when both numbers could be the month. */
export type NumericDateOrder = 'month-first' | 'day-first';

export function findDates(
  text: string,
  todayIso?: string,
  order: NumericDateOrder = 'month-first',
): Mention[] {
  const today = todayIso ? parseIso(todayIso) : null;
  const found: Mention[] = [];
  for (const m of text.matchAll(ISO))
    push(found, { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, m.index, m[0].length);
  for (const m of text.matchAll(NUMERIC)) {
    const first = Number(m[1]);
    const second = Number(m[2]);
    const rawYear = Number(m[3]);
    const year = rawYear < 100 ? 2000 + rawYear : rawYear;
    // The locale's order, unless one of the numbers cannot be a month ("25/12/2026", "12/25/2026").
    const dayFirst = first > 12 || (order === 'day-first' && second <= 12);
    const date = dayFirst ? { year, month: second, day: first } : { year, month: first, day: second };
    push(found, date, m.index, m[0].length);
  }
  for (const m of text.matchAll(MONTH_FIRST))
    push(found, withYear(monthIndex(m[1] ?? ''), Number(m[2]), m[3], today), m.index, m[0].length);
  for (const m of text.matchAll(MONTH_ORDINAL)) {
    // "we may first check it": a lower-case "may" before a word is the verb.
    if (m[1] === 'may') continue;
    push(
      found,
      withYear(monthIndex(m[1] ?? ''), ordinalDay(m[2] ?? ''), m[3] ?? yearInWords(m[4]), today),
      m.index,
      m[0].length,
    );
  }
  // "the first of january", "the fifteenth of June 2027": the day in words before the month.
  for (const m of text.matchAll(ORDINAL_OF_MONTH))
    push(found, withYear(monthIndex(m[2] ?? ''), ordinalDay(m[1] ?? ''), m[3], today), m.index, m[0].length);
  for (const m of text.matchAll(MID_MONTH))
    push(found, withYear(monthIndex(m[1] ?? ''), 15, m[2], today), m.index, m[0].length);
  for (const m of text.matchAll(DAY_FIRST))
    push(found, withYear(monthIndex(m[2] ?? ''), Number(m[1]), m[3], today), m.index, m[0].length);
  if (today) {
    for (const m of text.matchAll(FROM_TODAY)) {
      const count = parseCount(m[1] ?? '') ?? 0;
      const unit = (m[2] ?? '').toLowerCase();
      const base = (m[3] ?? '').toLowerCase() === 'tomorrow' ? addDays(today, 1) : today;
      const months = unit === 'year' ? count * 12 : unit === 'month' ? count : 0;
      push(
        found,
        months ? addMonths(base, months) : addDays(base, count * (unit === 'week' ? 7 : 1)),
        m.index,
        m[0].length,
      );
    }
    for (const m of text.matchAll(RELATIVE)) push(found, relative(m[1] ?? '', today), m.index, m[0].length);
    // "paid off by the end of 2030": the year's last day.
    for (const m of text.matchAll(END_OF_YEAR))
      push(found, { year: Number(m[1]), month: 12, day: 31 }, m.index, m[0].length);
    if (CHRONO_HINT.test(text)) found.push(...chronoDates(text, today));
  }
  return dropOverlaps(found);
}

function chronoDates(text: string, today: Ymd): Mention[] {
  const found: Mention[] = [];
  const instant = new Date(Date.UTC(today.year, today.month - 1, today.day, 12));
  for (const result of chrono.parse(text, { instant, timezone: 0 }, { forwardDate: true })) {
    if (!CHRONO_PHRASE.test(result.text)) continue;
    const date = {
      year: result.start.get('year') ?? today.year,
      month: result.start.get('month') ?? today.month,
      day: result.start.get('day') ?? today.day,
    };
    const start = text.slice(0, result.index).match(/\b(?:by\s+)?(?:the\s+)?$/i)?.[0] ?? '';
    push(found, date, result.index - start.length, start.length + result.text.length);
  }
  return found;
}

/**
 * The last day of a period that starts on `startText` ("December 1, 2026") and lasts `duration`
 * ("12 months"): "November 30, 2027". Null when either cannot be read.
 */
export function periodEnd(startText: string, duration: string): string | null {
  const start = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(startText.trim());
  const length = /^(\d{1,3}) (day|week|month|year)s?$/.exec(duration.trim());
  if (!start || !length) return null;
  const month = monthIndex(start[1] ?? '');
  const count = Number(length[1]);
  const unit = length[2] ?? '';
  const date = { year: Number(start[3]), month, day: Number(start[2]) };
  if (month < 1 || !valid(date)) return null;
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day));
  if (unit === 'day') moved.setUTCDate(moved.getUTCDate() + count);
  if (unit === 'week') moved.setUTCDate(moved.getUTCDate() + 7 * count);
  if (unit === 'month') moved.setUTCMonth(moved.getUTCMonth() + count);
  if (unit === 'year') moved.setUTCFullYear(moved.getUTCFullYear() + count);
  moved.setUTCDate(moved.getUTCDate() - 1);
  return format({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}
