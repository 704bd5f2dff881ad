import type { PlainLanguageExplanation } from '@shared-schema';
import { CONCEPT_PHRASES, NEUTRAL } from './concept-phrases';
import { partyAfter, readClause, sentenceConcepts, type ClauseReading } from '../sides/clause-reading';
import { EXCLUDES } from '../sides/concept-judgments';
import { namedParty, tellingConcept, tellingJudgment } from '../sides/rules-concepts';
import { payerOf } from '../sides/rules-payment';
import { display, type SideContext, type SideFinding, type Who } from '../sides/side-finding';
import { sentenceEvidence, type ContractDocument } from '../text/document';
import type { Sentence } from '../text/sentences';

// Plain-language explanations of the clauses that matter most, built from each clause's reading:
// the label is the clause's concept; the text says, for the user's side, who may or must do what,
// by when, with the contract's own names, amounts, rates and periods, and what happens otherwise.
// Clauses with a finding against the user come first, so the explanations and findings agree.

const MAX_EXPLANATIONS = 6;

export interface ExplainSide {
  readonly ctx: SideContext;
  readonly findings: readonly SideFinding[];
}

function subjectOf(holder: Who, side: ExplainSide | null): string {
  if (!side) return '';
  if (holder === 'user') return 'You';
  if (holder === 'other') return capital(display(side.ctx.other));
  if (holder === 'mutual') return 'Each of you';
  return '';
}

const RENT = /\brent\b/i;
const NOTICE = /\bnotice\b/i;
const CANCEL_CHARGE =
  /\bcancel\w*\b[^.;]*\b(?:charged|payable|owed|forfeit\w*|billed)\b|\b(?:charged|payable|billed)\b[^.;]*\bcancel/i;
const FEE = /\b(?:fee|sum|pay|payment)\b/i;
const CAPPED = /\b(?:limit\w*|cap\w*|exceed\w*|maximum|up to|no more than)\b/i;
const ASSIGNED_TO = /\b(?:assigns?|transfers?|grants?)(?: and (?:assigns?|transfers?))?\s+to/;
/** Concepts told as a state of things ('will own', 'will lose'), whatever verb the clause uses. */
const STATES: ReadonlySet<string> = new Set(['liability', 'ownership', 'earned-pay']);
const DISCLAIMED =
  /\bas[- ]is\b|\b(?:gives?|makes?) no (?:\w+ )?warrant\w*|\bdisclaims?\b|\bwithout (?:any )?warrant\w*/i;
const GRANTS = /\bgrants?(?:\s+to)?/;
const PRICE = /\b(?:rent|prices?|fees?|charges?|rates?)\b/i;

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function details(r: ClauseReading): string {
  const parts: string[] = [];
  if (r.amounts.length > 0) parts.push(`amount: ${r.amounts.slice(0, 3).join(', ')}`);
  for (const rate of r.rates.slice(0, 2))
    parts.push(
      rate.per && rate.per !== 'year' && rate.yearly !== null
        ? `rate: ${rate.phrase} (about ${rate.yearly}% a year)`
        : `rate: ${rate.phrase}`,
    );
  // 'per year' after a yearly rate, or 'a week' of working hours, says nothing about a deadline.
  const periodic = r.when !== null && /^(?:per|a|each|every) (?:week|month|year)$/i.test(r.when);
  if (r.when && !r.notice && !(periodic && r.concept?.id !== 'payment')) parts.push(`when: ${r.when}`);
  if (r.notice) parts.push(`notice: ${r.notice.phrase}`);
  if (r.conditions.has('anyTime')) parts.push('at any time');
  if (r.conditions.has('anyReason')) parts.push('no reason needed');
  if (r.conditions.has('noNotice')) parts.push('without warning');
  if (r.conditions.has('regardless')) parts.push('whatever the circumstances');
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

function verb(force: ClauseReading['force'], holder: Who): string {
  if (holder === null) return 'must';
  return force === 'barred' ? 'may not' : force === 'power' ? 'may' : force === 'state' ? 'will' : 'must';
}

function forYou(r: ClauseReading, side: ExplainSide | null): string {
  if (!side) return '';
  const against = side.findings.find((f) => f.sentence.index === r.sentence.index && f.effect === 'adverse');
  if (against) return ` For you: ${against.explanation}`;
  const helps = side.findings.find((f) => f.sentence.index === r.sentence.index && f.effect === 'favourable');
  if (helps) return ' For you: this works in your favour.';
  return '';
}

/** The explanation of one clause: '<label>. <who> <may|must> <act> (<figures>). <otherwise> For you: ...' */
export function explainClause(
  r: ClauseReading,
  side: ExplainSide | null,
): { label: string; text: string } | null {
  const { concept, judgment } = tellingJudgment(r);
  if (!concept) return null;
  const phrase = CONCEPT_PHRASES[concept.id];
  // 'a security interest in the car, which the Lender may repossess': the Lender holds the power;
  // 'information disclosed by the Company' binds the other party.
  // 'The Author assigns to the Publisher all rights': the Publisher will own them.
  const assignee =
    concept.id === 'ownership' && side ? partyAfter(side.ctx, r.sentence.text, ASSIGNED_TO) : null;
  const after = assignee ?? (side ? namedParty(side.ctx, judgment, r) : null);
  const flipped = after === 'user' ? 'other' : after === 'other' ? 'user' : after;
  const named = (judgment?.namedIsCounterpart ? flipped : after) ?? r.holder;
  // Money clauses are told from the side that pays; a licence from the side it is granted to; an
  // exclusion of liability or of warranties as what it is.
  const grantee = phrase.grantee && side ? partyAfter(side.ctx, r.sentence.text, GRANTS) : null;
  const payer = (phrase.payer || phrase.payee) && side ? payerOf(side.ctx) : null;
  const payee = payer === 'user' ? 'other' : payer === 'other' ? 'user' : null;
  // 'If the Hirer cancels, the full fee is payable': a price for cancelling, told from the side that pays.
  const cancelCharge =
    concept.id === 'termination' &&
    r.force !== 'power' &&
    r.force !== 'barred' &&
    CANCEL_CHARGE.test(r.sentence.text);
  const payerForCharge = cancelCharge && side ? payerOf(side.ctx) : null;
  const holder =
    grantee ?? payerForCharge ?? (phrase.payer ? (payer ?? named) : phrase.payee ? (payee ?? named) : named);
  const excluded = concept.id === 'liability' && EXCLUDES.test(r.sentence.text);
  // 'The Provider will give notice of any change to the fee': the duty is the notice; the power is the change.
  const changesPrice = concept.id === 'variation' && PRICE.test(r.sentence.text);
  const disclaimed = concept.id === 'warranty' && DISCLAIMED.test(r.sentence.text);
  // 'If the Client hires the Agency's staff, it shall pay a fee': a price for hiring, not a ban.
  const hiringFee = concept.id === 'non-solicit' && r.force === 'duty' && FEE.test(r.sentence.text);
  const act = hiringFee
    ? "pay the fee set here for hiring the other side's staff"
    : cancelCharge
      ? 'pay the charge this clause sets for a cancellation'
      : excluded
        ? 'pay nothing for the losses this clause lists'
        : concept.id === 'liability' && !CAPPED.test(r.sentence.text)
          ? 'answer for the losses this clause lists'
          : changesPrice
            ? `change the ${RENT.test(r.sentence.text) ? 'rent' : 'price'}${r.force === 'duty' && NOTICE.test(r.sentence.text) ? ' only as this clause allows' : ''}`
            : phrase.act;
  const force =
    hiringFee || cancelCharge
      ? 'duty'
      : phrase.prohibition
        ? 'barred'
        : phrase.payer || phrase.duty
          ? 'duty'
          : grantee || phrase.power || r.conditions.has('ownDiscretion') || changesPrice
            ? 'power'
            : excluded || STATES.has(concept.id)
              ? 'state'
              : r.force;
  const subject = subjectOf(holder, side);
  // A clause that names no one who acts is said of the contract itself, never 'someone must'.
  const said = disclaimed
    ? 'No promise is made about quality: what is supplied comes as it is'
    : concept.id === 'variation' && holder === 'mutual'
      ? 'Any change needs the agreement of both of you'
      : subject === '' || phrase.neutral
        ? NEUTRAL[concept.id]
        : `${subject} ${verb(force, holder)} ${act}`;
  const body = `${said}${details(r)}.`;
  return { label: concept.label, text: `${concept.label}. ${body} ${phrase.otherwise}${forYou(r, side)}` };
}

function importanceOf(
  doc: ContractDocument,
  sentence: Sentence,
  side: ExplainSide | null,
): 'high' | 'medium' | 'low' {
  if (side?.findings.some((f) => f.sentence.index === sentence.index && f.effect === 'adverse'))
    return 'high';
  const concepts = sentenceConcepts(doc, sentence);
  const importances = new Set(concepts.map((c) => CONCEPT_PHRASES[c.id].importance));
  // The telling concept is one of the clause's own: when they all weigh the same, no reading is needed (most clauses).
  if (importances.size <= 1) return concepts[0] ? CONCEPT_PHRASES[concepts[0].id].importance : 'low';
  // Read without a side: the importance of a clause does not depend on who reads it.
  const concept = tellingConcept(readClause(doc, null, sentence));
  return concept ? CONCEPT_PHRASES[concept.id].importance : 'low';
}

const RANK = { high: 3, medium: 2, low: 1 } as const;

/** Clauses with a finding against the user first, then the others in document order. */
function candidates(doc: ContractDocument, side: ExplainSide | null): Sentence[] {
  const flagged = new Set(side?.findings.filter((f) => f.effect === 'adverse').map((f) => f.sentence.index));
  return doc.sentences
    .filter((s) => s.text.length >= 40 && s.text.length <= 1200 && sentenceConcepts(doc, s).length > 0)
    .sort((a, b) => Number(flagged.has(b.index)) - Number(flagged.has(a.index)) || a.start - b.start);
}

export function explainHardestSentences(
  doc: ContractDocument,
  side: ExplainSide | null = null,
): PlainLanguageExplanation[] {
  const scored = candidates(doc, side)
    .map((s, i) => ({ s, i, importance: importanceOf(doc, s, side) }))
    .sort((a, b) => RANK[b.importance] - RANK[a.importance] || a.i - b.i);
  const usedLabels = new Set<string>();
  const out: Array<{ at: number; item: PlainLanguageExplanation }> = [];
  for (const { s, importance } of scored) {
    if (out.length >= MAX_EXPLANATIONS) break;
    // One explanation per concept keeps the list varied.
    const r = readClause(doc, side?.ctx ?? null, s);
    const explained = explainClause(r, side);
    if (!explained || usedLabels.has(explained.label)) continue;
    usedLabels.add(explained.label);
    const evidence = sentenceEvidence(doc, r.sentence);
    out.push({
      at: r.sentence.start,
      item: { originalText: evidence.quote, explanation: explained.text, importance, evidence },
    });
  }
  return out.sort((a, b) => a.at - b.at).map((e) => e.item);
}
