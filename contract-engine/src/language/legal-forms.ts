// Legal forms of a party. Values read well after an article: "a limited liability company",
// "an individual", "a Delaware corporation".

const FORMS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(?:professional limited liability company|p\.?l\.?l\.?c\.?)(?![\w])/i,
    'professional limited liability company',
  ],
  [/\b(?:limited liability company|l\.?l\.?c\.?)(?![\w])/i, 'limited liability company'],
  [/\b(?:limited liability partnership|l\.?l\.?p\.?)(?![\w])/i, 'limited liability partnership'],
  [/\blimited partnership\b|\bL\.?P\.?(?![\w])/, 'limited partnership'],
  [/\bs[- ]?corp(?:oration)?\b/i, 'S corporation'],
  [
    /\b(?:non-?profit|not[- ]for[- ]profit)(?:\s+(?:corporation|organi[sz]ation))?\b|\bcharity\b/i,
    'nonprofit corporation',
  ],
  [/\b(?:c[- ]?corp|corporation|corp\.?|inc\.?|incorporated)(?![\w])/i, 'corporation'],
  [/\b(?:private limited company|limited company|ltd\.?|pty\.? ltd\.?|gmbh)(?![\w])/i, 'limited company'],
  [/\b(?:general )?partnership\b/i, 'partnership'],
  [/\bsole (?:proprietor(?:ship)?|trader)\b|\bdba\b/i, 'sole proprietorship'],
  [/\btrust\b/i, 'trust'],
  [
    /\b(?:individuals?|private (?:person|individual)|natural person|person|myself|self-employed|freelancer|freelance|just me|personally|on my own)\b/i,
    'individual',
  ],
];

/** The first legal form mentioned in `text` and where it starts. */
export function legalFormIn(text: string): { readonly form: string; readonly index: number } | null {
  let best: { index: number; form: string } | null = null;
  for (const [pattern, form] of FORMS) {
    const match = pattern.exec(text);
    if (match && (best === null || match.index < best.index)) best = { index: match.index, form };
  }
  return best;
}

/**
 * Legal forms written after a name ("Acme LLC", "Northwind Traders, Inc.", "Harbour Foods Pty Ltd"):
 * one list for the name reader, the builder's party forms and the reviewer. "Company" and a bare
 * "Co" are left to the callers that read a name's last word ("the Company" is a defined term too).
 */
export const LEGAL_FORM_WORDS = String.raw`Pty\.? Ltd\.?|P\.?L\.?L\.?C\.?|L\.?L\.?C\.?|L\.?L\.?P\.?|L\.?P\.?|Inc\.?|Incorporated|Corp\.?|Corporation|Ltd\.?|Limited|P\.?C\.?|P\.A\.|N\.A\.|PLC|plc|S\.A\.|AG|GmbH|Co\.`;
const NAME_SUFFIX = new RegExp(String.raw`,?\s+(${LEGAL_FORM_WORDS}|Co|Company)$`, 'i');
// Suffixes that make a name a company without saying which kind; "LP" and "Limited" say it in short.
const NO_KIND = new Set(['co', 'company', 'pc', 'pa', 'na', 'plc', 'sa', 'ag']);
const SHORT_FORMS: Readonly<Record<string, string>> = {
  lp: 'limited partnership',
  limited: 'limited company',
};

/** The name ends in a legal form, "Co." included: a company, even when its words look generic. */
export function hasLegalForm(name: string): boolean {
  return NAME_SUFFIX.test(name);
}

/** Legal form implied by a company name's suffix: "Acme LLC" -> limited liability company. */
export function entityTypeFromName(name: string): string | null {
  const suffix = NAME_SUFFIX.exec(name);
  if (!suffix) return null;
  const word = (suffix[1] ?? '').toLowerCase().replace(/\./g, '');
  if (NO_KIND.has(word)) return null;
  return SHORT_FORMS[word] ?? legalFormIn(word)?.form ?? null;
}
