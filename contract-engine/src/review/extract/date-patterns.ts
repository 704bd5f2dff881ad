// Date shapes found in contracts: "March 1, 2003", "1st day of March, 2003", "15 January 2018",
// "5/17/12", "2019-05-01". One combined pattern keeps date scanning to a single pass.

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DAY = '(?:[0-3]?[0-9])(?: ?(?:st|nd|rd|th))?';
const YEAR = '(?:1[89][0-9]{2}|2[0-9]{3})';

export const DATE_SOURCE = [
  `${MONTH} ${DAY},? ${YEAR}`,
  `${DAY} (?:day )?(?:of )?${MONTH},? ${YEAR}`,
  `(?:[0-1]?[0-9])/(?:[0-3]?[0-9])/(?:[0-9]{4}|[0-9]{2})`,
  `${YEAR}-[0-1][0-9]-[0-3][0-9]`,
].join('|');

/** Global, case-insensitive: every date in a text. */
export const DATE_GLOBAL = new RegExp(`\\b(?:${DATE_SOURCE})\\b`, 'gi');
/** First date in a string. */
export const DATE_ONCE = new RegExp(`\\b(?:${DATE_SOURCE})\\b`, 'i');

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  'seventy-five': 75,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  'one hundred twenty': 120,
  'one hundred eighty': 180,
};

// "thirty (30) days", "30 days", "six months", "90-day", "five-year".
export const PERIOD_SOURCE =
  '(?:(?:at least|not less than|no less than|a minimum of|not more than|up to|within|a period of) )?(?:([a-z]+(?:-[a-z]+)?) ?\\("?(\\d{1,4})"?\\)|(\\d{1,4})|([a-z]+(?:-[a-z]+)?))[ -](calendar |business |working )?(day|week|month|year)s?\'?';
export const PERIOD_GLOBAL = new RegExp(`\\b${PERIOD_SOURCE}`, 'gi');
export const PERIOD_ONCE = new RegExp(`\\b${PERIOD_SOURCE}`, 'i');

export interface Period {
  readonly amount: number;
  readonly unit: 'day' | 'week' | 'month' | 'year';
  readonly text: string;
  readonly index: number;
}

function toUnit(u: string): Period['unit'] | undefined {
  const l = u.toLowerCase();
  return l === 'day' || l === 'week' || l === 'month' || l === 'year' ? l : undefined;
}

export function parsePeriod(m: RegExpMatchArray): Period | undefined {
  const digits = m[2] ?? m[3];
  const word = (m[1] ?? m[4] ?? '').toLowerCase();
  const amount = digits !== undefined ? Number(digits) : NUMBER_WORDS[word];
  const unit = toUnit(m[6] ?? '');
  if (amount === undefined || !Number.isFinite(amount) || unit === undefined) return undefined;
  return { amount, unit, text: m[0], index: m.index ?? 0 };
}

export function periodsIn(text: string): Period[] {
  const out: Period[] = [];
  for (const m of text.matchAll(PERIOD_GLOBAL)) {
    const p = parsePeriod(m);
    if (p) out.push(p);
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
