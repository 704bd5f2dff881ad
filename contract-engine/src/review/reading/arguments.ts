import { currencyAmounts } from '../../language/currency';
import { findPercents } from '../../language/percentages';
import { describePeriod, periodInDays, periodsIn } from '../../language/periods';

// A clause's arguments, read the same way whatever the clause is about: money amounts, rates with
// the period they run over (6% per month is 72% a year, not 6%), notice periods, and the
// conditions that make a right absolute ('at any time', 'for any reason', 'without notice',
// 'regardless of length of service', 'in all circumstances').

export type RatePeriod = 'day' | 'week' | 'month' | 'year';

export interface Rate {
  readonly percent: number;
  readonly per: RatePeriod | null;
  /** The rate over a year: per month x 12, per week x 52, per day x 365; null without a period. */
  readonly yearly: number | null;
  readonly phrase: string;
}

// The period a rate runs over, read just after the percentage: "1.5% per month", "8% a year".
const RATE_PERIOD =
  /^[^.;%]{0,60}?\b(?:per|a|each|every|for each)\s+(?:calendar\s+)?(day|week|month|year|annum|month or part of a month)(?![a-z])/i;
const PER_YEAR = { day: 365, week: 52, month: 12, year: 1 } as const;
const COMPOUNDED = /^[^.;]{0,40}\bcompound\w*/i;

export function ratesIn(text: string): Rate[] {
  const out: Rate[] = [];
  for (const found of findPercents(text)) {
    if (!found.figures) continue;
    const period = RATE_PERIOD.exec(text.slice(found.end));
    const said = text.slice(found.start, found.end) + (period?.[0] ?? '');
    const percent = found.percent;
    const unit = (period?.[1] ?? '').toLowerCase();
    const per: RatePeriod | null = unit.startsWith('month')
      ? 'month'
      : unit === 'annum' || unit === 'year'
        ? 'year'
        : unit === 'week' || unit === 'day'
          ? unit
          : /\b(?:per annum|annual(?:ly)?|a year|yearly)\b/i.test(said)
            ? 'year'
            : null;
    // '2% per month, compounded monthly' is about 26.8% a year, not 24%.
    const compounded =
      per !== null && per !== 'year' && COMPOUNDED.test(text.slice(found.end, found.end + 80));
    const yearly = per
      ? compounded
        ? Math.round(((1 + percent / 100) ** PER_YEAR[per] - 1) * 10000) / 100
        : Math.round(percent * PER_YEAR[per] * 100) / 100
      : null;
    out.push({
      percent,
      per,
      yearly,
      phrase: `${percent}%${per ? ` per ${per}` : ''}`,
    });
  }
  return out;
}

export function amountsIn(text: string): string[] {
  return currencyAmounts(text).map((m) => m.value);
}

export interface Notice {
  readonly days: number;
  readonly phrase: string;
}

/** The notice a clause gives ("on 15 days' notice", "one week's notice"), shortest first. */
export function noticeIn(text: string): Notice | null {
  if (!/\bnotice\b/i.test(text)) return null;
  const periods = periodsIn(text)
    .filter((p) => p.unit !== 'year')
    .map((p) => ({ days: periodInDays(p), phrase: describePeriod(p) }))
    .sort((a, b) => a.days - b.days);
  return periods[0] ?? null;
}

/** Conditions that widen a right or a burden to every case. */
export const CONDITIONS = {
  anyTime: /\bat any time\b|\bat will\b|\bwhenever\b/i,
  anyReason:
    /\bfor any reason\b|\bwithout (?:giving )?(?:a |any )?(?:reason|cause)\b|\bfor (?:its )?convenience\b|\bfor no reason\b/i,
  noNotice:
    /\bwithout (?:any |prior |advance |giving |further |first giving )?(?:notice|warning)\b|\bwith no (?:prior |advance |further )?notice\b/i,
  regardless:
    /\bregardless of\b|\birrespective of\b|\bwhatever the\b|\b(?:in|under) (?:all|any) (?:circumstances|event|case)\b|\bwhether or not\b|\bin every case\b|\beven (?:if|where|when)\b|\bincluding (?:if|where|when)\b/i,
  negligence: /\bnegligen\w*/i,
  /** Liability excluded even where the excluding party is at fault ('even where it results from its failure to maintain'). */
  ownFault:
    /\b(?:even|including) (?:where|if|when|though)\b[^.;]{0,100}\b(?:fault|failure|fails?|neglect\w*|negligen\w*|breach\w*|default\w*|error)\b|\bhowever (?:caused|arising)\b|\bwhatever (?:its|the|their) causes?\b|\bfrom any cause\b/i,
  carveOut:
    /\b(?:except|other than|save (?:for|in)|excluding|unless|does not (?:apply|limit)|nothing in this)\b/i,
  ownDiscretion:
    /\b(?:sole|absolute|own) discretion\b|\b(?:at|in) (?:its|their|his|her|the \w+(?:['’]s|s['’])|\w+(?:['’]s|s['’])) (?:sole |absolute |own |complete |unfettered )?discretion\b|\bthe \w+ (?:considers?|deems?|believes?) (?!reasonabl)|\bas (?:it|the \w+) (?:decides|determines|sees fit)\b|\bin amounts? (?:the \w+ |it )?decides\b|\bas (?:it|they) (?:may )?determine\b|\b(?:it|they) (?:considers?|deems?|believes?|thinks?)\b|\bof (?:its|their) (?:own )?choosing\b|\bin (?:its|their) (?:sole |own )?opinion\b|\b(?:any|such|whatever) (?:amounts?|sums?|deductions?) (?:as )?(?:it|they|the \w+) (?:decides?|determines?|considers?|thinks?)\b|\b(?:when|once|whenever) (?:the )?\w+ (?:considers?|deems?|decides?|determines?|believes?)\b(?! reasonabl)/i,
} as const;

export type Condition = keyof typeof CONDITIONS;

const CONDITION_NAMES: readonly Condition[] = [
  'anyTime',
  'anyReason',
  'noNotice',
  'regardless',
  'negligence',
  'ownFault',
  'carveOut',
  'ownDiscretion',
];

export function conditionsIn(text: string): ReadonlySet<Condition> {
  return new Set(CONDITION_NAMES.filter((name) => CONDITIONS[name].test(text)));
}

/** When something falls due: 'within 30 days of each invoice', 'on the 1st of each month', 'every two weeks'. */
const WHEN =
  /\b(?:within [\w-]+(?: \(\d+\))? (?:business |calendar |working )?(?:days?|weeks?|months?)(?: (?:of|after|from) (?:the |each |its |their )?(?!(?:it|they|he|she)\b)[a-z]+(?: (?!(?:is|are|was|were|has|have)\b)[a-z]+)?)?|(?:on|by|before) the \d{1,2}(?:st|nd|rd|th)?(?: day)? of (?:each|every|the) month|in advance|(?:per|each|every|a) (?:month|week|year)|every (?:two|2) weeks|monthly|weekly|[\w-]+ (?:\(\d+\) )?days? before the [a-z]+|on signing|on demand)\b/i;

export function whenIn(text: string): string | null {
  return WHEN.exec(text)?.[0] ?? null;
}
