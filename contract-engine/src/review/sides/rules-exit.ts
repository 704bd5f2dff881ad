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

export const EXIT_RULES: readonly SideRule[] = [terminationForAnyBreach];
