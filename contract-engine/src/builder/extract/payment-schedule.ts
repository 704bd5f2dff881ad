import type { Mention } from '../../language/mention';

// Payment timing in plain words; the value is phrased to read well after "on the following
// schedule:" in every template.

interface Rule {
  pattern: RegExp;
  value: (match: RegExpExecArray) => string;
  /** Paid per unit of work ("after each visit"): a period said beside it is when the bills fall due. */
  perUnit?: boolean;
  /** A plain period ("monthly"). */
  period?: boolean;
}

const SHARE = '(\\d{1,3}\\s*%|half|a third|one third|a quarter|one quarter)';
const FIRST_WHEN =
  'up ?front|up-front|in advance|as a deposit|deposit|down|now|on signing|at signing|upon signing|when (?:we|they|you) sign|at the start|before (?:work|the work|we|they) start\\w*';
const LATER_WHEN =
  '(?:on|upon|at|after|when|once)\\s+(?:the\\s+)?([a-z][a-z -]{2,40}?)(?=\\s*(?:[.,;!?\\n]|$|\\s+(?:and|but|by|via|through)\\b))';

// One part of a split payment: an amount or share (perhaps named: "a $500 retainer"), then when it
// is due: "on signing", "2 weeks before the wedding".
const PART =
  '(?:[$€£]\\s?\\d[\\d,]*(?:\\.\\d{1,2})?\\s?k?|\\d{1,3}\\s?%|the (?:rest|remainder|balance))(?:\\s+(?:retainer|deposit|down payment|payment|instal{1,2}ment|booking fee))?\\s+(?:is\\s+|due\\s+|paid\\s+)?(?:on|upon|at|after|when|once|by|(?:\\d{1,3}|one|two|three|four|six)\\s+(?:days?|weeks?|months?)\\s+(?:before|after|prior to|ahead of))\\s+(?:the\\s+)?[a-z][a-z -]{2,50}?';

function sharePercent(share: string): number {
  const lower = share.toLowerCase().replace(/\s+/g, '');
  if (lower === 'half') return 50;
  if (lower.endsWith('third')) return 33;
  if (lower.endsWith('quarter')) return 25;
  return Number(lower.replace('%', ''));
}

/** "delivered" reads as "delivery" after "on"; other words stay as the user said them. */
function eventText(event: string): string {
  const clean = event
    .trim()
    .toLowerCase()
    .replace(/^(?:the|a)\s+/, '');
  if (/^(?:it'?s|it is|work is|project is|report is|goods are)?\s*deliver(?:ed|y)?$/.test(clean))
    return 'delivery';
  if (/^(?:it'?s|it is|work is|project is)?\s*(?:complete[d]?|done|finished)$/.test(clean))
    return 'completion';
  return clean;
}

const INSTALMENT_AFTER_VERB =
  /\b(?:pay(?:s|ing)?\s+(?:\w+\s+)?back|repay(?:s|ing)?(?:\s+\w+)?|(?:monthly\s+|weekly\s+)?(?:re)?payments?\s+of|instal(?:l)?ments?\s+of)\s+([$€£]\s?\d[\d,]*(?:\.\d{1,2})?)\s*(?:\/\s*|an?\s+|per\s+|each\s+|every\s+)(week|month|quarter|year)\b/i;
const INSTALMENT_PERIOD_FIRST =
  /\b(monthly|weekly|quarterly|annual|yearly)\s+(?:re)?(?:payments?|instal(?:l)?ments?)\s+of\s+([$€£]\s?\d[\d,]*(?:\.\d{1,2})?)/i;

const RULES: readonly Rule[] = [
  {
    // "$1,100 on approval of the drafts and $1,100 on final delivery": each part as the user said it.
    pattern: new RegExp(
      `(${PART}(?:(?:,\\s+(?:and\\s+)?|\\s+and\\s+|;\\s*)${PART}){1,5})(?=\\s*(?:[.;!?\\n]|$))`,
      'i',
    ),
    value: (m) => {
      const parts = (m[1] ?? '')
        .split(/,\s+(?:and\s+)?|\s+and\s+(?=[$€£\d]|the (?:rest|remainder|balance))|;\s*/)
        .map((part) => part.trim());
      return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
    },
  },
  {
    // "half upfront and half on delivery", "30% upfront and the rest on completion",
    // "half now and half when the report is delivered"
    pattern: new RegExp(
      `${SHARE}\\s*(?:of (?:it|the (?:fee|price|total))\\s*)?(?:is\\s+|paid\\s+|due\\s+)?(?:${FIRST_WHEN})[^.?!\\n]{0,40}?\\b(?:and|,|then|with|plus)\\s+(?:the\\s+)?(?:other\\s+)?(${SHARE.slice(1, -1)}|rest|remainder|balance|remaining(?:\\s+\\d{1,3}\\s*%)?|other half)\\s*(?:is\\s+|paid\\s+|due\\s+)?${LATER_WHEN}`,
      'i',
    ),
    value: (m) => {
      const first = sharePercent(m[1] ?? '');
      const rest =
        /^\d|half$|third|quarter/i.test((m[2] ?? '').trim()) && !/other half/i.test(m[2] ?? '')
          ? sharePercent(m[2] ?? '')
          : 100 - first;
      return `${first}% upfront and ${rest}% on ${eventText(m[3] ?? '')}`;
    },
  },
  {
    pattern:
      /\b(?:in|over|across|split into|broken into)\s+(\d{1,2}|two|three|four|five|six)\s+(?:equal\s+)?milestones?\b|\b(\d{1,2}|two|three|four|five|six)\s+milestone payments?\b/i,
    value: (m) =>
      `in ${(m[1] ?? m[2] ?? '').toLowerCase()} instalments, each due on completion of an agreed milestone`,
  },
  {
    pattern:
      /(\d{1,3})\s*%\s*(?:up ?front|up-front|in advance|as a deposit|deposit|down|now|on signing|at signing|at the start)(?:[^.?!\n]{0,60}?(?:and|,|then|with)?\s*(?:the\s+)?(?:(\d{1,3})\s*%|rest|remainder|balance|remaining)\s*(?:due\s+)?(?:on|upon|at|after)\s+(completion|delivery|launch|the end|handover|final delivery|approval))?/i,
    value: (m) => {
      const first = Number(m[1]);
      if (!m[3]) return `${first}% upfront, with the balance due on completion`;
      const rest = m[2] ? `${Number(m[2])}%` : `the remaining ${100 - first}%`;
      return `${first}% upfront and ${rest} on ${m[3].toLowerCase()}`;
    },
  },
  {
    // "I'll pay him back $375 a month", "payments of $500 per month": the instalment and its period.
    pattern: INSTALMENT_AFTER_VERB,
    value: (m) => `${(m[1] ?? '').replace(/\s/g, '')} per ${(m[2] ?? '').toLowerCase()}`,
  },
  {
    // "monthly instalments of $500", "weekly payments of $80": the period is named before the amount.
    pattern: INSTALMENT_PERIOD_FIRST,
    value: (m) => `in ${(m[1] ?? '').toLowerCase()} instalments of ${(m[2] ?? '').replace(/\s/g, '')}`,
  },
  {
    // "she pays after each clean", "paid at the end of every session": after each unit of work.
    pattern:
      /\b(?:after|at the end of|following)\s+(each|every)\s+(clean(?:ing)?|visit|session|lesson|class|job|shift|event|shoot|delivery|service)\b/i,
    value: (m) => `after ${(m[1] ?? '').toLowerCase()} ${(m[2] ?? '').toLowerCase()}`,
    perUnit: true,
  },
  {
    // "interest-only monthly payments": the principal is repaid in one sum at the end.
    pattern: /\binterest[- ]only(?:\s+(monthly|quarterly|weekly|annual|yearly))?\b/i,
    value: (m) =>
      `interest-only ${m[1] ? `${m[1].toLowerCase()} ` : ''}payments, with the principal due in full on the maturity date`,
  },
  {
    // "pay within 30 days of invoice", "within 14 days of delivery".
    pattern:
      /\b(?:pay\w*\s+)?within\s+(\d{1,3})\s+days\s+(?:of|after|from)\s+(?:the\s+|each\s+|an?\s+)?(invoice|receipt|delivery|completion)\b/i,
    value: (m) => {
      const event = (m[2] ?? '').toLowerCase();
      return `within ${m[1]} days of ${event === 'invoice' ? 'the invoice date' : event}`;
    },
  },
  {
    // "cash when he picks it up", "on collection": paid in full when the goods change hands.
    pattern:
      /\b(?:when|once)\s+(?:he|she|they|the (?:buyer|renter|customer))\s+(?:picks?\s+(?:it|them)\s+up|collects?\s+(?:it|them))\b|\b(?:on|at|upon)\s+(?:pick-?up|collection)\b/i,
    value: () => 'in full on pickup',
  },
  {
    pattern: /\bnet[- ]?(\d{1,3})\b/i,
    value: (m) => `net ${m[1]} (due within ${m[1]} days of the invoice date)`,
  },
  {
    pattern:
      /\b(?:in\s+)?(\d{1,3}|two|three|four|five|six|ten|twelve)\s+(equal\s+)?(monthly|weekly|quarterly|annual)\s+(?:instal(?:l)?ments|payments)\b/i,
    value: (m) => `in ${m[1]} ${m[2] ?? ''}${m[3]?.toLowerCase()} instalments`,
  },
  {
    pattern:
      /\b(?:per|by|in|at each|on each)\s+milestones?\b|\bmilestone[- ]based\b|\bmilestone payments?\b/i,
    value: () => 'in instalments on completion of each agreed milestone',
  },
  {
    pattern: /\b(?:lump[- ]sum|single payment|one payment|all at once|one-time payment)\b/i,
    value: () => 'in a single lump-sum payment',
  },
  {
    pattern: /\b(?:in full\s+)?(?:up ?front|up-front|in advance|before (?:work|the work|we) start)/i,
    value: () => 'in full upfront, before work begins',
  },
  {
    pattern: /\b(?:on|upon|at|after)\s+(?:the\s+)?(completion|delivery|project completion|handover)\b/i,
    value: (m) => `in full on ${m[1]?.toLowerCase()}`,
  },
  {
    pattern: /\b(?:on|upon|due on)\s+receipt(?: of (?:the\s+)?invoice)?\b/i,
    value: () => 'due on receipt of each invoice',
  },
  {
    // "weekly mowing ..., billed monthly": the period beside a billing word is the payment's.
    period: true,
    pattern:
      /\b(?:billed|invoiced|paid|payable|charged|pay|invoice)\s+(?:(?:on\s+)?(?:a|an)\s+)?(weekly|monthly|quarterly|annually|yearly|bi-?weekly|fortnightly|every (?:two|2|other) weeks?)\b/i,
    value: (m) => {
      const period = (m[1] ?? '').toLowerCase();
      return /^(?:bi-?weekly|fortnightly|every)/.test(period)
        ? 'every two weeks'
        : period.replace('yearly', 'annually');
    },
  },
  {
    pattern: /\b(?:bi-?weekly|every (?:two|2|other) weeks?|fortnightly)\b/i,
    value: () => 'every two weeks',
    period: true,
  },
  {
    pattern: /\b(?:semi-?monthly|twice (?:a|per|each) month)\b/i,
    value: () => 'twice a month',
    period: true,
  },
  {
    // "a week from today" and "in a week" are dates, "for a week" a length, not how often one pays.
    pattern:
      /(?<!(?:twice|times)\s)\b(?:weekly|every week|each week|per week|(?<!(?:in|within|for|over|after)\s)a week(?!\s+(?:from|ago|later|before|after|of)\b))\b/i,
    value: () => 'weekly',
    period: true,
  },
  {
    pattern:
      /\b(?:monthly|every month|each month|per month|(?<!(?:in|within|for|over|after)\s)a month(?!\s+(?:from|ago|later|before|after|of)\b)|end of (?:each|the|every) month)\b/i,
    value: () => 'monthly',
    period: true,
  },
  { pattern: /\b(?:quarterly|every (?:three|3) months)\b/i, value: () => 'quarterly', period: true },
  { pattern: /\b(?:annually|yearly|once a year|every year)\b/i, value: () => 'annually', period: true },
];

const INSTALMENT_FIRST =
  /^\s*(?:(?:about|around|it'?s|it will be|we said)\s+)?([$€£]\s?\d[\d,]*(?:\.\d{1,2})?)\s*(?:\/\s*|an?\s+|per\s+|each\s+|every\s+)(week|month|quarter|year)\b/i;

/**
 * "$200 a month starting jan 1st" typed as the answer to how money is paid back: an instalment and
 * its period, not a price; the span covers the amount so it is not read as one.
 */
export function leadingInstalment(text: string): Mention | null {
  const match = INSTALMENT_FIRST.exec(text);
  if (!match) return null;
  const value = `${(match[1] ?? '').replace(/\s/g, '')} per ${(match[2] ?? '').toLowerCase()}`;
  return { value, start: match.index, end: match.index + match[0].length };
}

/**
 * "monthly instalments of $500": where an instalment's amount sits, so that a type whose amounts
 * are totals (a loan's principal, a sale's price) does not read it as one.
 */
export function instalmentSpan(text: string): Mention | null {
  const match = INSTALMENT_PERIOD_FIRST.exec(text) ?? INSTALMENT_AFTER_VERB.exec(text);
  return match ? { value: match[0], start: match.index, end: match.index + match[0].length } : null;
}

/** Where a payment split into amounts with their own dates sits ("$500 on signing and the rest
 * on delivery"): those amounts are parts of the schedule, not the price. */
export function splitPaymentSpan(text: string): Mention | null {
  const rule = RULES[0];
  const match = rule ? rule.pattern.exec(text) : null;
  return match ? { value: match[0], start: match.index, end: match.index + match[0].length } : null;
}

export function findPaymentSchedule(text: string): Mention | null {
  for (const rule of RULES) {
    const match = rule.pattern.exec(text);
    if (!match) continue;
    let value = rule.value(match).replace(/\s+/g, ' ').trim();
    // "monthly, invoiced after each visit": the period is when it is paid, the visit what is billed.
    const period = rule.perUnit ? besidePeriod(text, match.index, match.index + match[0].length) : null;
    if (period) value = `${period}, invoiced ${value}`;
    return { value, start: match.index, end: match.index + match[0].length };
  }
  return null;
}

const PERIOD_WORD =
  '(weekly|monthly|quarterly|annually|yearly|fortnightly|bi-?weekly|every (?:two|2|other) weeks?|(?:every|each) (?:week|month))';
const BILLED = '(?:invoiced?|billed|paid|payable)';
// The period alone as the clause before ("monthly, invoiced after each visit") or after ("after each visit, billed
// monthly"); "a clean every week, paid after each clean" is the task's frequency, not the payment's.
const PERIOD_BEFORE = new RegExp(
  `(?:^|[.;:!?]\\s*)(?:${BILLED}\\s+)?${PERIOD_WORD}\\s*[,;]?\\s*(?:and\\s+)?(?:${BILLED}\\s*)?$`,
  'i',
);
const PERIOD_AFTER = new RegExp(`^\\s*[,;]?\\s*(?:and\\s+)?(?:${BILLED}\\s+)?${PERIOD_WORD}\\b`, 'i');

function besidePeriod(text: string, start: number, end: number): string | null {
  const said = PERIOD_BEFORE.exec(text.slice(0, start))?.[1] ?? PERIOD_AFTER.exec(text.slice(end))?.[1];
  return said ? periodIn(said) : null;
}

function periodIn(text: string): string | null {
  for (const rule of RULES) {
    const match = rule.period ? rule.pattern.exec(text) : null;
    if (match) return rule.value(match);
  }
  return null;
}
