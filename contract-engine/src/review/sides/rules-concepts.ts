import type { ContractDocument } from '../text/document';
import type { Sentence } from '../text/sentences';
import type { Concept } from '../reading/concepts';
import { isRecital } from '../reading/recitals';
import { partyAfter, partyBefore, readClause, sentenceConcepts, type ClauseReading } from './clause-reading';
import { JUDGMENTS as CORE_JUDGMENTS, type Judgment } from './concept-judgments';
import { EARNINGS_JUDGMENTS } from './concept-judgments-earnings';
import { MONEY_JUDGMENTS } from './concept-judgments-money';
import { RIGHTS_JUDGMENTS } from './concept-judgments-rights';
import { TRADE_JUDGMENTS } from './concept-judgments-trade';
import { payerOf } from './rules-payment';
import { names, type SideContext, type SideFinding, type SideRule, type Who } from './side-finding';

// Findings judged from the concept table: each clause's concept and arguments are read once, then
// every judgment for that concept decides from the user's side whether the clause hurts them.

/** The whole concept table: core, small-business, earnings and exits, money terms, rights and upkeep. */
export const JUDGMENTS: readonly Judgment[] = [
  ...CORE_JUDGMENTS,
  ...TRADE_JUDGMENTS,
  ...EARNINGS_JUDGMENTS,
  ...MONEY_JUDGMENTS,
  ...RIGHTS_JUDGMENTS,
];

/**
 * The concept a clause is one-sided about, whoever it hurts: the first of its concepts with a
 * judgment that fits ('Client may terminate ..., in which case Client shall pay all milestones not
 * yet paid' is about money due early, not about ending the contract); else its first concept.
 */
export function tellingConcept(r: ClauseReading): Concept | null {
  return tellingJudgment(r).concept;
}

/** The telling concept and the judgment that fits it (none when no judgment does). */
export function tellingJudgment(r: ClauseReading): { concept: Concept | null; judgment: Judgment | null } {
  for (const c of r.concepts) {
    const judgment = JUDGMENTS.find((j) => j.concepts.includes(c.id) && j.when(r));
    if (judgment) return { concept: c, judgment };
  }
  return { concept: r.concept, judgment: null };
}

/**
 * The party a clause names as the one who chooses, owns or receives ('appointed by X', 'owned by
 * X', "X's property"), after the judgment's own phrase; null when it names none.
 */
export function namedParty(ctx: SideContext, j: Judgment | null, r: ClauseReading): Who {
  const text = r.sentence.text;
  const owning = j?.concepts.some((c) => c === 'ownership' || c === 'licence') === true;
  return (
    (j?.namedAfter ? partyAfter(ctx, text, j.namedAfter) : null) ??
    partyAfter(ctx, text, NAMED_AFTER) ??
    (owning ? (partyAfter(ctx, text, OWNED_BY) ?? partyBefore(ctx, text, OWNED_AS)) : null)
  );
}
/** Per concept, the cues of its judgments (null: any sentence of the concept may fit). */
const CUES = new Map<string, Array<RegExp | null>>();
for (const j of JUDGMENTS) for (const c of j.concepts) CUES.set(c, [...(CUES.get(c) ?? []), j.cue ?? null]);
const judgedBy = (c: Concept, text: string): boolean =>
  (CUES.get(c.id) ?? []).some((cue) => cue === null || cue.test(text));
const conceptCache = new WeakMap<ContractDocument, readonly Sentence[]>();

/** The sentences whose concept some judgment is about (read once per document, for both sides). */
function judgedSentences(doc: ContractDocument): readonly Sentence[] {
  const known = conceptCache.get(doc);
  if (known) return known;
  const out = doc.sentences.filter(
    (s) =>
      s.text.length < 1500 && !isRecital(doc, s) && sentenceConcepts(doc, s).some((c) => judgedBy(c, s.text)),
  );
  conceptCache.set(doc, out);
  return out;
}

/** Who chooses, owns or receives, when the clause says so with 'by X' or 'property of X'. */
const NAMED_AFTER =
  /\b(?:appointed|chosen|selected|nominated|designated|picked|named|property of|vests? in|belongs? to)(?:\s+by)?/;
/** Who owns, for an ownership clause: 'owned by X', 'registered to X'. */
const OWNED_BY = /\b(?:owned|registered (?:to|in the name of)|held in the name of)(?:\s+by)?/;
/** "the Provider's property", "in the Agency's name": the party named before it owns. */
const OWNED_AS = /['’]s? (?:sole |exclusive |absolute )?(?:property|name)\b/;

function partyOf(ctx: SideContext, j: Judgment, r: ClauseReading): Who {
  if (j.party === 'payer') return payerOf(ctx) ?? r.holder;
  if (j.party === 'holder-or-payer') return namedParty(ctx, j, r) ?? r.holder ?? payerOf(ctx);
  if (j.party === 'payee' || j.party === 'worker') {
    // The worker is the one paid for the work; a clause naming no one ('No overtime is paid') is still theirs.
    const payer = payerOf(ctx);
    const payee = payer === 'user' ? 'other' : payer === 'other' ? 'user' : null;
    return j.party === 'worker' ? (payee ?? r.holder) : payee;
  }
  return namedParty(ctx, j, r) ?? r.holder;
}

const touches = (j: Judgment, r: ClauseReading): boolean => r.concepts.some((c) => j.concepts.includes(c.id));

/** Per concept, the positions in JUDGMENTS of the judgments about it. */
const JUDGMENTS_OF = new Map<string, number[]>();
JUDGMENTS.forEach((j, at) => {
  for (const c of j.concepts) JUDGMENTS_OF.set(c, [...(JUDGMENTS_OF.get(c) ?? []), at]);
});
const touchingCache = new WeakMap<readonly Concept[], readonly Judgment[]>();

/**
 * The judgments that touch a clause, in table order: a clause touches a few concepts and each
 * concept a few judgments, so testing all the table's rows on every clause and side is wasted work.
 * Kept per concept list (the document's lists are shared by the clause's readings from both sides).
 */
function touching(r: ClauseReading): readonly Judgment[] {
  const known = touchingCache.get(r.concepts);
  if (known) return known;
  const at = new Set<number>();
  for (const c of r.concepts) for (const i of JUDGMENTS_OF.get(c.id) ?? []) at.add(i);
  const out = [...at].sort((a, b) => a - b).flatMap((i) => JUDGMENTS[i] ?? []);
  touchingCache.set(r.concepts, out);
  return out;
}

/** Whether the user holds the same kind of right elsewhere (both sides may end at will). */
function userHoldsToo(ctx: SideContext, j: Judgment, readings: readonly ClauseReading[]): boolean {
  return readings.some((r) => r.holder === 'user' && touches(j, r) && r.force === 'power' && j.when(r));
}

/** Whether the user, or either party, may end the contract somewhere in it (for breach or at will). */
function userCanEnd(readings: readonly ClauseReading[]): boolean {
  return readings.some(
    (r) =>
      r.concepts.some((c) => c.id === 'termination') &&
      r.force === 'power' &&
      (r.holder === 'user' || r.holder === 'mutual'),
  );
}

export const conceptRule: SideRule = (ctx) => {
  const readings = judgedSentences(ctx.doc).map((s) => readClause(ctx.doc, ctx, s));
  const out: SideFinding[] = [];
  const { O, U, Ob } = names(ctx);
  // Whether the user can end the contract is the same for every clause: read it once, when asked.
  let canEnd: boolean | undefined;
  readings.forEach((r, i) => {
    for (const j of touching(r)) {
      if (!j.when(r)) continue;
      const who = partyOf(ctx, j, r);
      if (who !== j.adverseWhen) continue;
      if (j.adverseWhen === 'other' && j.id === 'ends-at-will' && userHoldsToo(ctx, j, readings)) continue;
      if (j.unlessUserCanEnd && (canEnd ??= userCanEnd(readings))) continue;
      const t = { O, U, Ob, r };
      out.push({
        id: `concept-${j.id}`,
        rank: 20 + i / 1000,
        effect: 'adverse',
        severity: j.severity,
        title: j.title(t),
        explanation: j.explanation(t),
        consequences: j.consequences(t),
        fix: j.fix(t),
        rationale:
          'Makes the clause even-handed: the same right or duty for both sides, or a limit a fair contract would have.',
        sentence: r.sentence,
      });
      // One finding per clause from the table: the first judgment that fits says it best.
      return;
    }
  });
  return out;
};
