import { ratesIn } from '../reading/arguments';
import { periodInDays, periodsIn } from '../../language/periods';
import type { FlagRule } from './flag-rule';

// Flags about one party controlling the deal: unilateral termination, price or term changes,
// automatic renewal with a long notice window.

const MUTUAL_ACTOR =
  /\b(?:either party|each party|both parties|the parties|any party|mutual\w*|by agreement of|agreed in writing|written agreement of)\b/i;
const UNILATERAL_TRIGGER =
  /\b(?:at any time|sole (?:and absolute )?discretion|without cause|for any reason|for convenience|from time to time|without (?:prior )?notice|upon (?:written )?notice|by (?:giving|posting|providing) notice)\b/i;

// The notice period is the first day/week/month period after the word "notice" (renewal terms
// in years often appear in the same sentence and must not be mistaken for it).
function noticeDays(s: string): number {
  const at = s.search(/\bnotice\b|\bnotif/i);
  const after = at >= 0 ? periodsIn(s.slice(at)).find((p) => p.unit !== 'year') : undefined;
  const any = after ?? periodsIn(s).find((p) => p.unit !== 'year');
  return any ? periodInDays(any) : 0;
}

/** "a late charge of 10% of the overdue amount": a one-off charge on the late sum. */
const ONE_OFF =
  /\bof (?:the|any|such|each) (?:overdue|late|unpaid|outstanding)?\s*(?:amount|sum|payment|balance|instal?ment|rent)/i;

/** A rate whose period follows the amount it applies to: "10% of the overdue amount per day". */
const SPLIT_PERIOD =
  /(\d+(?:\.\d+)? ?(?:%|percent))(\s+of\b[^.;%]{1,60}?)\b(?:per|a|each|every) (day|week|month|annum|year)\b/i;

export const CONTROL_FLAGS: readonly FlagRule[] = [
  {
    id: 'unilateral-termination',
    title: 'Unilateral right to terminate',
    severity: 'medium',
    description: 'One party alone may end the contract without cause.',
    legalConsequences:
      'The other party can lose the contract (and the revenue or service it depends on) at short notice without any breach on its side, and may be left with sunk costs.',
    patterns: [
      /\bmay (?:immediately )?terminate\b[^.;]{0,160}\b(?:at any time|without cause|for any reason|for convenience|in its sole discretion|for any or no reason)\b/gi,
    ],
    exclude: MUTUAL_ACTOR,
    suggest: () => ({
      suggestedText:
        "Either party may terminate this Agreement for convenience by giving the other party at least thirty (30) days' prior written notice, and fees for work performed up to the termination date shall remain payable.",
      rationale:
        'Making the right mutual, with a notice period and payment for work done, removes the imbalance and protects sunk costs.',
    }),
  },
  {
    id: 'unilateral-price-change',
    title: 'Unilateral price change',
    severity: 'high',
    description: 'One party may change fees or prices on its own.',
    legalConsequences:
      'Costs can rise during the term without agreement; the only remedy may be to terminate, possibly at a cost.',
    patterns: [
      /\b(?:may|reserves? the right to|can|is entitled to)\b[^.;]{0,40}\b(?:change|modify|increase|adjust|revise|amend|raise)\b[^.;]{0,40}\b(?:fees?|prices?|pricing|rates?|charges?|rent)\b/gi,
    ],
    require: UNILATERAL_TRIGGER,
    exclude: MUTUAL_ACTOR,
    suggest: () => ({
      suggestedText:
        "Fees may be changed only by written agreement of both parties, except that once in each twelve (12) month period the supplier may increase fees by no more than the change in the consumer price index, on at least sixty (60) days' prior written notice.",
      rationale: 'Tying increases to agreement or an objective index keeps the price predictable.',
    }),
  },
  {
    id: 'unilateral-amendment',
    title: 'Unilateral right to amend the contract',
    severity: 'high',
    description: "One party may change the terms of the contract without the other's consent.",
    legalConsequences:
      'Obligations, fees or rights can change after signing; continued performance may be treated as acceptance.',
    patterns: [
      /\b(?:may|reserves? the right to|can)\b[^.;]{0,30}\b(?:amend|modify|change|update|revise)\b[^.;]{0,30}\b(?:this agreement|these terms|the terms|this contract|any (?:term|provision))\b/gi,
    ],
    require: UNILATERAL_TRIGGER,
    exclude: MUTUAL_ACTOR,
    suggest: () => ({
      suggestedText:
        'This Agreement may be amended only by a written instrument signed by authorised representatives of both parties.',
      rationale: 'Changes to agreed terms should need the consent of both sides.',
    }),
  },
  {
    id: 'auto-renewal-long-notice',
    title: 'Automatic renewal with a long notice period',
    severity: 'medium',
    description: 'The contract renews automatically unless notice is given well before the end of the term.',
    legalConsequences:
      'Missing the notice window locks the parties into another full term, with its payment obligations, even if they no longer want the contract.',
    patterns: [
      /\b(?:automatic(?:ally)?|auto)[- ]?(?:be )?renew\w*/gi,
      /\brenew\w*\b[^.;]{0,60}\bautomatic\w*/gi,
      /\bevergreen\b/gi,
    ],
    require: /\bnotice\b|\bnotif\w*/i,
    assess: (s) => {
      const days = noticeDays(s);
      if (days >= 90) return { severity: 'high', detail: `The notice window is about ${days} days.` };
      if (days >= 60) return { severity: 'medium', detail: `The notice window is about ${days} days.` };
      return null;
    },
    suggest: (s) => ({
      suggestedText: s.replace(
        /\b(?:at least |not less than |no less than )?(?:[a-z-]+ )?\(?\d+\)? (?:calendar )?days'?/i,
        "at least thirty (30) days'",
      ),
      rationale:
        'A 30-day window is easier to manage and is the common market notice period for non-renewal.',
    }),
  },
  {
    id: 'auto-renewal',
    title: 'Automatic renewal',
    severity: 'low',
    description: 'The contract renews automatically at the end of each term.',
    legalConsequences:
      'Unless someone diarises the renewal date, the contract and its payments continue for another term.',
    patterns: [
      /\b(?:automatic(?:ally)?|auto)[- ]?(?:be )?renew\w*/gi,
      /\brenew\w*\b[^.;]{0,60}\bautomatic\w*/gi,
      /\bevergreen\b/gi,
    ],
    assess: (s) => (/\bnotice\b|\bnotif\w*/i.test(s) && noticeDays(s) >= 60 ? null : { severity: 'low' }),
    suggest: (s) => ({
      suggestedText: `${s.trim()} The party entitled to the renewal fee shall remind the other party in writing at least sixty (60) days before each renewal date.`,
      rationale: 'A renewal reminder prevents unintended renewals.',
    }),
  },
  {
    id: 'late-fee-above-norm',
    title: 'Late-payment charge above the norm',
    severity: 'medium',
    description:
      'Interest or fees on late payment are higher than is usual (about 1-1.5% a month, or a one-off charge of up to 5%).',
    legalConsequences:
      'Overdue amounts grow quickly; excessive rates may also be unenforceable under usury or late-payment laws.',
    patterns: [
      /\b(?:late|overdue|past[- ]due|unpaid|delinquent|not paid (?:when|by|on)|not (?:received|paid) by)\b[^.;]{0,160}\b\d+(?:\.\d+)? ?(?:%|percent)/gi,
      /\b\d+(?:\.\d+)? ?(?:%|percent)[^.;]{0,120}\b(?:late|overdue|past[- ]due|unpaid|delinquent)\b/gi,
    ],
    assess: (s) => {
      const m = /(\d+(?:\.\d+)?) ?(?:%|percent)(?:\)| per| a| each|\s)*(month|annum|year|week|day)?/i.exec(s);
      if (!m || m[1] === undefined) return null;
      const rate = Number(m[1]);
      // "10% of the overdue amount per day": the period may follow the amount it applies to.
      const period = m[2] ?? SPLIT_PERIOD.exec(s)?.[3];
      // "a late charge of 10% of the overdue amount": a one-off charge, not a monthly rate.
      if (
        !period &&
        /\bof (?:the|any|such|each) (?:overdue|late|unpaid|outstanding)?\s*(?:amount|sum|payment|balance|instal?ment|rent)/i.test(
          s,
        )
      ) {
        if (rate <= 5) return null;
        return {
          severity: rate >= 15 ? 'high' : 'medium',
          detail: `That is a one-off charge of ${rate}% of the late amount, above the usual 5% or less.`,
        };
      }
      const unit = (period ?? 'month').toLowerCase();
      // The argument reader gives the yearly figure with compounding ('3% per month, compounded monthly').
      const read = ratesIn(s).find((r) => r.percent === rate && r.yearly !== null)?.yearly;
      const annual =
        read ??
        (unit === 'month' ? rate * 12 : unit === 'week' ? rate * 52 : unit === 'day' ? rate * 365 : rate);
      if (annual <= 18) return null;
      return {
        severity: annual >= 36 ? 'high' : 'medium',
        detail: `That is about ${Math.round(annual)}% a year.`,
      };
    },
    suggest: (s) => ({
      suggestedText: SPLIT_PERIOD.test(s)
        ? s.replace(SPLIT_PERIOD, (_all, _rate: string, between: string) => `1%${between}per month`)
        : s.replace(
            /\d+(?:\.\d+)? ?(?:%|percent)(?: per (?:month|annum|year|week|day))?/i,
            ONE_OFF.test(s) && !/\bper (?:month|annum|year|week|day)\b/i.test(s)
              ? '5%'
              : '1% per month (or the maximum rate permitted by law, if lower)',
          ),
      rationale: 'One percent a month is a common, enforceable late-payment rate.',
    }),
  },
  {
    id: 'sole-discretion',
    title: "Decisions left to one party's sole discretion",
    severity: 'low',
    description:
      'A party may decide something affecting the other "in its sole discretion", with no reasonableness standard.',
    legalConsequences:
      'Such decisions are hard to challenge even when they are unfair; the other party has little recourse.',
    patterns: [/\b(?:sole|absolute|unfettered) (?:and (?:absolute|unfettered) )?discretion\b/gi],
    suggest: (s) => ({
      suggestedText: s.replace(
        /\b(?:sole|absolute|unfettered) (?:and (?:absolute|unfettered) )?discretion\b/gi,
        'reasonable discretion, exercised in good faith',
      ),
      rationale:
        'A reasonableness and good-faith standard keeps the decision with that party but makes arbitrary use challengeable.',
    }),
  },
];
