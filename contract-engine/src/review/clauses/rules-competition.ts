import type { ClauseRule } from './rule';

// Restrictive covenants: non-compete, exclusivity, non-solicitation, their carve-outs, disparagement.

const NEGATED = /\b(?:not|no|never|neither|nor|refrain|prohibited|restrict)/i;

export const COMPETITION_RULES: readonly ClauseRule[] = [
  {
    category: 'Non-Compete',
    patterns: [
      /\bnon[- ]?compet/gi,
      /\bcovenant not to compete\b/gi,
      /\bnot[^.;]{0,60}\b(?:compete|competing|competitive (?:business|product|service)s?)\b/gi,
      /\bnot[^.;]{0,120}\b(?:engage|participate|invest|be (?:employed|engaged|interested))\b[^.;]{0,120}\b(?:compet\w*|similar business|same business|business (?:that|which) (?:is|are) similar)/gi,
      /\bnot[^.;]{0,120}\b(?:endorse|promote|represent|work (?:directly )?with|render (?:any )?services)\b[^.;]{0,120}\b(?:competitors?|competing|other (?:manufacturer|compan|brand)s?)\b/gi,
      /\b(?:competitors?|competing (?:business|products?|companies))\b[^.;]{0,120}\bnot\b/gi,
      /\bnot\b[^.;]{0,60}\b(?:enter into|conduct|engage in|carry on)\b[^.;]{0,100}\b(?:any other business|business dealings|any (?:arrangement|agreement|business))\b[^.;]{0,200}\b(?:competitor|compet\w*|third part\w*|other business|similar)/gi,
    ],
    require: NEGATED,
    exclude:
      /\bnon-?solicit|\bnothing in this agreement (?:shall|will) (?:prevent|restrict|prohibit)\b|\b(?:breach|conflict with|violate) (?:any|an) (?:agreement|obligation)\b/i,
  },
  {
    category: 'Exclusivity',
    patterns: [
      /(?<!non-?)\bexclusive (?:and [\w-]+ )?(?:right|rights|license|licence|agent|agency|distributor|distributorship|provider|supplier|reseller|basis|dealing|sponsor|partner|marketing|representative|sales|arrangement|relationship|territory|manufacturer|endorsement|use)\b/gi,
      /\bsole and exclusive (?:right|rights|distributor|agent|supplier|provider|license|licence|licensee|basis|representative|reseller)\b/gi,
      /\bexclusivity (?:period|obligations?|rights?|provisions?|arrangement)\b/gi,
      /\bnot[^.;]{0,60}\b(?:sell|license|supply|distribute|grant|appoint|manufacture|provide)\b[^.;]{0,100}\b(?:to|with|for) any (?:other|third) (?:party|parties|person|distributor|agent|entity)/gi,
      /\b(?:all|100%) of (?:its|their|the company's) requirements\b/gi,
      /\bexclusively (?:from|to|with|through)\b/gi,
    ],
    exclude:
      /\bexclusive (?:jurisdiction|venue|remedy|remedies|property|of taxes|forum)\b(?![^.]{0,60}\bexclusive (?:right|license|licence|agent|distributor|basis))/i,
  },
  {
    category: 'No-Solicit of Customers',
    patterns: [
      /\bsolicit\w*[^.;]{0,160}\b(?:customers?|clients?|accounts|suppliers|distributors|business relationships?|any person who)\b/gi,
      /\b(?:customers?|clients?)\b[^.;]{0,120}\b(?:solicit\w*|divert\w*|entice\w*|induce\w*)\b/gi,
      /\b(?:divert|entice|take away|interfere with)\b[^.;]{0,80}\b(?:customers?|clients?|business relationship)/gi,
      /\bnot[^.;]{0,60}\b(?:accept|solicit) (?:orders|business)\b/gi,
    ],
    require: NEGATED,
  },
  {
    category: 'No-Solicit of Employees',
    patterns: [
      /\bsolicit\w*[^.;]{0,160}\b(?:employees?|personnel|staff|employed|consultants|contractors|for (?:hire|employment))\b/gi,
      /\b(?:hire|employ|engage|recruit)\b[^.;]{0,60}\b(?:any|the) (?:of (?:the )?)?(?:other party's |company's |its )?(?:employees?|personnel|staff)\b/gi,
      /\b(?:employees?|personnel)\b[^.;]{0,100}\b(?:solicit\w*|hire|recruit\w*|induce\w*|entice\w*)\b/gi,
      /\bnon-?solicitation of (?:employees|personnel)\b/gi,
    ],
    require:
      /\b(?:not|no|never|neither|refrain|prohibit|without (?:the )?(?:prior )?(?:written )?consent)|\bnon-?solicit|restrict/i,
  },
  {
    category: 'Competitive Restriction Exception',
    patterns: [
      /\b(?:shall|will|does|do) not (?:prevent|restrict|prohibit|preclude|limit|apply to)\b/gi,
      /\bnotwithstanding the (?:foregoing|above|preceding)\b/gi,
      /\bpassive (?:investment|investor)\b/gi,
      /\bnot more than (?:[\w()%]+ ){1,3}(?:%|percent)[^.;]{0,80}\b(?:publicly|outstanding|securities|stock)/gi,
      // Not a pointer to another provision ('non-transferable (except as provided in Section 11.7)'):
      // that carves out of a transfer ban or a licence, not out of a competitive restriction.
      /\bexcept (?:for|that|as)\b(?![^.;)]{0,50}\b(?:sections?|paragraphs?|articles?|schedules?|exhibits?|herein|hereunder|(?:in|under|by) this agreement)\b)/gi,
      /\bprovided,? however\b/gi,
    ],
    // A restriction on competing, dealing exclusively or soliciting: not 'non-exclusive' or
    // remedies 'not exclusive of' other remedies.
    require:
      /\b(?:compet\w*|(?<!non-\s?)exclusiv(?!e of\b)\w*|solicit\w*|other (?:manufacturer|brand|compan)\w*)\b/i,
    context: {
      pattern:
        /\bnon[- ]?compet|\bnot[^.;]{0,80}\bcompet|(?<!non-\s?)\bexclusiv(?!e of\b)|\bnon-?solicit|\bnot[^.;]{0,60}\bsolicit/i,
      window: 2,
    },
  },
  {
    category: 'Non-Disparagement',
    patterns: [
      /\bdisparag\w*/gi,
      /\bderogatory\b/gi,
      /\b(?:into|to) (?:public )?disrepute\b/gi,
      /\b(?:negative|adverse|damaging) (?:statements?|comments?|remarks?)\b/gi,
      /\bdetrimental to the (?:reputation|image|goodwill)\b/gi,
    ],
  },
];
