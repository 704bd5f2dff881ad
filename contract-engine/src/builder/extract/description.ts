// Free-text descriptions (services, scope of work). Only clear phrasings are taken from a
// message that was not an answer to the question; a direct answer is taken whole.

const VERBS =
  'walk|sit|babysit|care for|look after|groom|cook|drive|move|assemble|mentor|rebuild|redo|refresh|improve|update|fix|advise|design|develop|build|create|write|provide|deliver|perform|manage|maintain|install|clean|photograph|shoot|film|edit|translate|market|repair|redesign|renovate|paint|tutor|coach|audit|prepare|plan|organi[sz]e|cater|host|set up|migrate|implement|review|advise|consult|train|support|landscape|mow|produce|record|illustrate|code|program|handle|run|optimi[sz]e|analy[sz]e|research|teach|draft|assist|help';
const FIELDS =
  'design|development|consulting|photography|videography|writing|copywriting|marketing|bookkeeping|accounting|cleaning|landscaping|catering|tutoring|coaching|editing|translation|maintenance|installation|repair|renovation|painting|plumbing|seo|social media|branding|it support|advisory|strategy';

// Each verb as typed after "I'm", "she will", "to": "advise", "advises", "advising", "planning".
const VERB_FORMS = VERBS.split('|')
  .map((verb) => {
    const [head = '', ...rest] = verb.split(' ');
    const tail = rest.length ? ` ${rest.join(' ')}` : '';
    const forms = [head, `${head}s`, `${head}es`, `${head}ing`];
    if (head.endsWith('e')) forms.push(`${head.slice(0, -1)}ing`);
    if (/^[a-z]{2}[^aeiouwxy]$/.test(head) && /[aeiou]/.test(head.charAt(1)))
      forms.push(`${head}${head.slice(-1)}ing`);
    return `(?:${forms.join('|')})${tail}`;
  })
  .join('|');

export const DESCRIPTION_PATTERNS: readonly RegExp[] = [
  /\b(?:the\s+)?(?:services?|work|scope(?: of work)?|deliverables?|tasks?|project|job)\s+(?:is|are|will be|will include|includes?|including|consists? of|involves?)\s*:?\s+([^.?!\n]{4,240})/i,
  /\b(?:services?|scope(?: of work)?|deliverables?)\s*:\s*([^.?!\n]{4,240})/i,
  new RegExp(
    `\\b(?:to|will|i|we|i'll|we'll|i will|we will|he'll|she'll|they'll|he will|she will|they will|he|she|they|going to|need(?:s)? (?:me|us|someone|a \\w+) to|hired (?:me|us) to|i'm|i am|we're|we are)\\s+((?:(?:also|just|usually|regularly|deep|basically|mainly|mostly)\\s+)?(?:${VERB_FORMS})\\b[^.?!\\n]{3,240})`,
    'i',
  ),
  // "needs Quickfix Plumbing Co. to replace the water heater", "hires Derek Stone to supervise
  // roof installations": what someone is hired or needed to do, whatever the verb.
  /\b(?:hir(?:e|es|ed|ing)|engag(?:e|es|ed|ing)|retain(?:s|ed|ing)?|needs?|wants?|like|asked|asks|pays?|paying|book(?:s|ed|ing)?)\s+(?![Mm]e\b|[Uu]s\b)(?:[^\s.!?]+\.?\s+){1,7}?to\s+((?!be\b|pay\b|sign\b|start\b|begin\b|work\s+with\b|have\b|get\b|make\b)[a-z][a-z-]+\b[^.?!\n]{3,240})/,
  // "is bringing on Aaliyah Brooks as a freelance medical billing specialist": the role is the work.
  /\b(?:hir(?:e|es|ed|ing)|bring(?:s|ing)?\s+on|brought\s+on|engag(?:e|es|ed|ing)|retain(?:s|ed|ing)?|tak(?:e|es|ing)\s+on|onboard(?:s|ed|ing)?)\s+(?:\p{Lu}[\p{L}'’.-]*\s+){1,4}(as\s+(?:an?|our|the)\s+(?!(?:independent\s+|freelance\s+|outside\s+)?(?:contractor|subcontractor|freelancer|consultant|employee|worker)\b)[a-z][a-z -]{2,60}?)(?=\s*(?:[,.;!?\n]|$)|\s+(?:for|at|to|from|starting|on|remote|remotely)\b)/u,
  // "a contractor agreement for some design work": the words before are the work's, not the request's.
  new RegExp(
    `\\b((?:(?!(?:agreement|contract|for|of|on|with)\\s)[\\w-]+\\s){0,3}(?:${FIELDS})\\s+(?:services?|work|project))\\b`,
    'i',
  ),
  new RegExp(`\\bfor\\s+(?!my\\b|our\\b)((?:[\\w-]+\\s){0,3}(?:${FIELDS}))\\b`, 'i'),
  // "a contract with my client for weekly lawn mowing and hedge trimming": work named by a gerund.
  // Not "for my cleaning biz": the user's own business is not the work.
  // "weekly mowing and edging", "daily dog walking": a task with how often it is done.
  /(?:^|[.!?]\s+)((?:weekly|daily|monthly|biweekly|bi-weekly|fortnightly|nightly)\s+(?:[a-z]+\s+)?[a-z]{3,}ing\b[^.?!\n,$]{0,100})/i,
  /\bfor\s+(?!(?:my|our|his|her|their|your)\b)((?:(?!starting|beginning|during|nothing|something|anything|everything|morning|evening|spring|wedding|building|housing|pricing|funding)[a-z-]+\s+){0,2}(?!starting|beginning|during|nothing|something|anything|everything|morning|evening|spring|wedding|building|housing|pricing|funding)[a-z]{3,}ing\b[^.?!\n]{0,200})/,
];

const TRAILING = [
  // "for $500", "at 40 an hour", "for 3 months" are the price or the length; "for 14 staff" is part of the task.
  /\s+(?:for|at)\s+(?:a\s+(?:total|fee|price)\s+of\s+)?(?:\$|€|£|usd|\d[\d,.]*\s*(?:$|[,;]|k\b|usd|dollars?|bucks|pounds?|euros?|per\b|an?\s|each\b|hours?|hrs?\b|days?|weeks?|months?|years?|\/)).*$/i,
  /\s+(?:starting|beginning|from|until|on|before)\s+(?:\w+\s+\d|\d|next|tomorrow|today|the\s+\d).*$/i,
  // "by March 3" or "by next Friday" is a deadline; "20 by 40 foot" is a size.
  /\s+by\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\d{1,2}\/|next|tomorrow|today|the\s+(?:end|\d)|end of).*$/i,
  /\s+for\s+(?:[A-Z]|the\s+client|a\s+client|my\s+client|them\b|him\b|her\b).*$/,
  // "..., payroll and the tax filings" ends a list of tasks: a short noun phrase to the end stays.
  /,?\s+(?:and|but)\s+(?:(?:the|my|our)\b(?!(?:\s+(?!(?:pays?|will|is|are|has|have|gets?|must|should|can)\b)[\w'-]+){1,4}\s*[.!?]?\s*$)|(?:it|they|he|she|i|we|payment|paid|they'll)\b).*$/i,
  /,\s*(?:paid|payable|payment|billed|invoiced|due).*$/i,
  /\s+for a living\b.*$/i,
  /,?\s+(?:and|but)\s+(?:one|some|all|each|most)\s+of\b.*$/i,
];

export function cleanDescription(raw: string, lowerFirst = true): string {
  let text = raw.trim();
  for (const pattern of TRAILING) text = text.replace(pattern, '');
  text = text.replace(
    /^(?:it(?:'s| is| will be)|they(?:'ll| will)|i(?:'ll| will)|we(?:'ll| will)|the (?:services?|work) (?:is|are|will be)|basically|just|simply)\s+/i,
    '',
  );
  text = text.replace(/[\s,;:.!?]+$/, '').replace(/\s+/g, ' ');
  // A description continues a sentence in the template, unless it starts with a name or acronym.
  return lowerFirst && !/^[A-Z]{2}|^[A-Z]\w*[A-Z]/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

// "I run Maple Leaf Analytics Inc." introduces the user's business; it is not the work.
// "we run two pizza places in town", "I own three salons": a count of the user's premises, too.
const NOT_A_TASK =
  /^(?:run|own|manage|have|handle)\s+(?:(?:\p{Lu}[\p{L}&'.-]*\s*)+$|(?:an?|my|our|the|two|three|four|five|several|a few|\d+)\s+(?:[\p{L}-]+\s+){0,3}(?:business|company|firm|agency|shop|store|studio|practice|startup|place|restaurant|cafe|café|salon|clinic|location|outlet|branch|site)(?:s|es)?\b)/u;

export function findDescription(text: string, patterns: readonly RegExp[], lowerFirst = true): string | null {
  for (const pattern of patterns) {
    // "I run a cleaning company. A clinic wants us to clean ...": past the user's own business,
    // the same phrasing may still name the task.
    let rest = text;
    let match = pattern.exec(rest);
    while (match?.[1] && NOT_A_TASK.test(cleanDescription(match[1], false))) {
      rest = rest.slice(match.index + match[0].length);
      match = pattern.exec(rest);
    }
    const value = match?.[1] ? cleanDescription(match[1], lowerFirst) : '';
    // "as a medical billing specialist" continues "perform the following work:" as "work as ...".
    if (value.length >= 3) return /^as\s/i.test(value) ? `work ${value}` : value;
  }
  return null;
}
