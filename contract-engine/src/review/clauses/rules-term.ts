import type { ClauseRule } from './rule';

// Termination, renewal, change of control and assignment.

const BREACH =
  /\b(?:breach\w*|default\w*|fail\w*|insolv\w*|bankrupt\w*|cure[sd]?|violat\w*|receiver|liquidat\w*|winding up)\b/i;

// Termination that needs an event (force majeure, listed contingencies) or both parties' consent is not for convenience.
const NOT_CONVENIENCE =
  /\bmutual(?:ly)? (?:consent|agree\w*|written agreement)|\bby mutual\b|\bforce majeure\b|\bcontingenc\w*|\bany of the following\b|\bin the event (?:of|that)\b/i;

export const TERM_RULES: readonly ClauseRule[] = [
  {
    category: 'Termination for Convenience',
    patterns: [
      /\b(?:may|right to|can|entitled to|option to|elect to)(?: \w+)? terminat\w*[^.;]{0,200}\b(?:without cause|for convenience|for any reason|for any or no reason|with or without cause|without (?:any )?reason|in its (?:sole )?discretion|without (?:assigning|giving) (?:any )?reason)/gi,
      /\b(?:without cause|for convenience|for any or no reason|with or without cause)\b[^.;]{0,120}\bterminat\w*/gi,
    ],
    exclude: NOT_CONVENIENCE,
  },
  {
    category: 'Termination for Convenience',
    patterns: [
      /\b(?:may|can|shall have the right to|has the right to|is entitled to) terminate (?:this agreement|the agreement|its performance|this contract|the contract|the consultation period|the services|the engagement|this engagement)?[^.;]{0,80}\b(?:upon|by giving|on|with|after|by providing|by sending|giving) (?:at least |not less than |a minimum of )?(?:\w+ )?(?:\(?"?\d+"?\)? )?(?:days?'?|months?'?|weeks?'?|calendar days'?|business days'?) ?(?:prior |advance )?(?:written )?notice/gi,
      /\b(?:wishing|wishes|desiring|desires) to terminate\b[^.;]{0,120}\bnotice\b/gi,
      /\bterminat\w* (?:this agreement )?at any time\b/gi,
    ],
    exclude: new RegExp(`${BREACH.source}|${NOT_CONVENIENCE.source}`, 'i'),
  },
  {
    category: 'Change of Control',
    patterns: [
      /\bchange (?:of|in) (?:the )?(?:effective |actual )?(?:control|ownership)\b/gi,
      /\b(?:control|ownership|management)\b[^.;]{0,80}\b(?:pass(?:es)?|transferred|changes?|changed|acquired)\b/gi,
      /\b(?:voting (?:stock|shares|securities))\b[^.;]{0,80}\b(?:transfer\w*|sold|acquir\w*)/gi,
      /\b(?:merger|consolidation|reorganization|amalgamation)\b[^.;]{0,200}\b(?:terminat\w*|consent|assign\w*|notice|approval)\b/gi,
      /\b(?:sale|transfer) of (?:all or )?substantially all (?:of )?(?:its|the|their|such party's) (?:assets|business|stock)/gi,
    ],
  },
  {
    category: 'Anti-Assignment',
    patterns: [
      /\b(?:assign\w*|transfer\w*|delegat\w*|sub-?contract\w*|convey\w*)\b[^.;]{0,200}\b(?:prior written consent|written consent|prior consent|consent of|without (?:the )?(?:express )?(?:prior )?(?:written )?(?:consent|approval))/gi,
      /\b(?:shall|may|will|can) not[^.;]{0,60}\b(?:assign|transfer|delegate|sub-?contract|sell, assign)\b/gi,
      /\bnot (?:be )?(?:assignable|transferable)\b/gi,
      /\bnon-?assignable\b/gi,
      /\b(?:no|neither) party (?:may|shall|will) (?:assign|transfer)\b/gi,
      /\bany (?:purported |attempted )?(?:assignment|transfer)[^.;]{0,120}\b(?:void|null|invalid|of no (?:force|effect))/gi,
    ],
    exclude: /\bnon-?transferable,? (?:non-?exclusive )?(?:license|licence)\b(?![^.]{0,200}\bassign)/i,
  },
  {
    category: 'Post-Termination Services',
    patterns: [
      /\b(?:for|during) (?:a period of )?(?:\w+ )?(?:\(\d+\) )?(?:days|months|years) (?:after|following|from) (?:the )?(?:date of )?(?:termination|expiration|expiry)\b/gi,
      /\b(?:after|following|upon|on) (?:the )?(?:termination|expiration|expiry)\b[^.;]{0,120}\b(?:shall|will|may) (?:continue|be entitled|have the right|provide|pay|sell|dispose|transition|cooperate|assist|retain|remain)\b/gi,
      /\b(?:transition|wind[- ]down|sell-?off|run-?off) (?:services|assistance|period|plan)\b/gi,
      /\bdispose of (?:its |any |the )?(?:remaining )?inventory\b/gi,
      /\b(?:until|for) (?:at least )?(?:\w+ )?(?:\(\d+\) )?(?:years|months) after the (?:expiration|termination)\b/gi,
      /\b(?:continue|extended period)\b[^.;]{0,80}\bfrom the date of termination\b/gi,
    ],
  },
];
