import type { ClauseRule } from './rule';

// Liability limits and their absence.

export const LIABILITY_RULES: readonly ClauseRule[] = [
  {
    category: 'Cap on Liability',
    patterns: [
      /\b(?:aggregate|total|maximum|cumulative|entire) liability\b/gi,
      /\bliab\w*\b[^.;]{0,160}\b(?:shall not exceed|will not exceed|not to exceed|limited to|in excess of|exceed the (?:amount|total|fees|sum))\b/gi,
      /\bin no (?:event|case|way)\b[^.;]{0,200}\b(?:liable|liability)\b/gi,
      /\b(?:shall|will) (?:not|in no event) be liable\b[^.;]{0,200}\b(?:consequential|indirect|incidental|special|punitive|exemplary|lost profits|loss of (?:profits|revenue|data|business))\b/gi,
      /\blimitation (?:of|on) liability\b/gi,
      /\b(?:consequential|incidental|indirect|punitive|exemplary),? (?:or |and )?(?:[\w]+,? ){0,3}damages\b/gi,
      /\b(?:claim|action|suit)s?\b[^.;]{0,100}\b(?:must be (?:brought|commenced|filed)|may be brought)\b[^.;]{0,60}\bwithin\b/gi,
    ],
  },
  {
    category: 'Uncapped Liability',
    patterns: [
      /\bunlimited liability\b/gi,
      /\bliab\w*\b[^.;]{0,80}\b(?:shall not be limited|is not limited|will not be limited|shall be unlimited|without limit(?:ation)? as to amount)\b/gi,
      /\b(?:limitations?|caps?|exclusions?) (?:of|on) (?:liability|damages)\b[^.;]{0,120}\b(?:shall|will) not apply\b/gi,
      /\b(?:foregoing|above) (?:limitations?|exclusions?)\b[^.;]{0,80}\b(?:shall|will) not apply\b/gi,
      /\bexcept (?:for|with respect to|in the case of)\b[^.;]{0,160}\b(?:obligations|indemnif\w*|breach of confidentiality|gross negligence|willful misconduct|fraud)\b[^.;]{0,200}\b(?:maximum|aggregate|total) liability\b/gi,
      /\b(?:maximum|aggregate|total) liability\b[^.;]{0,200}\b(?:shall not apply to|except for|excluding)\b[^.;]{0,120}\b(?:indemnif\w*|confidential\w*|gross negligence|willful|wilful|fraud)\b/gi,
    ],
  },
];
