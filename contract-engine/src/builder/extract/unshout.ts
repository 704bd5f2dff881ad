import { STOP_WORDS } from '../../language/names';

// A message typed with caps lock on ("CLIENT: RIVERBEND MOTORS INC. ME: JAKE MORALES") is read as
// if typed normally: the extractors rely on capitals to tell names from ordinary words.

const KEEP_UPPER = new Set([
  'LLC',
  'LLP',
  'PLLC',
  'LP',
  'NDA',
  'ACH',
  'USA',
  'US',
  'UK',
  'EU',
  'ID',
  'IT',
  'HR',
  'CEO',
]);
const FORMS: Readonly<Record<string, string>> = {
  INC: 'Inc',
  CORP: 'Corp',
  LTD: 'Ltd',
  CO: 'Co',
  GMBH: 'GmbH',
};
// Ordinary words a name never starts with, beyond the name reader's own stop words.
export const PLAIN_WORDS: ReadonlySet<string> = new Set([
  'need',
  'needs',
  'want',
  'wants',
  'paid',
  'pay',
  'pays',
  'per',
  'or',
  'with',
  'end',
  'ends',
  'ending',
  'starts',
  'law',
  'laws',
  'weekly',
  'monthly',
  'daily',
  'yearly',
  'hourly',
  'fee',
  'rate',
  'amount',
  'date',
  'week',
  'month',
  'year',
  'day',
  'hour',
]);

function isShouting(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '');
  const upper = letters.replace(/[^A-Z]/g, '').length;
  return letters.length >= 12 && upper / letters.length > 0.8;
}

function word(token: string): string {
  const bare = token.replace(/[.]+$/, '');
  if (KEEP_UPPER.has(bare)) return token;
  const form = FORMS[bare];
  if (form) return form + token.slice(bare.length);
  const lower = token.toLowerCase();
  const key = lower.replace(/[^a-z']/g, '');
  // Two capitals followed by digits are a state in an address ("FL 33101"): keep them.
  if (STOP_WORDS.has(key) || PLAIN_WORDS.has(key)) return lower;
  return lower.replace(/\p{L}/u, (first) => first.toUpperCase());
}

/** The message as if typed without caps lock; unchanged when it is not shouted. */
export function unshout(text: string): string {
  if (!isShouting(text)) return text;
  return text.replace(/[A-Za-z][A-Za-z'’.&-]*/g, (token) => word(token));
}
