import type { EditSuggestion, RedFlag, Severity } from '@shared-schema';
import { RISK_LEVEL } from '../flags/flag-rule';
import { sentenceEvidence, shorten, type ContractDocument } from '../text/document';
import { findParties, onlyRoleWords, type ReviewParty } from './parties';
import { chooseParty, withRequestedSide } from './requested-side';
import { sectionLabel } from './sections';
import type { Sentence } from '../text/sentences';
import { actorAt, subjectOf, type SideContext, type SideFinding } from './side-finding';
import { partyAfter } from './clause-reading';
import { payerOf } from './rules-payment';
import { SIDE_RULES } from './side-rules';

// Reading the contract from the user's side. The user names their party (by name or defined
// term); without a choice we take the party the contract is hardest on, which is usually the one
// that did not draft it, and say so, so the screen can ask.

export interface Perspective {
  readonly parties: readonly ReviewParty[];
  readonly user: ReviewParty;
  readonly other: ReviewParty;
  /** 'user' when the user chose the side, 'default' when we picked the non-drafting party. */
  readonly chosenBy: 'user' | 'default';
  readonly findings: readonly SideFinding[];
  /** 'role-words' when the contract names no party and the sides are known only as 'the Landlord'... */
  readonly partiesFrom: 'contract' | 'role-words';
  /** The side the user asked for when no party matches it (the review then takes the default side). */
  readonly unmatchedRequest: string | null;
}

const SEVERITY_RANK: Readonly<Record<Severity, number>> = { high: 3, medium: 2, low: 1 };
export const ADVERSE_WEIGHT: Readonly<Record<Severity, number>> = { high: 15, medium: 8, low: 3 };

function run(
  doc: ContractDocument,
  user: ReviewParty,
  other: ReviewParty,
  governingLaw: string | null,
): SideFinding[] {
  const ctx: SideContext = { doc, user, other, governingLaw };
  const all = SIDE_RULES.flatMap((rule) => rule(ctx));
  const adverseAt = new Map<number, Set<string>>();
  for (const f of all)
    if (f.effect === 'adverse')
      adverseAt.set(f.sentence.index, (adverseAt.get(f.sentence.index) ?? new Set()).add(f.id));
  // One clause, one finding, where one finding already says it all (a scope change without pay is
  // the unpaid-work finding, not a second "can change the contract" one).
  const covered = (f: SideFinding): boolean =>
    f.effect === 'adverse' &&
    (COVERED_BY[f.id] ?? []).some((id) => adverseAt.get(f.sentence.index)?.has(id) === true);
  // A clause the specific rules already explained is not explained again from the concept table.
  const explained = new Set(all.filter((f) => !f.id.startsWith('concept-')).map((f) => f.sentence.index));
  return all
    .filter((f) => !covered(f) && !(f.id.startsWith('concept-') && explained.has(f.sentence.index)))
    .sort(
      (a, b) =>
        (a.effect === b.effect ? 0 : a.effect === 'adverse' ? -1 : 1) ||
        SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
        a.rank - b.rank,
    );
}

/** Findings that another finding on the same clause already covers. */
const COVERED_BY: Readonly<Record<string, readonly string[]>> = {
  'unilateral-amendment': ['work-without-pay'],
  'paying-whatever-happens': ['deposit-kept'],
  'termination-for-any-breach': ['unilateral-termination'],
};

export function adversePoints(findings: readonly SideFinding[]): number {
  return findings.filter((f) => f.effect === 'adverse').reduce((s, f) => s + ADVERSE_WEIGHT[f.severity], 0);
}

export function readPerspective(
  doc: ContractDocument,
  governingLaw: string | null,
  party?: string | null,
): Perspective | null {
  const parties = withRequestedSide(doc, findParties(doc), party);
  const [a, b] = parties;
  if (!a || !b) return null;
  const partiesFrom = onlyRoleWords(parties) ? 'role-words' : 'contract';
  const chosen = party ? chooseParty(parties, party) : undefined;
  if (chosen) {
    const other = chosen === a ? b : a;
    return {
      parties,
      user: chosen,
      other,
      chosenBy: 'user',
      findings: run(doc, chosen, other, governingLaw),
      partiesFrom,
      unmatchedRequest: null,
    };
  }
  const forA = run(doc, a, b, governingLaw);
  const forB = run(doc, b, a, governingLaw);
  const aHarder = adversePoints(forA) >= adversePoints(forB);
  const rest = { parties, chosenBy: 'default', partiesFrom, unmatchedRequest: party ?? null } as const;
  return aHarder
    ? { ...rest, user: a, other: b, findings: forA }
    : { ...rest, user: b, other: a, findings: forB };
}

export function toRedFlags(
  doc: ContractDocument,
  p: Perspective,
): { redFlags: RedFlag[]; editSuggestions: EditSuggestion[] } {
  const redFlags: RedFlag[] = [];
  const editSuggestions: EditSuggestion[] = [];
  const self = selfName(doc);
  const lease = /lease|tenancy/i.test(self);
  const own = (text: string): string => {
    const named = self === 'Agreement' ? text : text.replace(/\b(this|the) Agreement\b/g, `$1 ${self}`);
    return lease ? named.replace(/\bfees\b/g, 'rent') : named;
  };
  for (const raw of p.findings) {
    if (raw.effect !== 'adverse') continue;
    const f = { ...raw, fix: own(raw.fix), explanation: own(raw.explanation) };
    const evidence = sentenceEvidence(doc, f.sentence);
    const location = sectionLabel(doc, f.sentence.start) ?? 'Clause quoted below';
    redFlags.push({
      title: capitalise(f.title),
      description: `${capitalise(f.explanation)} Clause: "${shorten(evidence.quote.replace(/\s+/g, ' '), 320)}"`,
      severity: f.severity,
      location,
      riskLevel: RISK_LEVEL[f.severity],
      legalConsequences: capitalise(f.consequences),
      evidence,
    });
    editSuggestions.push({
      section: location,
      currentText: evidence.quote,
      suggestedText: f.fix,
      rationale: f.rationale,
      evidence,
    });
  }
  return { redFlags, editSuggestions };
}

/** What the contract calls itself ('this Lease'), from its own defined term; "Agreement" by default. */
function selfName(doc: ContractDocument): string {
  const m = /\((?:the |this )?"(Agreement|Lease|Contract|Tenancy Agreement|Sublease)"\)/.exec(
    doc.text.norm.slice(0, 3000),
  );
  return m?.[1] ?? 'Agreement';
}

/** Sentences open with a capital even when they start with a defined term ("the Client may..."). */
function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** General flags that burden the party that acts in the clause (is liable, pays, is bound). */
const BURDEN_RULES: ReadonlySet<string> = new Set([
  'uncapped-liability',
  'late-fee-above-norm',
  'liquidated-damages',
  'personal-guarantee',
  'confession-of-judgment',
  'long-non-solicit',
  'exclusive-dealing',
  // A jury-trial waiver costs the party that waives: "The Borrower waives ... any right to a jury trial".
  'jury-trial-waiver',
]);

/**
 * Whether a general (side-blind) flag concerns the user: a burden clause whose subject is the
 * other party (its liability is unlimited, it pays the late fee) is in the user's favour. A clause
 * naming no party is judged by the sentence before it ("The Client shall pay... Late payments bear
 * interest..."), and kept when that says nothing either.
 */
export function concernsUser(
  doc: ContractDocument,
  p: Perspective,
  ruleId: string,
  sentence: Sentence,
): boolean {
  // A clause already explained from the user's side is not flagged again by a side-blind rule.
  if (p.findings.some((f) => f.effect === 'adverse' && f.sentence.index === sentence.index)) return false;
  // 'X appoints Y as its exclusive distributor': the exclusivity binds X, who grants it.
  if (ruleId === 'exclusive-dealing') {
    const grant = sentence.text.search(/\b(?:appoints?|grants?)\b/i);
    const ctx: SideContext = { doc, user: p.user, other: p.other, governingLaw: null };
    const grantor = grant >= 0 ? actorAt(ctx, sentence.text, grant, 80) : null;
    if (grantor === 'user' || grantor === 'other') return grantor === 'user';
  }
  const burden = BURDEN_RULES.has(ruleId);
  if (!burden && !POWER_RULES.has(ruleId)) return true;
  const ctx: SideContext = { doc, user: p.user, other: p.other, governingLaw: null };
  if (!burden) {
    // A power ("in its sole discretion") belongs to the party named just before it.
    const at = sentence.text.search(
      /\b(?:sole|absolute|unfettered) (?:and (?:absolute|unfettered) )?discretion\b/i,
    );
    const holder = at >= 0 ? actorAt(ctx, sentence.text, at, 160) : null;
    if (holder === 'user' || holder === 'other' || holder === 'mutual') return holder === 'other';
  }
  // A late charge falls on the party the clause says owes it, else on the party that pays under the
  // contract, whoever else the clause names ('..., and the Agency may pause the campaigns').
  if (ruleId === 'late-fee-above-norm') {
    const owes = subjectOf(ctx, sentence.text) ?? partyAfter(ctx, sentence.text, OWED_BY) ?? payerOf(ctx);
    if (owes) return owes !== 'other';
  }
  const previous = doc.sentences[sentence.index - 1];
  const who =
    subjectOf(ctx, sentence.text) ??
    actorAt(ctx, sentence.text, sentence.text.length, sentence.text.length) ??
    (previous ? subjectOf(ctx, previous.text) : null) ??
    // A late charge, a guarantee of payment or a confessed judgment naming no one ("Any instalment
    // not paid when due incurs...") falls on the party that pays.
    (PAYER_BURDENS.has(ruleId) ? payerOf(ctx) : null);
  return burden ? who !== 'other' : who !== 'user';
}

const OWED_BY = /\b(?:owed|owing|payable|due|paid) by/;

/** Burdens that, when a clause names no party, fall on the party that pays under the contract. */
const PAYER_BURDENS: ReadonlySet<string> = new Set([
  'late-fee-above-norm',
  'personal-guarantee',
  'confession-of-judgment',
]);

/** General flags that give the acting party a power (its sole discretion): fine when that is the user. */
const POWER_RULES: ReadonlySet<string> = new Set(['sole-discretion']);

/** Old, side-blind flags that the side-aware checks replace when the parties are known. */
export const REPLACED_FLAG_IDS: ReadonlySet<string> = new Set([
  'unilateral-termination',
  'unilateral-amendment',
  'auto-renewal-long-notice',
  'auto-renewal',
  'one-sided-indemnity',
  'broad-non-compete',
  'long-non-solicit',
  'pre-existing-ip-assignment',
  'unilateral-price-change',
]);
