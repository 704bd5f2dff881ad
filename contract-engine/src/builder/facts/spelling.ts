import type { ContractLocale } from '@shared-schema';

// The templates are written in US spelling; a contract for a British, Irish, Australian, New Zealand, South
// African, Indian or European reader is spelled the British way, and a Canadian one the Canadian way (British
// -our, -re and -ence, American -ize and -ll-). Only the template's own words are respelled, never a fact
// (party names, addresses, scope, added terms): generate.ts passes template text alone through here.

/** Verb stems that take -ize in the US and -ise in British spelling ("authorize", "organization"). */
const IZE_STEMS = [
  'apolog',
  'author',
  'capital',
  'categor',
  'character',
  'custom',
  'emphas',
  'final',
  'item',
  'jeopard',
  'maxim',
  'memorial',
  'minim',
  'organ',
  'penal',
  'prior',
  'real',
  'recogn',
  'special',
  'standard',
  'summar',
  'util',
];
const IZE_ENDINGS: Readonly<Record<string, string>> = {
  ize: 'ise',
  izes: 'ises',
  ized: 'ised',
  izing: 'ising',
  ization: 'isation',
  izations: 'isations',
};

/** -or words spelled -our outside the US, with their derived forms. */
const OUR_WORDS = [
  'behavior',
  'behaviors',
  'color',
  'colors',
  'dishonor',
  'dishonored',
  'endeavor',
  'endeavors',
  'favor',
  'favorable',
  'favored',
  'favorite',
  'favors',
  'harbor',
  'honor',
  'honored',
  'labor',
  'neighbor',
  'neighbors',
  'rumor',
  'unfavorable',
];

/** British forms shared by Canada: -our, -re, -ence and the noun "licence". */
const COMMONWEALTH: Readonly<Record<string, string>> = {
  ...Object.fromEntries(OUR_WORDS.map((word) => [word, word.replace(/or(?=s?$|ed$|able$|ite$)/, 'our')])),
  center: 'centre',
  centers: 'centres',
  defense: 'defence',
  defenses: 'defences',
  offense: 'offence',
  offenses: 'offences',
  theater: 'theatre',
  fiber: 'fibre',
  liter: 'litre',
  liters: 'litres',
};

/** The rest of British spelling: -ise, a single l in fulfil and enrol, a double l in cancelled. */
const BRITISH_ONLY: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    IZE_STEMS.flatMap((stem) =>
      Object.entries(IZE_ENDINGS).map(([us, gb]) => [`${stem}${us}`, `${stem}${gb}`]),
    ),
  ),
  unauthorized: 'unauthorised',
  analyze: 'analyse',
  analyzed: 'analysed',
  fulfill: 'fulfil',
  fulfills: 'fulfils',
  fulfillment: 'fulfilment',
  enroll: 'enrol',
  enrolls: 'enrols',
  enrollment: 'enrolment',
  installment: 'instalment',
  installments: 'instalments',
  canceled: 'cancelled',
  canceling: 'cancelling',
  cancelation: 'cancellation',
  labeled: 'labelled',
  labeling: 'labelling',
  traveled: 'travelled',
  traveling: 'travelling',
  totaled: 'totalled',
  counselor: 'counsellor',
  willful: 'wilful',
  willfully: 'wilfully',
  skillful: 'skilful',
  jewelry: 'jewellery',
  acknowledgment: 'acknowledgement',
  gray: 'grey',
  toward: 'towards',
};

const BRITISH: Readonly<Record<string, string>> = { ...COMMONWEALTH, ...BRITISH_ONLY };

/** The word map a locale's contracts are spelled with; null for US spelling. */
function mapFor(locale: ContractLocale): Readonly<Record<string, string>> | null {
  if (locale === 'en-US') return null;
  return locale === 'en-CA' ? COMMONWEALTH : BRITISH;
}

// "license" is a noun ("licence") and a verb ("license") in British spelling: it stays a verb after "to",
// a modal or "hereby", and before an object.
const LICENSE_VERB_BEFORE = /\b(?:to|will|may|shall|must|can|cannot|hereby|not)\s+$/i;
const LICENSE_VERB_AFTER = /^\s+(?:the|it|them|its|their|any|all|such|this|that)\b/i;

function withCaseOf(word: string, replacement: string): string {
  if (word === word.toUpperCase()) return replacement.toUpperCase();
  if (word[0] === word[0]?.toUpperCase()) return `${replacement[0]?.toUpperCase()}${replacement.slice(1)}`;
  return replacement;
}

function respellPart(text: string, map: Readonly<Record<string, string>>): string {
  return text.replace(/[A-Za-z]+/g, (word: string, offset: number) => {
    const lower = word.toLowerCase();
    if (lower === 'license' || lower === 'licenses') {
      const verb =
        LICENSE_VERB_BEFORE.test(text.slice(0, offset)) ||
        LICENSE_VERB_AFTER.test(text.slice(offset + word.length));
      return verb ? word : withCaseOf(word, lower.replace('license', 'licence'));
    }
    const replacement = map[lower];
    return replacement ? withCaseOf(word, replacement) : word;
  });
}

/**
 * Template text in the locale's spelling. `{{KEY}}` slots are left alone, so the facts written into them
 * (the person's own words) are never respelled.
 */
export function localiseSpelling(text: string, locale: ContractLocale): string {
  const map = mapFor(locale);
  if (!map) return text;
  return text
    .split(/(\{\{[^}]*\}\})/)
    .map((part) => (part.startsWith('{{') ? part : respellPart(part, map)))
    .join('');
}

/** A heading or word in one spelling for comparison: "NO LICENCE" and "NO LICENSE" name the same clause. */
export function spellingKey(text: string): string {
  return respellPart(text, BRITISH).toUpperCase();
}
