import { PREFIXED, SUFFIXED, SYMBOLS, formatAmount } from './currency';
import type { Mention } from './mention';
import { NUMBER_WORD, wordsToNumber } from './number-words';

export { wordsToNumber };

// Amounts as people type them: "$2,500", "2500 dollars", "$3k", "two grand", "65 an hour", "deposit
// fifteen hundred", with the rate or cap that follows. Amounts with a currency are read in currency.ts.

const RATE =
  /^\s*(?:\/\s*|per\s+|an?\s+|each\s+|every\s+)(hour|hr|day|week|month|mo|year|yr|annum|project|session|visit|night|episode|article|post|video|word|page|item|unit|piece|class|lesson|guest|person|head|event|shift)\b/i;
// "$30 per car", "$150 per illustration", "$2/bag": after "per" or a slash any noun is the unit.
const ANY_RATE = /^\s*(?:\/\s*|per\s+)([a-z]{2,20})\b/i;
const NOT_UNITS = new Set(['the', 'our', 'my', 'your', 'their', 'his', 'her', 'its', 'cent', 'annum', 'se']);

const RATE_NAMES: Record<string, string> = { hr: 'hour', mo: 'month', yr: 'year', annum: 'year' };

export interface MoneyMention extends Mention {
  /** " per hour" when a rate unit follows the amount, else ''. */
  rate: string;
}

// "$75 an hour, capped at 120 hours": the cap belongs to the fee.
const CAP =
  /^\s*,?\s*(?:and\s+|but\s+)?(?:(?:capped|limited)\s+at|up\s+to|not\s+to\s+exceed|(?:no|not)\s+more\s+than|at\s+most|(?:with\s+)?an?\s+(?:cap|maximum|max|limit)\s+of|max(?:imum)?(?:\s+of)?)\s+((?:\$|€|£)?\d[\d,]*(?:\.\d{1,2})?\s?k?\s*(?:hours?|hrs?|days?|sessions?|visits?)?(?:(?:\s*\/\s*|\s+(?:per|a|each)\s+)(?:week|wk|month|mo|year|yr)\b)?)/i;

// "£1,200 pcm", "£300 pw": the British abbreviations for per calendar month and per week.
const SHORT_RATE = /^\s*(pcm|p\.c\.m\.?|pw|p\/w)(?![\w])/i;

function withRate(text: string, end: number): { rate: string; end: number } {
  const rest = text.slice(end);
  const short = SHORT_RATE.exec(rest);
  if (short)
    return { rate: /^p\.?c/i.test(short[1] ?? '') ? ' per month' : ' per week', end: end + short[0].length };
  const any = ANY_RATE.exec(rest);
  const match = RATE.exec(rest) ?? (any && !NOT_UNITS.has((any[1] ?? '').toLowerCase()) ? any : null);
  if (!match) return { rate: '', end };
  const unit = (match[1] ?? '').toLowerCase();
  const after = end + match[0].length;
  const cap = CAP.exec(text.slice(after));
  // "20 hrs/week" reads "20 hours per week" in the contract.
  const capValue = (cap?.[1] ?? '')
    .replace(/\bhrs?\b/i, 'hours')
    .replace(/\s*\/\s*(?=(?:week|wk|month|mo|year|yr)\b)/i, ' per ')
    .replace(
      /\b(wk|mo|yr)\b/i,
      (unit) => ({ wk: 'week', mo: 'month', yr: 'year' })[unit.toLowerCase()] ?? unit,
    )
    .trim();
  const capText = capValue ? `, capped at ${capValue}` : '';
  return { rate: ` per ${RATE_NAMES[unit] ?? unit}${capText}`, end: after + (cap ? cap[0].length : 0) };
}

// "Weekly rate $1,200", "a daily fee of $95": the rate's period is named before the amount.
const RATE_BEFORE =
  /\b(hourly|daily|weekly|monthly|annual|yearly|nightly)\s+(?:rate|fee|rent|price|charge|retainer|salary|wage)\s*(?:of|is|will be|=|:)?\s*$/i;
const PERIODS: Record<string, string> = {
  hourly: 'hour',
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  annual: 'year',
  yearly: 'year',
  nightly: 'night',
};

function rateBefore(text: string, start: number): string {
  const match = RATE_BEFORE.exec(text.slice(Math.max(0, start - 40), start));
  return match ? ` per ${PERIODS[(match[1] ?? '').toLowerCase()] ?? ''}` : '';
}

const WORDED = new RegExp(
  `\\b(${NUMBER_WORD}(?:[\\s-]+${NUMBER_WORD})*)\\s+(dollars?|bucks|usd|euros?|pounds)\\b`,
  'gi',
);
const BARE_K =
  /(?<![\w$€£.,])(\d{1,4}(?:\.\d{1,2})?)\s?k\b(?!\s*(?:m\b|km|miles|run|steps|words|followers|views))/gi;

// "2 grand", "two grand", "a grand": thousands of dollars, as people say them.
const GRAND = new RegExp(
  `(?<![\\w$€£.,])(?:(?!a\\s)(\\d{1,4}(?:\\.\\d{1,2})?|${NUMBER_WORD}(?:[\\s-]+${NUMBER_WORD})*)\\s+grand\\b|(a)\\s+grand\\b(?!\\s+(?:total|opening|piano|prix|canyon|jury|slam|tour|finale|scheme|plan|prize)))`,
  'gi',
);

const BARE_RATE =
  /(?<![\w$€£.,/:#-])(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|[1-9]\d{1,5}(?:\.\d{1,2})?)(?=\s*(?:\/\s*|per\s+|an?\s+|each\s+)(?:hour|hr|day|week|month|mo|year|yr|night|visit|session|shift)\b)/gi;

// "a deposit of 2,450", "rent is 1,100": a number with a thousands comma after an amount's own noun.
const CUED_BARE =
  /(?<=\b(?:deposit|rent|price|fee|salary|cost|total|amount|principal|loan|sum|retainer)\s+(?:of|is|was|will be|=|:)\s+)(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?)(?![\d%])/gi;

// "repairs up to 500 without calling me": a bare limit, when nothing after it says what it counts.
const CAPPED_BARE =
  /(?<=\b(?:up to|limit of|limited to|capped at|max(?:imum)? of|no more than|not more than)\s+)(\d{3,6}|\d{1,3}(?:,\d{3})+)(?=\s*(?:$|[,.;!?)]|\s(?:without|w\/o|before|per|each|on|for|unless)\b))/gi;

// "deposit fifteen hundred", "two thousand five hundred a month", "she puts in ten thousand": a
// number in words with a scale word is an amount where an amount's noun precedes it or a pay period
// follows it ("two weeks", "three hundred words" stay as they are).
const SCALED_WORDS = new RegExp(
  `(?<![\\w$€£.,])(?!(?:and|a)\\b)(${NUMBER_WORD}(?:[\\s-]+(?!a\\b)${NUMBER_WORD})*)(?![\\w])`,
  'gi',
);
const AMOUNT_NOUN_BEFORE =
  /\b(?:deposit|rent|price|fee|salary|cost|total|amount|principal|loan|sum|retainer|puts?\s+in|putting\s+in|contribut(?:e|es|ing)|invest(?:s|ing)?|lend(?:s|ing)?|borrow(?:s|ing)?)\s*(?:of|is|was|will be|=|:)?\s*$/i;
const PERIOD_AFTER = /^\s*(?:\/\s*|per\s+|an?\s+|each\s+)(?:hour|hr|day|week|month|mo|year|yr|night)\b/i;

function readScaledWords(match: RegExpMatchArray): string | null {
  const words = (match[1] ?? '').trim();
  if (!/\b(?:hundred|thousand|million)\b/i.test(words)) return null;
  const text = match.input ?? '';
  const start = match.index ?? 0;
  const cued =
    AMOUNT_NOUN_BEFORE.test(text.slice(Math.max(0, start - 30), start)) ||
    PERIOD_AFTER.test(text.slice(start + (match[0] ?? '').length));
  const amount = cued ? wordsToNumber(words) : null;
  return amount === null ? null : formatAmount('$', String(amount), undefined);
}

interface Reader {
  pattern: RegExp;
  /** The amount was typed without a currency: it takes the one the message uses elsewhere. */
  bare?: boolean;
  /** The formatted amount of a match, or null when it is not one. */
  read: (match: RegExpMatchArray) => string | null;
}

const READERS: readonly Reader[] = [
  {
    pattern: PREFIXED,
    read: (m) => formatAmount(SYMBOLS[(m[1] ?? '$').toLowerCase()] ?? '$', m[2] ?? '', m[3]),
  },
  {
    pattern: SUFFIXED,
    read: (m) => formatAmount(SYMBOLS[(m[3] ?? 'usd').toLowerCase()] ?? '$', m[1] ?? '', m[2]),
  },
  {
    pattern: WORDED,
    read: (m) => {
      const amount = wordsToNumber(m[1] ?? '');
      const symbol = SYMBOLS[(m[2] ?? 'usd').toLowerCase()] ?? '$';
      return amount === null ? null : formatAmount(symbol, String(amount), undefined);
    },
  },
  {
    pattern: GRAND,
    read: (m) => {
      const said = (m[1] ?? m[2] ?? '').toLowerCase();
      const amount = /^\d/.test(said) ? Number(said) : said === 'a' ? 1 : wordsToNumber(said);
      return amount === null ? null : formatAmount('$', String(amount), 'k');
    },
  },
  // "12 cents a word", "8¢ per unit": an amount under a dollar.
  {
    pattern: /(?<![\w$€£.,])(\d{1,2}(?:\.\d{1,2})?)\s?(?:cents?\b|¢)/gi,
    read: (m) => formatAmount('$', String(Number(m[1] ?? '') / 100), undefined),
  },
  // "15k", "95k a year" without a currency: people mean dollars in this product's market.
  { pattern: BARE_K, read: (m) => formatAmount('$', m[1] ?? '', 'k') },
  // "1,350 a month", "2000/mo", "65 an hour": a bare number with a pay period is an amount too.
  { pattern: BARE_RATE, read: (m) => formatAmount('$', m[1] ?? '', undefined), bare: true },
  { pattern: CUED_BARE, read: (m) => formatAmount('$', m[1] ?? '', undefined), bare: true },
  { pattern: SCALED_WORDS, read: readScaledWords, bare: true },
  {
    pattern: CAPPED_BARE,
    read: (m) => (/^(?:19|20)\d\d$/.test(m[1] ?? '') ? null : formatAmount('$', m[1] ?? '', undefined)),
    bare: true,
  },
];

/** "Rent is 2,450 CAD a month ... a deposit of 2,450": a bare amount is in the message's currency. */
function inMessageCurrency(found: MoneyMention[], bare: ReadonlySet<MoneyMention>): void {
  const symbols = new Set(found.filter((m) => !bare.has(m)).map((m) => /^[^\d]*/.exec(m.value)?.[0] ?? '$'));
  const [symbol] = symbols;
  if (symbols.size !== 1 || !symbol || symbol === '$') return;
  for (const mention of bare) mention.value = mention.value.replace(/^\$/, symbol);
}

export function findMoney(text: string): MoneyMention[] {
  const found: MoneyMention[] = [];
  const bare = new Set<MoneyMention>();
  // Earlier readers are more specific; a later one never takes text an earlier one read.
  for (const { pattern, read, bare: isBare } of READERS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((other) => start < other.end && other.start < end)) continue;
      const value = read(match);
      if (value === null) continue;
      const rate = withRate(text, end);
      const mention = { value, start, end: rate.end, rate: rate.rate || rateBefore(text, start) };
      found.push(mention);
      if (isBare) bare.add(mention);
    }
  }
  inMessageCurrency(found, bare);
  return mergeRanges(
    text,
    found.sort((a, b) => a.start - b.start),
  );
}

/** "$2,000-$3,000" and "$2k to $3k" are one amount: "$2,000 to $3,000". */
function mergeRanges(text: string, found: MoneyMention[]): MoneyMention[] {
  const out: MoneyMention[] = [];
  for (const mention of found) {
    const previous = out.at(-1);
    const between = previous ? text.slice(previous.end, mention.start) : '';
    const range =
      /^\s*(?:-|–|—|to)\s*$/.test(between) ||
      (/^\s*and\s*$/.test(between) &&
        /\bbetween\s*$/i.test(text.slice(Math.max(0, (previous?.start ?? 0) - 10), previous?.start ?? 0)));
    if (previous && !previous.rate && range) {
      out[out.length - 1] = {
        value: `${previous.value} to ${mention.value}`,
        start: previous.start,
        end: mention.end,
        rate: mention.rate,
      };
    } else out.push(mention);
  }
  return out;
}

/** A bare number typed in answer to a money question: "2500", "2,500.00", "3k". */
export function parseBareAmount(text: string): string | null {
  const worded = /^\s*(?:about|around|roughly)?\s*([a-z -]+?)\s*(?:dollars?|bucks)?\s*[.!]?\s*$/i.exec(text);
  const fromWords = worded?.[1] ? wordsToNumber(worded[1]) : null;
  if (fromWords !== null) return formatAmount('$', String(fromWords), undefined);
  const match =
    /^\s*(?:about|around|roughly)?\s*(\d[\d,]*(?:\.\d{1,2})?)(\s?[kK])?\s*(?:\/\s*|per\s+|an?\s+)?(hour|hr|day|week|month|year)?\s*[.!]?\s*$/i.exec(
      text,
    );
  if (!match) return null;
  const value = formatAmount('$', match[1] ?? '', match[2]);
  const unit = (match[3] ?? '').toLowerCase();
  return value && unit ? `${value} per ${RATE_NAMES[unit] ?? unit}` : value;
}
