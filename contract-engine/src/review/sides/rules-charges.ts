import { payerOf } from './rules-payment';
import { bare, display, matches, type SideRule } from './side-finding';

// Default interest: a higher rate of interest once the payer is in default ("After any default,
// interest shall accrue at 28% per year", "the Default Rate of 24% per annum"). The side-blind
// late-fee flag reads one late charge per contract, so a default rate beside a late fee went
// unremarked. Flagged for the payer only, when the rate is high in itself (18% a year or more) or
// more than double the contract's ordinary rate; high when it comes on top of a late fee or reaches
// 24% a year.

const DEFAULT_TRIGGER =
  /\b(?:after|upon|on|following|during|while)\s+(?:the\s+)?(?:occurrence\s+of\s+)?(?:an?y?\s+)?(?:event\s+of\s+)?default\b|\bdefault\s+(?:rate|interest)\b/gi;
const RATE =
  /(\d{1,3}(?:\.\d+)?)\s?(?:%|percent|per\s?cent)\s*(?:(?:per|a|each|every)\s+)?(year|annum|month)?/i;
const INTEREST = /\binterest\b/i;
const LATE_FEE =
  /\blate (?:fee|charge|payment (?:fee|charge))s?\b|\b(?:administration|administrative) (?:fee|charge)\b[^.;]{0,60}\blate\b/i;
/** A rate of 18% a year or more is high in itself (usury ceilings in many places sit near it). */
const HIGH_ANNUAL = 18;
const VERY_HIGH_ANNUAL = 24;

/** An interest rate as a yearly percentage; a rate with no period is read as yearly. */
function annualRate(text: string): number | null {
  const m = RATE.exec(text);
  if (!m?.[1]) return null;
  const rate = Number(m[1]);
  return m[2]?.toLowerCase() === 'month' ? rate * 12 : rate;
}

const defaultInterest: SideRule = (ctx) => {
  if (payerOf(ctx) !== 'user') return [];
  for (const { sentence, at } of matches(ctx, DEFAULT_TRIGGER)) {
    const text = sentence.text;
    if (!INTEREST.test(text)) continue;
    const rate = annualRate(text.slice(at)) ?? annualRate(text);
    if (rate === null) continue;
    // The ordinary rate: interest in a sentence that says nothing of default or lateness.
    const ordinarySentence = ctx.doc.sentences.find(
      (s) =>
        INTEREST.test(s.text) &&
        !/\bdefault|\blate\b|\boverdue\b|\bunpaid\b/i.test(s.text) &&
        annualRate(s.text) !== null,
    );
    const ordinary = ordinarySentence ? annualRate(ordinarySentence.text) : null;
    const steep = rate >= HIGH_ANNUAL || (ordinary !== null && rate > ordinary * 2 && rate - ordinary > 5);
    if (!steep) continue;
    const lateFee = ctx.doc.sentences.find((s) => s.index !== sentence.index && LATE_FEE.test(s.text));
    const O = display(ctx.other);
    const shown = Number.isInteger(rate) ? String(rate) : rate.toFixed(1);
    const base = ordinary !== null && ordinary < rate ? ` instead of the ordinary ${ordinary}%` : '';
    return [
      {
        id: 'default-interest',
        rank: 8,
        effect: 'adverse',
        severity: lateFee || rate >= VERY_HIGH_ANNUAL ? 'high' : 'medium',
        title: lateFee ? 'Default interest on top of a late fee' : 'High default interest rate',
        explanation: `Once you are in default, interest runs at ${shown}% a year${base}${lateFee ? `, and a separate late fee is charged as well, so one late payment is charged twice` : ''}. Ordinary interest already compensates ${O} for waiting; a steep default rate is a penalty, which courts in many places refuse to enforce and usury laws may cap.`,
        consequences:
          'A single missed payment makes the debt grow fast and can leave you owing far more than the payment you missed.',
        fix: `If ${bare(ctx.user)} fails to pay an amount when due, that amount (and only that amount) bears interest from the due date until paid at the ordinary contract rate plus two percent (2%) a year, or the maximum rate permitted by law if lower. This interest replaces any late fee on the same amount.`,
        rationale:
          'Keeps a modest premium for late payment on the overdue amount only, and stops charging twice for one late payment.',
        sentence,
      },
    ];
  }
  return [];
};

export const CHARGE_RULES: readonly SideRule[] = [defaultInterest];
