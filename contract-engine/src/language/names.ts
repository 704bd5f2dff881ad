import { hasLegalForm, LEGAL_FORM_WORDS } from './legal-forms';
import { STOP_WORDS } from './name-words';

export { STOP_WORDS };

// Reading a proper name (person or company) that starts at a given position in a message.

const CONNECTORS = new Set(['of', 'the', 'de', 'del', 'da', 'van', 'von', 'le', 'la', '&']);
const SURNAME_NOUNS = new Set([
  'price',
  'rent',
  'payment',
  'work',
  'deposit',
  'term',
  'start',
  'interest',
  'lease',
  'state',
  'manager',
  'partner',
  'owner',
  'buyer',
  'seller',
  'lender',
  'total',
  'delivery',
  'service',
]);
const BUSINESS_WORDS = new Set([
  'services',
  'service',
  'company',
  'partners',
  'management',
  'rental',
  'rentals',
]);
const ABBREVIATIONS =
  /(?:Inc|Corp|Co|Ltd|Jr|Sr|L\.L\.C|L\.P|L\.L\.P|P\.C|P\.A|N\.A|S\.A|Pty|Pte|Bros|St|Mr|Mrs|Ms|Dr|Prof)\.$/;
// A legal form after the name, as typed ("Hollis & Vance Partners, L.P.", "Harbor Bank, N.A.").
const SUFFIX = new RegExp(String.raw`^,?\s+(?:${LEGAL_FORM_WORDS})(?=$|[\s,;:.!?)"'])`);
const TOKEN = /^[\p{Lu}0-9][\p{L}\p{N}_&'’.-]*|^&/u;
// Words that make a capitalised phrase a description, not a party ("for Web Design").
const GENERIC =
  /\b(?:Design|Designs|Services?|Development|Agreement|Contract|Website|Web|Marketing|Consulting|Project|Lease|Rental|Loan|Note|Offer|Letter|Work|Photography|Goods|Equipment|NDA|Property|Management)\b/;

// "a translator, Spanish to English": a language alone is never a party.
const LANGUAGES = new Set(
  'english spanish french german italian portuguese chinese mandarin cantonese japanese korean arabic russian hindi dutch polish vietnamese turkish greek swedish norwegian danish finnish hebrew urdu bengali punjabi tagalog thai indonesian ukrainian romanian hungarian czech persian farsi swahili'.split(
    ' ',
  ),
);

export interface NameMatch {
  name: string;
  end: number;
}

const LEGAL_SUFFIX = new RegExp(String.raw`^(?:${LEGAL_FORM_WORDS}|Co|Company)[,.]?$`);
// A capitalised run of up to five more words that ends in a legal form.
const RUN_TO_LEGAL_FORM = new RegExp(
  String.raw`^(?: +[A-Z&][\w&'.-]*){0,5}?,? +(?:${LEGAL_FORM_WORDS}|Company)(?![\w])`,
);

/** "Bean There Cafe LLC": a capitalised run that ends in a legal form keeps its inner common words. */
function runEndsInLegalForm(text: string): boolean {
  return RUN_TO_LEGAL_FORM.test(text);
}

const REGISTRATION_LABEL = /^(?:ABN|ACN|ARBN|EIN|CRN|NZBN|BN|UEN|VAT|GST)[:#]?$/;

/** "Greg and Nina Holt": a couple signing as one party. Not used where "and" joins two parties. */
const COUPLE = /^ and (\p{Lu}\p{Ll}+) (\p{Lu}[\p{L}'’-]+)(?=$|[\s,.;:!?)])/u;

export function readName(text: string, from: number, couples = true): NameMatch | null {
  const first = readOneName(text, from);
  if (!first) return null;
  const couple = couples && !first.name.includes(' ') ? COUPLE.exec(text.slice(first.end)) : null;
  if (couple && !STOP_WORDS.has((couple[1] ?? '').toLowerCase()) && !LEGAL_SUFFIX.test(couple[2] ?? ''))
    return { name: `${first.name} and ${couple[1]} ${couple[2]}`, end: first.end + couple[0].length };
  // "Zoë Kowalczyk d/b/a ZK Design": the trade name belongs to the party's name.
  const dba = /^,?\s+(d\/b\/a|dba|doing business as|trading as|t\/a)\s+/i.exec(text.slice(first.end));
  if (!dba) return first;
  const trade = readOneName(text, first.end + dba[0].length);
  if (!trade) return first;
  const label = (dba[1] ?? '').toLowerCase() === 'dba' ? 'd/b/a' : (dba[1] ?? '');
  return { name: `${first.name} ${label} ${trade.name}`, end: trade.end };
}

function readOneName(text: string, from: number): NameMatch | null {
  let cursor = from;
  while (cursor < text.length && /[\s"“'‘]/.test(text.charAt(cursor))) cursor += 1;
  const tokens: string[] = [];
  let end = cursor;
  let numberedCompany = false;
  while (tokens.length < 7) {
    const rest = text.slice(end);
    const space = tokens.length === 0 ? '' : (/^ +/.exec(rest)?.[0] ?? null);
    if (space === null) break;
    const afterSpace = rest.slice(space.length);
    // "2418519 Ontario Inc.": a numbered company begins with its registration number.
    const numbered = tokens.length === 0 ? /^\d{4,10}(?= \p{Lu})/u.exec(afterSpace)?.[0] : undefined;
    if (numbered && runEndsInLegalForm(afterSpace.slice(numbered.length))) {
      numberedCompany = true;
      tokens.push(numbered);
      end += numbered.length;
      continue;
    }
    const word = /^[\p{L}&][\p{L}\p{N}_&'’.-]*/u.exec(afterSpace)?.[0] ?? TOKEN.exec(afterSpace)?.[0];
    if (!word) break;
    const lower = word.toLowerCase().replace(/[.']+$/, '');
    // "Kestrel IT Pty Ltd ABN 51 824 753 556": a registration number's label ends the name.
    if (tokens.length > 0 && REGISTRATION_LABEL.test(word)) break;
    const isConnector = tokens.length > 0 && CONNECTORS.has(lower);
    if (!isConnector && !TOKEN.test(word)) break;
    const innerWord =
      /^[A-Z]/.test(word) &&
      (tokens.length > 0
        ? LEGAL_SUFFIX.test(word) || runEndsInLegalForm(afterSpace.slice(word.length))
        : // "The Gilded Fork Restaurant LLC": a leading "The" belongs to a company's legal name.
          word === 'The' && runEndsInLegalForm(afterSpace.slice(word.length)));
    // "Devon Price", "Owen Price": after a given name, a capitalised common noun is a surname.
    const surname = tokens.length === 1 && /^\p{Lu}/u.test(word) && SURNAME_NOUNS.has(lower);
    // "Crestline Property Services", "Harbor Partners": a capitalised business word ends a name.
    const business = tokens.length > 0 && /^\p{Lu}/u.test(word) && BUSINESS_WORDS.has(lower);
    if (!isConnector && STOP_WORDS.has(lower) && !innerWord && !surname && !business) break;
    tokens.push(word);
    end += space.length + word.length;
    if (/[.](?!\w)/.test(word) && !ABBREVIATIONS.test(word)) break;
    // "Corvid Analytics Inc. Salary 95k": a legal form with its full stop ends the company's name.
    if (
      tokens.length > 1 &&
      /^(?:Inc|Corp|Ltd)\.$/.test(word) &&
      /^\s+\p{Lu}/u.test(text.slice(end)) &&
      !runEndsInLegalForm(text.slice(end))
    )
      break;
  }
  while (tokens.length > 0 && CONNECTORS.has((tokens.at(-1) ?? '').toLowerCase())) {
    const dropped = tokens.pop() ?? '';
    end = text.lastIndexOf(dropped, end);
  }
  if (tokens.length === 0) return null;
  const suffix = SUFFIX.exec(text.slice(end));
  let name = tokens.join(' ');
  if (suffix) {
    // Keep the comma the user typed: "Northwind Traders, Inc." is the legal name as written.
    name += suffix[0].replace(/^(,?)\s+/, '$1 ');
    end += suffix[0].length;
  }
  name = name.replace(/'s$/, '');
  if (!ABBREVIATIONS.test(name)) name = name.replace(/[.]+$/, '');
  if (name.length < 2 || (/^\d/.test(name) && !numberedCompany) || LANGUAGES.has(name.toLowerCase()))
    return null;
  return { name, end };
}

/**
 * "Microsoft 365", "Windows 11", "a Kubota KX057": a capitalised name with a number or a model code in
 * it and no legal form is a product or a model, not a person or an organisation. A numbered company
 * ("1187342 Alberta Ltd.") starts with its number and carries its legal form.
 */
export function looksLikeProduct(name: string): boolean {
  if (/^\d/.test(name) || hasLegalForm(name)) return false;
  return name.split(/\s+/).some((word) => /\d/.test(word));
}

export function looksGeneric(name: string): boolean {
  return GENERIC.test(name);
}

const UPPER_WORDS = new Set([
  'llc',
  'llp',
  'pllc',
  'lp',
  'inc',
  'inc.',
  'ltd',
  'ltd.',
  'corp',
  'corp.',
  'co.',
  'usa',
  'us',
  'uk',
  'gmbh',
]);
const KEEP_UPPER: Record<string, string> = {
  inc: 'Inc.',
  'inc.': 'Inc.',
  ltd: 'Ltd.',
  'ltd.': 'Ltd.',
  corp: 'Corp.',
  'corp.': 'Corp.',
  'co.': 'Co.',
  gmbh: 'GmbH',
};

/** Capitalises a name the user typed in lower case ("acme llc" -> "Acme LLC"). */
export function tidyName(raw: string): string {
  const name = raw
    .replace(/\s+/g, ' ')
    .replace(/^["“'‘]+|["”'’.,;:!?]+$/g, '')
    .trim();
  if (/[A-Z]/.test(name)) return name;
  return name
    .split(' ')
    .map((word) => {
      if (UPPER_WORDS.has(word)) return KEEP_UPPER[word] ?? word.toUpperCase();
      if (CONNECTORS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}
