import type { EditSuggestion, RedFlag, Severity } from '@shared-schema';
import { matchStarts } from '../text/caseless';
import { locationOf, sentenceEvidence, shorten, type ContractDocument } from '../text/document';
import { sentenceAt, type Sentence } from '../text/sentences';
import { sectionLabel } from '../sides/sections';
import { isShortHeading } from '../clauses/operative';
import { isRecital } from '../reading/recitals';
import { RISK_LEVEL, type FlagAssessment, type FlagRule } from './flag-rule';
import { CONTROL_FLAGS } from './rules-control';
import { LIABILITY_FLAGS } from './rules-liability';
import { RESTRICTIVE_FLAGS } from './rules-restrictive';

export const FLAG_RULES: readonly FlagRule[] = [...LIABILITY_FLAGS, ...CONTROL_FLAGS, ...RESTRICTIVE_FLAGS];

const SEVERITY_RANK: Readonly<Record<Severity, number>> = { high: 3, medium: 2, low: 1 };
const INDEMNITY = /\b(?:indemnif\w*|hold (?:\w+ )?harmless)\b/i;
const MUTUAL = /\b(?:each party|either party|both parties|the parties|mutual\w*|each of the parties)\b/i;
const INDEMNITOR =
  /([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+){0,3})\s+(?:shall|will|agrees|hereby|must)\b[^.;]{0,30}\b(?:indemnify|hold)/;

export interface FlagFindings {
  readonly redFlags: RedFlag[];
  readonly editSuggestions: EditSuggestion[];
}

interface Hit {
  readonly rule: FlagRule;
  readonly sentence: Sentence;
  readonly assessment: FlagAssessment;
}

function bestHit(doc: ContractDocument, rule: FlagRule): Hit | undefined {
  let best: Hit | undefined;
  const seen = new Set<number>();
  for (const pattern of rule.patterns) {
    for (const at of matchStarts(doc, pattern)) {
      const idx = sentenceAt(doc.sentences, at);
      if (idx < 0 || seen.has(idx)) continue;
      seen.add(idx);
      const sentence = doc.sentences[idx];
      // A recital binds no one: 'wishes to be appointed exclusive distributor' is not exclusive dealing.
      if (!sentence || isRecital(doc, sentence)) continue;
      if (rule.require && !rule.require.test(sentence.text)) continue;
      if (rule.exclude && rule.exclude.test(sentence.text)) continue;
      const assessment = rule.assess ? rule.assess(sentence.text) : { severity: rule.severity };
      if (!assessment) continue;
      // A clause's heading ('4. Confession of Judgment') names it; the clause under it is the evidence.
      const rank = SEVERITY_RANK[assessment.severity];
      const bestRank = best ? SEVERITY_RANK[best.assessment.severity] : 0;
      if (
        !best ||
        rank > bestRank ||
        (rank === bestRank && isShortHeading(best.sentence.text) && !isShortHeading(sentence.text))
      )
        best = { rule, sentence, assessment };
    }
  }
  return best;
}

// An indemnity is one-sided only if no indemnity in the contract is mutual and every indemnity
// names the same indemnifying party.
function indemnityIsMutual(doc: ContractDocument): boolean {
  const indemnitors = new Set<string>();
  for (const s of doc.sentences) {
    if (!INDEMNITY.test(s.text)) continue;
    if (MUTUAL.test(s.text)) return true;
    const m = INDEMNITOR.exec(s.text);
    if (m?.[1]) indemnitors.add(m[1].toLowerCase());
  }
  return indemnitors.size > 1;
}

export function detectRedFlags(
  doc: ContractDocument,
  options: {
    readonly hasLiabilityCap: boolean;
    readonly expectsLiabilityCap: boolean;
    /** Rules another check answers better (the side-aware ones, when the parties are known). */
    readonly skipRuleIds?: ReadonlySet<string>;
    /** Veto a hit (e.g. a burden that falls on the other party when the user's side is known). */
    readonly keep?: (ruleId: string, sentence: Sentence) => boolean;
  },
): FlagFindings {
  const hits: Hit[] = [];
  for (const rule of FLAG_RULES) {
    if (options.skipRuleIds?.has(rule.id)) continue;
    const hit = bestHit(doc, rule);
    if (!hit) continue;
    if (options.keep && !options.keep(rule.id, hit.sentence)) continue;
    // A broad one-way indemnity is worth flagging even next to a narrower mutual one.
    if (rule.id === 'one-sided-indemnity' && hit.assessment.severity !== 'high' && indemnityIsMutual(doc))
      continue;
    hits.push(hit);
  }
  hits.sort(
    (a, b) =>
      SEVERITY_RANK[b.assessment.severity] - SEVERITY_RANK[a.assessment.severity] ||
      a.sentence.start - b.sentence.start,
  );

  const redFlags: RedFlag[] = [];
  const editSuggestions: EditSuggestion[] = [];
  for (const { rule, sentence, assessment } of hits) {
    const evidence = sentenceEvidence(doc, sentence);
    const location = sectionLabel(doc, sentence.start) ?? locationOf(doc, sentence.start);
    redFlags.push({
      title: rule.title,
      description: `${rule.description}${assessment.detail ? ` ${assessment.detail}` : ''} Clause: "${shorten(evidence.quote.replace(/\s+/g, ' '), 240)}"`,
      severity: assessment.severity,
      location,
      riskLevel: RISK_LEVEL[assessment.severity],
      legalConsequences: rule.legalConsequences,
      evidence,
    });
    const proposal = rule.suggest(sentence.text);
    editSuggestions.push({
      section: location,
      currentText: evidence.quote,
      suggestedText: proposal.suggestedText,
      rationale: proposal.rationale,
      evidence,
    });
  }

  if (!options.hasLiabilityCap && options.expectsLiabilityCap && !limitsLiability(doc)) {
    redFlags.push({
      title: 'No limitation of liability',
      description:
        "The contract has no clause limiting or capping either party's liability, or excluding indirect losses.",
      severity: 'medium',
      location: 'Whole contract',
      riskLevel: RISK_LEVEL.medium,
      legalConsequences:
        'Each party may be liable for the full amount of any loss it causes, including lost profits and other consequential losses.',
    });
  }
  return { redFlags, editSuggestions };
}

/** A clause that limits or excludes someone's liability ('total liability is limited to the retainer'). */
const LIMITS_LIABILITY =
  /\b(?:liab\w*|responsib\w*)\b[^.;]{0,80}\b(?:limited to|shall not exceed|will not exceed|not exceed|capped|excluded|in no event)\b|\b(?:not|never) (?:be )?(?:liable|responsible)\b|\bno (?:liability|responsibility)\b/i;

// The learned 'Cap on Liability' category can miss a plain-English cap or exclusion; the flag says
// there is no such clause, so any clause that reads as one keeps it off.
function limitsLiability(doc: ContractDocument): boolean {
  // 'not liable for delay beyond its reasonable control' is force majeure, not a limit on liability.
  return doc.sentences.some(
    (s) =>
      LIMITS_LIABILITY.test(s.text) &&
      !/\bbeyond (?:its|their|the) (?:reasonable )?control\b|\bforce majeure\b/i.test(s.text),
  );
}
