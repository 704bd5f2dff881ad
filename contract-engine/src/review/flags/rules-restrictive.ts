import { periodInDays, periodsIn } from '../../language/periods';
import type { FlagRule } from './flag-rule';

// Flags on restraints and rights given away: non-compete, non-solicit, IP, exclusivity, disputes.

export const RESTRICTIVE_FLAGS: readonly FlagRule[] = [
  {
    id: 'broad-non-compete',
    title: 'Broad non-compete',
    severity: 'high',
    description:
      'A party is barred from competing for a long time, over a wide area or across a wide field of business.',
    legalConsequences:
      'The restricted party may be unable to work or trade in its field; over-broad restraints may be unenforceable, but testing that means litigation.',
    patterns: [
      /\bnon[- ]?compet\w*|\bcovenant not to compete\b|\bnot[^.;]{0,80}\b(?:compete|competing|competitive business)\b/gi,
    ],
    require: /\b(?:not|no|non[- ]?compet)/i,
    assess: (s) => {
      const years = Math.max(0, ...periodsIn(s).map((p) => periodInDays(p) / 365));
      const wide =
        /\b(?:worldwide|anywhere|throughout the world|any (?:country|jurisdiction|territory)|in any (?:capacity|manner|business))\b/i.test(
          s,
        );
      if (years > 1 || wide) {
        const parts = [
          years > 1 ? `lasts about ${Math.round(years * 10) / 10} years` : '',
          wide ? 'covers any place or business' : '',
        ].filter(Boolean);
        return { severity: 'high', detail: `The restraint ${parts.join(' and ')}.` };
      }
      return { severity: 'medium' };
    },
    suggest: () => ({
      suggestedText:
        'During the term and for six (6) months after it ends, the restricted party shall not provide services that directly compete with the specific products or services it provided under this Agreement, within the territory in which it actually provided them.',
      rationale:
        'A restraint limited in time, place and scope to the legitimate interest protected is fairer and far more likely to be enforced.',
    }),
  },
  {
    id: 'pre-existing-ip-assignment',
    title: 'Assignment of pre-existing intellectual property',
    severity: 'high',
    description:
      'IP that a party owned before the contract (or creates outside it) is transferred to the other party.',
    legalConsequences:
      'The assigning party may lose the right to use its own tools, know-how or earlier work in other projects.',
    patterns: [
      /\b(?:pre-?existing|prior|background|previously (?:developed|created|owned|conceived)|before the effective date|outside the scope)\b[^.;]{0,160}\b(?:intellectual property|inventions?|works?|materials|technology|know-how|ip)\b/gi,
    ],
    require: /\b(?:assign\w*|property of|vest\w* in|transfer\w*|(?:shall|will) own)\b/i,
    exclude:
      /\blicen[cs]\w*|\b(?:retain\w*|remain\w*) (?:the )?(?:sole )?(?:property|owner\w*)\b[^.;]{0,60}\b(?:consultant|contractor|licensor|employee|developer|vendor|supplier)|\bexcluded\b|\bexcept\b/i,
    suggest: () => ({
      suggestedText:
        'Each party retains all rights in intellectual property it owned before the Effective Date or develops independently of this Agreement. To the extent such pre-existing intellectual property is incorporated into a deliverable, its owner grants the other party a non-exclusive, royalty-free licence to use it as part of that deliverable.',
      rationale:
        'Pre-existing IP should stay with its owner; a licence gives the customer what it needs to use the deliverable.',
    }),
  },
  {
    id: 'jury-trial-waiver',
    title: 'Jury-trial waiver',
    severity: 'medium',
    description: 'The parties give up their right to a trial by jury.',
    legalConsequences:
      'Disputes will be decided by a judge alone; this right cannot be recovered after signing.',
    patterns: [
      /\bwaiv\w*\b[^.;]{0,120}\b(?:trial by jury|jury trial)\b/gi,
      /\b(?:trial by jury|jury trial)\b[^.;]{0,80}\bwaiv\w*/gi,
    ],
    suggest: () => ({
      suggestedText:
        'Delete the jury-trial waiver, or limit it to disputes between the parties that concern the interpretation of this Agreement.',
      rationale:
        'Keeping the right preserves a procedural protection; a narrower waiver at least limits its reach.',
    }),
  },
  {
    id: 'mandatory-arbitration',
    title: 'Mandatory arbitration or class-action waiver',
    severity: 'low',
    description: 'Disputes must go to private arbitration and/or cannot be brought as a class action.',
    legalConsequences:
      'Court remedies and appeals are largely unavailable; arbitration costs may be significant.',
    patterns: [
      /\bclass action waiver\b|\bwaiv\w*[^.;]{0,60}\bclass (?:action|proceeding)s?\b/gi,
      /\b(?:binding|final and binding|mandatory) arbitration\b/gi,
    ],
    suggest: (s) => ({
      suggestedText: `${s.trim()} Either party may seek urgent injunctive relief from a competent court, and the costs of the arbitration shall be shared equally.`,
      rationale: 'A court carve-out for urgent relief and shared costs make arbitration fairer.',
    }),
  },
  {
    id: 'personal-guarantee',
    title: 'Personal guarantee',
    severity: 'high',
    description: "An individual personally guarantees a company's obligations.",
    legalConsequences: "The guarantor's personal assets are at risk if the company does not pay or perform.",
    patterns: [
      /\bpersonal(?:ly)?(?:,? (?:and |jointly and )?(?:unconditionally|irrevocably|severally))* guarant\w*/gi,
    ],
    suggest: () => ({
      suggestedText:
        "The guarantor's total liability under this guarantee shall not exceed an amount equal to three (3) months' fees or rent, and the guarantee ends twelve (12) months after the start of the term, or earlier if the guaranteed party has made all payments on time during that period.",
      rationale: 'A capped, time-limited guarantee limits personal exposure.',
    }),
  },
  {
    id: 'confession-of-judgment',
    title: 'Confession of judgment',
    severity: 'high',
    description: 'A party agrees in advance that judgment may be entered against it without a trial.',
    legalConsequences:
      'The other party can obtain a judgment and enforce it without the debtor being heard first.',
    patterns: [/\bconfess\w* (?:of )?judgment\b|\bcognovit\b/gi],
    suggest: () => ({
      suggestedText: 'Delete the confession-of-judgment clause.',
      rationale: 'It removes the right to defend a claim before judgment.',
    }),
  },
  {
    id: 'long-non-solicit',
    title: 'Long non-solicitation period',
    severity: 'low',
    description:
      "A party may not solicit the other's staff or customers for more than a year after the contract ends.",
    legalConsequences: 'Hiring and business development are restricted long after the relationship ends.',
    patterns: [/\bnon-?solicit\w*|\bnot[^.;]{0,80}\bsolicit\w*/gi],
    assess: (s) => {
      const days = Math.max(0, ...periodsIn(s).map((p) => periodInDays(p)));
      return days > 365
        ? {
            severity: 'low',
            detail: `The restriction lasts about ${Math.round((days / 365) * 10) / 10} years.`,
          }
        : null;
    },
    suggest: () => ({
      suggestedText:
        "Limit the non-solicitation period to twelve (12) months after the end of the Agreement and exclude general job advertisements not targeted at the other party's staff.",
      rationale: 'Twelve months is the usual maximum; the carve-out keeps ordinary recruiting lawful.',
    }),
  },
  {
    id: 'exclusive-dealing',
    title: 'Exclusive dealing',
    severity: 'low',
    description: 'A party commits to deal exclusively with the other, or grants exclusive rights.',
    legalConsequences:
      'The committed party cannot work with alternatives even if the other side under-performs, unless performance targets or exit rights exist.',
    patterns: [
      /(?<!non-?)\bexclusive (?:right|rights|license|licence|distributor|agent|supplier|provider|basis|dealing)\b/gi,
      /\bsole and exclusive\b/gi,
    ],
    exclude: /\bexclusive (?:jurisdiction|venue|remedy|remedies)\b/i,
    suggest: (s) => ({
      suggestedText: `${s.trim()} The exclusivity shall lapse if the minimum performance targets set out in this Agreement are not met in any contract year.`,
      rationale: 'Linking exclusivity to performance protects the party that gives it up.',
    }),
  },
];
