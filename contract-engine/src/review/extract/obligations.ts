import type { Obligation } from '@shared-schema';
import { sentenceEvidence, shorten, type ContractDocument } from '../text/document';
import { DATE_ONCE } from '../../language/date-shapes';

// Obligations: "<party> shall/must/agrees to <do something>" sentences, with the deadline read
// from the same sentence and the consequence from the sentence or a sensible default.

const MAX_OBLIGATIONS = 15;

const OBLIGATION =
  /\b((?:the |each |either )?[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+){0,3}|each party|either party|both parties|the parties)\s+(?:shall|must|will|agrees to|undertakes to|is required to|covenants to)\s+(?!not\b|be entitled|have the right|be deemed|be construed|be governed|constitute|mean\b|include\b|survive)([^.;]{8,400})/g;
const DEADLINE =
  /\b(?:within (?:\w+ )?(?:\(\d+\) )?(?:calendar |business |working )?(?:days?|weeks?|months?|years?|hours?)(?: (?:after|of|from|following|before|prior to) [^,.;]{3,60})?|no later than [^,.;]{3,60}|on or before [^,.;]{3,60}|prior to [^,.;]{3,60}|before [^,.;]{3,50}|by (?:the )?(?:\d|[A-Z][a-z]+ \d)[^,.;]{0,40}|(?:at least|not less than) (?:\w+ )?(?:\(\d+\) )?(?:days?|months?)[^,.;]{0,40}|promptly|immediately|forthwith|without (?:undue )?delay|(?:each|every|per) (?:month|quarter|year|calendar month|calendar quarter|week)|monthly|quarterly|annually|upon (?:receipt|request|termination|expiration|delivery|completion|signing|execution)[^,.;]{0,40}|at all times|during the term[^,.;]{0,40}|throughout the term)/i;
const CONSEQUENCE =
  /\b(?:failing which|otherwise|failure to [^,.;]{3,80}(?:shall|will|may) [^.;]{3,120}|(?:shall|will) (?:result in|entitle) [^.;]{3,120}|may terminate [^.;]{3,100}|(?:late|interest) (?:fee|charge|at) [^.;]{3,100})/i;
const PAYMENT = /\bpay\w*|\bfees?\b|\binvoice\w*|\broyalt\w*|\bcompensat\w*/i;
const STOP_SUBJECTS =
  /^(?:this|the|such|any|that|it|which|there|notice|agreement|section|nothing|no|in|if|where|upon|all|either|each)$/i;
const NON_PARTY_SUBJECT =
  /\b(?:agreement|section|term|notice|payment|provision|clause|exhibit|schedule|information|confidential information|law|laws|court|dispute|fees?|price|amount|license|rights?)$/i;

function defaultConsequence(obligation: string): string {
  if (PAYMENT.test(obligation))
    return 'Late or missed payment is a breach: it may lead to interest or late charges, suspension, or termination.';
  if (/\bconfidential\w*|\bdisclos\w*/i.test(obligation))
    return 'A breach may lead to an injunction and a claim for damages.';
  if (/\binsur\w*/i.test(obligation))
    return 'Failing to keep the insurance is a breach and leaves losses uninsured.';
  return 'Not stated; failure to perform would be a breach of contract, which may allow damages or termination.';
}

export function extractObligations(doc: ContractDocument, partyNames: readonly string[]): Obligation[] {
  const known = partyNames.map((p) => p.toLowerCase());
  const candidates: Array<{ obligation: Obligation; score: number; order: number }> = [];
  for (const sentence of doc.sentences) {
    if (!/\b(?:shall|must|will|agrees to|undertakes|is required|covenants)\b/.test(sentence.text)) continue;
    OBLIGATION.lastIndex = 0;
    const m = OBLIGATION.exec(sentence.text);
    if (!m || m[1] === undefined || m[2] === undefined) continue;
    const party = m[1]
      .replace(/^(?:the|each|either) /i, (w) => (/^(?:each|either) $/i.test(w) ? w : ''))
      .trim();
    const lastWord = party.split(' ').at(-1) ?? party;
    if (STOP_SUBJECTS.test(party) || NON_PARTY_SUBJECT.test(party)) continue;
    const isKnown = known.some((k) => k === party.toLowerCase() || k.endsWith(lastWord.toLowerCase()));
    const isRole =
      /\b(?:party|parties|company|customer|client|supplier|vendor|provider|consultant|contractor|licensee|licensor|employee|employer|tenant|landlord|lessee|lessor|buyer|seller|purchaser|distributor|agent|manufacturer|borrower|lender|franchisee|franchisor|recipient|discloser|receiving|disclosing)\b/i.test(
        party,
      );
    if (!isKnown && !isRole) continue;
    const deadline = DEADLINE.exec(sentence.text)?.[0] ?? DATE_ONCE.exec(sentence.text)?.[0];
    const consequence = CONSEQUENCE.exec(sentence.text)?.[0];
    const obligationText = shorten(m[2].replace(/\s+/g, ' '), 220);
    const score =
      (deadline ? 2 : 0) + (consequence ? 1 : 0) + (PAYMENT.test(obligationText) ? 1 : 0) + (isKnown ? 1 : 0);
    candidates.push({
      obligation: {
        party,
        obligation: obligationText,
        deadline: deadline ? deadline.trim() : 'Ongoing during the term (no specific deadline stated)',
        consequence: consequence ? shorten(consequence, 200) : defaultConsequence(obligationText),
        evidence: sentenceEvidence(doc, sentence),
      },
      score,
      order: sentence.index,
    });
  }
  // Keep the most actionable ones (deadlines, payment, named parties), shown in contract order.
  return candidates
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_OBLIGATIONS)
    .sort((a, b) => a.order - b.order)
    .map((c) => c.obligation);
}
