import type { KeyTermsDetail, KeyTermsSummary, MissingClause, Obligation, RedFlag } from '@shared-schema';
import { scoreBand } from '@shared-schema';
import type { DetectedClauseMap } from './clause-map';

// Human-readable summaries built from the structured findings.

const NOT_STATED = 'Not stated in the contract';

export function buildKeyTermsSummary(
  terms: KeyTermsDetail,
  obligations: readonly Obligation[],
  clauses: DetectedClauseMap,
): KeyTermsSummary {
  const parties = terms.parties.map((p) => p.value);
  const durationParts: string[] = [];
  if (terms.effectiveDate) durationParts.push(`starts ${terms.effectiveDate.value}`);
  if (terms.duration) durationParts.push(`runs ${terms.duration.value}`);
  else if (terms.expirationDate) durationParts.push(`ends ${terms.expirationDate.value}`);
  if (terms.renewalTerm) durationParts.push(terms.renewalTerm.value.toLowerCase());
  if (terms.noticePeriodToTerminateRenewal)
    durationParts.push(`notice to stop renewal: ${terms.noticePeriodToTerminateRenewal.value}`);

  const termination: string[] = [];
  if (clauses.has('Termination for Convenience'))
    termination.push(
      `termination without cause is allowed${terms.terminationNoticePeriod ? ` (${terms.terminationNoticePeriod.value})` : ''}`,
    );
  else if (terms.terminationNoticePeriod)
    termination.push(`termination on ${terms.terminationNoticePeriod.value}`);
  if (clauses.has('Change of Control'))
    termination.push('a change of control can trigger termination or consent rights');
  if (clauses.has('Post-Termination Services'))
    termination.push('some obligations continue after termination');

  return {
    parties,
    duration: durationParts.length > 0 ? capitalize(durationParts.join('; ')) : NOT_STATED,
    paymentTerms: terms.paymentTerms?.value ?? NOT_STATED,
    keyObligations: obligations
      .slice(0, 5)
      .map((o) => `${o.party}: ${o.obligation}${o.deadline.startsWith('Ongoing') ? '' : ` (${o.deadline})`}`),
    terminationConditions: termination.length > 0 ? capitalize(termination.join('; ')) : NOT_STATED,
  };
}

export function buildSummary(args: {
  type: string;
  parties: readonly string[];
  length: string;
  governingLaw: string | null;
  redFlags: readonly RedFlag[];
  missing: readonly MissingClause[];
  score: number;
}): string {
  const { type, parties, length, governingLaw, redFlags, missing, score } = args;
  const count = (sev: RedFlag['severity']): number => redFlags.filter((f) => f.severity === sev).length;
  const who = parties.length > 0 ? ` between ${parties.slice(0, 2).join(' and ')}` : '';
  const law = governingLaw
    ? ` It is governed by the law of ${governingLaw}.`
    : ' It does not state a governing law.';
  const issues =
    redFlags.length > 0
      ? ` We found ${redFlags.length} red flag${redFlags.length === 1 ? '' : 's'} (${count('high')} high, ${count('medium')} medium, ${count('low')} low)`
      : ' We found no red flags';
  const gaps =
    missing.length > 0
      ? ` and ${missing.length} missing or recommended clause${missing.length === 1 ? '' : 's'}`
      : ' and no missing standard clauses';
  // Only the first letter: titles name parties by their defined terms ("the Company").
  const first = redFlags[0]?.title;
  const top = first ? ` The most important issue: ${first.charAt(0).toLowerCase()}${first.slice(1)}.` : '';
  return `This appears to be a ${type}${who}, ${length}.${law}${issues}${gaps}.${top} Overall score ${score}/100 (${scoreBand(score)}).`;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
