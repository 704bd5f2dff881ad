import type { Sentence } from '../text/sentences';
import { actorAt, bare, display, finding, matches, MUTUAL, type SideRule, type Who } from './side-finding';

// Ending the contract: the other side may terminate at once for any breach, however small, with no
// materiality test and no chance to put it right, while the user has no such right.

const FOR_ANY_BREACH =
  /\b(?:may|can|shall (?:be entitled|have the right) to|is entitled to|reserves the right to)\s+(?:\w+\s+){0,3}?terminate\b[^.;]{0,160}?\b(?:breach\w*|fails? to (?:comply|perform|observe))\b/gi;
/** What makes a termination for breach fair: a material breach, a cure period, a repeated breach. */
const FAIR_TRIGGER =
  /\bmaterial(?:ly)?\b|\bcure[ds]?\b|\bremed(?:y|ied|ies)\b|\brectif\w*|\bwithin\s+(?:[a-z-]+\s+)?\(?\d+\)?\s*(?:business |calendar |working )?days?\b|\bpersistent\w*|\brepeated\w*|\bserious\w*|\bfundamental\b/i;

const terminationForAnyBreach: SideRule = (ctx) => {
  const found: Array<{ who: Who; sentence: Sentence }> = [];
  for (const { sentence, at } of matches(ctx, FOR_ANY_BREACH)) {
    if (MUTUAL.test(sentence.text.slice(0, at + 12))) return [];
    found.push({
      who: FAIR_TRIGGER.test(sentence.text) ? 'mutual' : actorAt(ctx, sentence.text, at, 80),
      sentence,
    });
  }
  // The user may end it for breach too (on any terms), or a fair clause covers the other side: not one-sided.
  if (found.some((f) => f.who === 'user')) return [];
  const hit = found.find((f) => f.who === 'other');
  if (!hit) return [];
  const O = display(ctx.other);
  const f = finding(
    ctx,
    {
      id: 'termination-for-any-breach',
      rank: 4,
      severity: 'medium',
      title: `${O} can end the contract for any breach, however small`,
      explanation: `${O} may terminate for any breach at all, with no test of how serious it is and no time for you to put it right, and you have no matching right.`,
      consequences: `A minor or technical slip, such as a late report, could cost you the whole contract and what you invested in it.`,
      fix: `Either party may terminate this Agreement by written notice if the other party materially breaches it and fails to cure the breach within thirty (30) days after receiving written notice describing it. ${bare(ctx.other)} may not terminate for a breach that ${bare(ctx.user)} has cured.`,
      rationale: 'Limits termination to serious breaches that are not put right in time, for both parties.',
      sentence: hit.sentence,
    },
    hit.who,
    'other',
  );
  return f ? [f] : [];
};

// -- No exit for the user -------------------------------------------------------------------

const MAY_TERMINATE =
  /\b(?:may|can|is entitled to|shall be entitled to|reserves the right to|has the right to)\s+(?:\w+\s+){0,3}?terminate\b/gi;
const BARRED_FROM_ENDING =
  /\b(?:may not|shall not|cannot|can ?not|will not|has no right to|shall have no right to|is not entitled to)\s+(?:\w+\s+){0,2}?terminate\b/gi;
/** A bar with a way out (for cause, after notice, after a first period) still leaves an exit. */
const QUALIFIED =
  /\b(?:except|unless|other than|save|without|for convenience|during the first|before the first)\b/i;

const noExitForUser: SideRule = (ctx) => {
  const rights = matches(ctx, MAY_TERMINATE)
    .filter((m) => !/\bnot\b/i.test(m.text))
    .map((m) => ({
      m,
      who: MUTUAL.test(m.sentence.text.slice(0, m.at + 12))
        ? ('mutual' as const)
        : actorAt(ctx, m.sentence.text, m.at + 1, 80),
    }));
  // The user can end it somehow, or the other side cannot either: no imbalance to flag.
  if (rights.some((r) => r.who === 'user' || r.who === 'mutual') || !rights.some((r) => r.who === 'other'))
    return [];
  for (const { sentence, at } of matches(ctx, BARRED_FROM_ENDING)) {
    if (QUALIFIED.test(sentence.text) || actorAt(ctx, sentence.text, at + 1, 80) !== 'user') continue;
    const O = display(ctx.other);
    const [U, Ob] = [bare(ctx.user), bare(ctx.other)];
    return [
      {
        id: 'no-exit-for-user',
        rank: 4,
        effect: 'adverse',
        severity: 'medium',
        title: `You cannot end the contract, but ${O} can`,
        explanation: `This clause takes away any right for you to terminate, even if ${O} breaks the contract, while ${O} keeps its own right to end it. You are tied in for the whole term whatever happens.`,
        consequences: `If the relationship fails or ${O} does not perform, your only remedy is a claim for damages while you keep paying and performing.`,
        fix: `Either party may terminate this Agreement by written notice if the other party materially breaches it and fails to cure the breach within thirty (30) days after receiving written notice describing it. ${U} may also terminate this Agreement on ninety (90) days' written notice to ${Ob}.`,
        rationale: 'Gives you the same exit for breach as the other side, and a way out on notice.',
        sentence,
      },
    ];
  }
  return [];
};

export const EXIT_RULES: readonly SideRule[] = [terminationForAnyBreach, noExitForUser];
