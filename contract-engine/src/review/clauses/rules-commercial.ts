import type { ClauseRule } from './rule';

// Money and volume: revenue sharing, pricing limits, commitments, MFN, first refusal, audit,
// insurance, warranties and liquidated damages.

const COUNT_WORD =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundred';
// Units of time, money and pages: a cap in these is a deadline, a price or a length, not a volume.
const NOT_A_COUNT =
  'days?|business|calendar|weeks?|months?|years?|quarters?|dollars?|cents?|euros?|pounds|u\\.?s\\.?|usd|thousand|million|billion|times|percent|of the (?:fees|amounts?|price|purchase price|total (?:fees|amount))|pages?|words?|minutes?|seconds?';

export const COMMERCIAL_RULES: readonly ClauseRule[] = [
  {
    category: 'Revenue/Profit Sharing',
    patterns: [
      /\broyalt(?:y|ies)\b(?![- ]free)/gi,
      /\b(?:revenue|profit|income)s?[- ]shar\w*/gi,
      /\bshare (?:of|in) (?:the )?(?:net |gross )?(?:revenues?|profits?|sales|income|proceeds|losses)\b/gi,
      /\b(?:\d+(?:\.\d+)?|[a-z]+ \(\d+(?:\.\d+)?\)) ?(?:%|percent)\b[^.;]{0,100}\b(?:of (?:the |all )?)?(?:net |gross |total )?(?:revenues?|sales|profits?|receipts|income|proceeds|subscription)/gi,
      /\bcommissions? (?:of|equal|at|on|rate|payable|shall be paid|will be paid)\b/gi,
      /\bpa(?:y|id|yable)\w*\b[^.;]{0,60}\bcommissions?\b/gi,
      /\b(?:income|profits?)(?: and (?:losses|credits))?[^.;]{0,60}\b(?:shared|divided|split|allocated)\b/gi,
    ],
    exclude: /\bcommission(?:er|ed)?s? of (?:the )?(?:securities|patents|revenue)\b/i,
  },
  {
    category: 'Price Restrictions',
    patterns: [
      /\bprices?\b[^.;]{0,100}\b(?:shall|will|may) not (?:be )?(?:increase|raise|exceed|change|adjust)/gi,
      /\b(?:increase|raise|adjust)\w*[^.;]{0,40}\bprices?\b[^.;]{0,80}\b(?:not (?:more|greater) than|no more than|shall not exceed|limited to|only once|cap)/gi,
      /\bprices?\b[^.;]{0,60}\b(?:fixed|firm|locked)\b[^.;]{0,40}\b(?:for|during|until)\b/gi,
      /\bno (?:price )?increases?\b/gi,
    ],
  },
  {
    category: 'Minimum Commitment',
    patterns: [
      /\bminimum (?:of )?(?:annual |monthly |quarterly |yearly |initial )?(?:order|purchase|quantit|volume|commitment|guarantee|royalt|payment|fee|sales|number|amount|units|requirements?|performance|spend|revenue)\w*/gi,
      /\ba minimum of\b/gi,
      /\bguarantee[sd]? (?:to )?(?:purchase|buy|order|pay)\b/gi,
      /\btake[- ]or[- ]pay\b/gi,
      /\bat least\b[^.;]{0,40}\b(?:units|orders?|purchases?|days per|hours|appearances?|events?)\b/gi,
    ],
    exclude: /\bminimum (?:wage|age)\b/i,
  },
  {
    category: 'Volume Restriction',
    patterns: [
      /\b(?:exceed\w*|in excess of|more than|over|beyond)\b[^.;]{0,60}\b(?:units|users|transactions|volume|quantit\w*|threshold|cap|usage|hours|appearances|copies|seats|impressions)\b/gi,
      /\bvolume (?:discount|limit|restriction|threshold|cap)s?\b/gi,
      /\b(?:additional|overage|excess) (?:fees?|charges?)\b/gi,
      /\b(?:not|no) (?:to )?exceed\b[^.;]{0,40}\b(?:units|hours|users|copies|per|days)\b/gi,
      /\b(?:up to|limited to|no more than|maximum of) (?:\w+ )?\(?\d+\)? (?:units|hours|days|appearances|users|copies|events|clinics|shows)\b/gi,
    ],
  },
  {
    // A cap on how many of something one side may order, use, receive or ask for: a count or a
    // share of a quantity, not a sum of money, a length of time or a liability cap.
    category: 'Volume Restriction',
    patterns: [
      new RegExp(
        `\\b(?:up to|no more than|not more than|not to exceed|shall not exceed|in excess of|a maximum of|limited to)\\s+(?:a (?:total|maximum) of\\s+)?(?:(?:${COUNT_WORD})\\s+)?(?:\\(?\\d[\\d,.]*\\)?|${COUNT_WORD})\\s+(?:\\([^)]{1,12}\\)\\s+)?(?!(?:${NOT_A_COUNT})\\b)[a-z]`,
        'gi',
      ),
      /\b(?:up to|no more than|not more than|not to exceed|in excess of|a maximum of|limited to)\b[^.;%]{0,30}(?:%|percent)\)?\s+of (?:the |its |any )?(?:\w+ )?(?:capacity|quantit\w*|inventory|volume|units|products|supply|output|requirements)\b/gi,
      /\bmaximum\b[^.;]{0,30}\b(?:quantit\w*|volume|number of|capacity|units)\b/gi,
      /\b(?:quantit\w*|volume|capacity|number of \w+)\b[^.;]{0,80}\b(?:shall|will|may) not exceed\b/gi,
    ],
    // Caps on liability, interest, ownership, audits and renewals are other clauses.
    exclude:
      /\bliab\w*|\bindemn\w*|\binterest\b|\bdamages\b|\b(?:stock|shares|securities|equity)\b|\baudit|\binspect|\brenew/i,
  },
  {
    category: 'Most Favored Nation',
    patterns: [
      /\bmost[- ]favou?red[- ](?:nation|customer|pricing|licensee)\b/gi,
      /\b(?:no less|at least as|more) favou?rable\b[^.;]{0,120}\b(?:any other|third part\w*|other (?:customers?|licensees?|distributors?))\b/gi,
      /\b(?:lower|better|more favou?rable)\b[^.;]{0,60}\b(?:prices?|terms|rates?|limits)\b[^.;]{0,100}\b(?:any other|third part\w*|other (?:customers?|licensees?))\b/gi,
      /\b(?:any other|third part\w*|other customers?)\b[^.;]{0,100}\b(?:lower|better|more favou?rable) (?:prices?|terms|rates?)\b/gi,
    ],
  },
  {
    category: 'Rofr/Rofo/Rofn',
    patterns: [
      /\bright of first (?:refusal|offer|negotiation)\b/gi,
      /\bfirst right (?:of|to) (?:refusal|refuse|negotiat\w*|offer|purchase)\b/gi,
      /\b(?:rofr|rofo|rofn)\b/gi,
      /\bright to match\b/gi,
      /\boffer (?:it|them|such \w+) first to\b/gi,
    ],
  },
  {
    category: 'Audit Rights',
    patterns: [
      /\baudit(?:s|ing|ors?)?\b(?! (?:review|financial|statements))/gi,
      /\b(?:inspect\w*|examin\w*|review)\b[^.;]{0,100}\b(?:books|records|accounts|premises|facilities)\b/gi,
      /\b(?:books|records)\b[^.;]{0,160}\b(?:inspect\w*|examin\w*|audit(?:s|ing|ors?)?\b|available for (?:inspection|audit|examination))/gi,
    ],
    exclude: /\baudited financial statements\b(?![^.]{0,100}\b(?:right|inspect))|\b(?:means|shall mean)\b/i,
  },
  {
    category: 'Insurance',
    patterns: [
      /\b(?:maintain|obtain|carry|procure|keep in (?:full )?force|purchase|secure)\b[^.;]{0,120}\binsurance\b/gi,
      /\binsurance (?:coverage|polic\w*|certificates?|carriers?|in (?:an|the) amount)\b/gi,
      /\b(?:additional|named) insureds?\b/gi,
      /\bcertificates? of insurance\b/gi,
      /\b(?:general|product|professional|errors and omissions|workers'? compensation|liability) (?:liability )?insurance\b/gi,
    ],
  },
  {
    category: 'Warranty Duration',
    patterns: [
      /\bwarrant\w*[^.;]{0,200}\b(?:for a period of|period of|for) (?:\w+ )?(?:\(\d+\) )?(?:days|months|years)\b/gi,
      /\bwarranty period\b/gi,
      /\b(?:days|months|years) (?:after|from|following|of) (?:the )?(?:date of )?(?:delivery|shipment|installation|acceptance|receipt|purchase)\b[^.;]{0,160}\b(?:warrant\w*|defect\w*|nonconform\w*|non-conform\w*)/gi,
      /\b(?:defect\w*|nonconform\w*)\b[^.;]{0,160}\bwithin (?:\w+ )?(?:\(\d+\) )?(?:days|months)\b/gi,
    ],
  },
  {
    category: 'Liquidated Damages',
    patterns: [
      /\bliquidated damages\b/gi,
      /\b(?:early )?termination (?:fee|charge|payment|penalty)\b/gi,
      /\bbreak-?up fee\b/gi,
      /\b(?:pay|payable|owe)\b[^.;]{0,60}\b(?:a )?penalt(?:y|ies)\b/gi,
      /\bpenalt(?:y|ies) (?:of|equal to|in the amount)\b/gi,
      /\b(?:entitled to|pay)\b[^.;]{0,80}\b(?:remaining|balance of the|unpaid) (?:fees|payments|retainer|compensation)\b[^.;]{0,80}\bterminat/gi,
      /\bpro-?rated to the (?:effective )?date of termination\b/gi,
    ],
  },
];
