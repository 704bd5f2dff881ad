import { escapeRegExp, type Mention } from '../../language/mention';

// Governing-law places. US states get their formal name ("State of New York",
// "Commonwealth of Virginia") so templates can say "the laws of the State of New York".

export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
];
const COMMONWEALTHS = new Set(['Kentucky', 'Massachusetts', 'Pennsylvania', 'Virginia']);
export const CANADIAN_PROVINCES = [
  'Ontario',
  'Quebec',
  'British Columbia',
  'Alberta',
  'Manitoba',
  'Saskatchewan',
  'Nova Scotia',
  'New Brunswick',
];
const OTHER_PLACES: Record<string, string> = {
  'district of columbia': 'District of Columbia',
  'washington dc': 'District of Columbia',
  'washington, d.c.': 'District of Columbia',
  'england and wales': 'England and Wales',
  england: 'England and Wales',
  'united kingdom': 'England and Wales',
  uk: 'England and Wales',
  scotland: 'Scotland',
  ireland: 'Ireland',
  canada: 'Canada',
  australia: 'Australia',
  'new south wales': 'New South Wales, Australia',
  victoria: 'Victoria, Australia',
  queensland: 'Queensland, Australia',
  'western australia': 'Western Australia',
  'south australia': 'South Australia',
  tasmania: 'Tasmania, Australia',
  'northern territory': 'Northern Territory, Australia',
  'australian capital territory': 'Australian Capital Territory',
  germany: 'Germany',
  france: 'France',
  singapore: 'Singapore',
  'new zealand': 'New Zealand',
  india: 'India',
  'south africa': 'South Africa',
  netherlands: 'the Netherlands',
  spain: 'Spain',
  mexico: 'Mexico',
};

function formalName(place: string): string {
  const state = US_STATES.find((name) => name.toLowerCase() === place.toLowerCase());
  if (state) return `${COMMONWEALTHS.has(state) ? 'Commonwealth' : 'State'} of ${state}`;
  const province = CANADIAN_PROVINCES.find((name) => name.toLowerCase() === place.toLowerCase());
  if (province) return `Province of ${province}, Canada`;
  return OTHER_PLACES[place.toLowerCase()] ?? place;
}

const NAMES = [...US_STATES, ...CANADIAN_PROVINCES, ...Object.keys(OTHER_PLACES)].sort(
  (a, b) => b.length - a.length,
);
// "washington" alone is a common surname and "victoria"/"georgia" first names, so those need a cue.
const NEEDS_CUE = new Set(['washington', 'victoria', 'georgia', 'virginia', 'england', 'uk']);
const PLACE = new RegExp(
  `\\b(?:the\\s+)?(?:(state|commonwealth|province)\\s+of\\s+)?(${NAMES.map(escapeRegExp).join('|')})\\b`,
  'gi',
);
const LAW_CUE =
  /(?:law|laws|governed|governing|jurisdiction|courts?|venue|under|of)\s*:?\s+(?:of\s+)?(?:the\s+)?$/i;
const LAW_AFTER = /^\s*(?:law|laws|courts?|jurisdiction|state law)\b/i;
const PLACE_CUE = /(?:in|based in|located in|from|out of)\s+(?:the\s+)?$/i;
const ENTITY_AFTER =
  /^\s*(?:-based\s+)?(?:corporation|corp|llc|l\.l\.c|limited|company|partnership|inc|nonprofit|non-profit|lp|llp)\b/i;
const ADDRESS_BEFORE = /,\s*$/;
const IN_NAME_AFTER =
  /^[ \t]+(?!(?:State|Law|Laws|Courts?|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b)\p{Lu}\p{Ll}/u;

export interface JurisdictionMention extends Mention {
  /** A law cue ("governed by", "laws of") makes this the governing-law choice, not just a place. */
  explicit: boolean;
}

// Postal codes of the states: "IL" alone as an answer, or "TX law"; never a code inside an address.
const STATE_CODES: Readonly<Record<string, string>> = Object.fromEntries(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
    .split(' ')
    .map((code, index) => [code, US_STATES[index] ?? '']),
);
// Australian states and Canadian provinces by their codes ("NSW law", "QC").
const AU_CODES: Readonly<Record<string, string>> = {
  NSW: 'new south wales',
  VIC: 'victoria',
  QLD: 'Queensland',
  WA: 'western australia',
  SA: 'south australia',
  TAS: 'tasmania',
  ACT: 'australian capital territory',
};
const CA_CODES: Readonly<Record<string, string>> = {
  QC: 'Quebec',
  ON: 'Ontario',
  BC: 'British Columbia',
  AB: 'Alberta',
  MB: 'Manitoba',
  SK: 'Saskatchewan',
  NS: 'Nova Scotia',
  NB: 'New Brunswick',
};
// Without a country, a code the US also uses ("WA") is the US state's; the others are their own.
const OTHER_CODES: Readonly<Record<string, string>> = { ...AU_CODES, ...CA_CODES };
// The short forms people type for a state: "Mass.", "Calif.", "Penn." (as a whole answer or beside law).
const STATE_SHORT: Readonly<Record<string, string>> = {
  MASS: 'Massachusetts',
  CALIF: 'California',
  CALI: 'California',
  PENN: 'Pennsylvania',
  PENNA: 'Pennsylvania',
  FLA: 'Florida',
  MICH: 'Michigan',
  MINN: 'Minnesota',
  TENN: 'Tennessee',
  TEX: 'Texas',
  ARIZ: 'Arizona',
  COLO: 'Colorado',
  CONN: 'Connecticut',
  WISC: 'Wisconsin',
  OKLA: 'Oklahoma',
  WASH: 'Washington',
  NEB: 'Nebraska',
  NEV: 'Nevada',
};
const CODE = /\b([A-Z]{2,3}|(?<=[.!?]\s+)[a-z]{2}(?=\s*[.!]?\s*$))\b/g;

function codePlace(code: string, short: boolean): string | undefined {
  const upper = code.toUpperCase();
  return STATE_CODES[upper] ?? OTHER_CODES[upper] ?? (short ? STATE_SHORT[upper] : undefined);
}

function stateCodes(text: string): JurisdictionMention[] {
  const whole = /^\s*(?:the\s+)?([a-z]{2,5})\.?\s*(?:law)?\s*[.!]?\s*$/i.exec(text);
  // "ok", "on", "oh", "hi" typed in lower case are words, not Oklahoma, Ontario, Ohio or Hawaii.
  const wordy = whole && /^(?:ok|on|oh|hi|in|me|or|id)$/.test(whole[1] ?? '');
  const wholeState = whole && !wordy ? codePlace(whole[1] ?? '', true) : undefined;
  if (whole && wholeState)
    return [{ value: formalName(wholeState), start: 0, end: text.length, explicit: true }];
  const found: JurisdictionMention[] = [];
  for (const match of text.matchAll(CODE)) {
    const code = match[1] ?? '';
    if (/^[a-z]/.test(code) && /^(?:ok|on|oh|hi|in|me|or|id)$/.test(code)) continue;
    const state = codePlace(code, false);
    const end = match.index + match[0].length;
    // "... mar 1 - oct 31 next year. nc": a code alone as the message's last sentence.
    const alone = /(?:^|[.!?]\s+)$/.test(text.slice(0, match.index)) && /^\s*[.!]?\s*$/.test(text.slice(end));
    const explicit =
      alone ||
      LAW_AFTER.test(text.slice(end, end + 25)) ||
      /(?:laws?|governed\s+by|governing\s+law|under)\s+(?:of\s+)?(?:the\s+)?$/i.test(
        text.slice(Math.max(0, match.index - 30), match.index),
      );
    if (state && explicit) found.push({ value: formalName(state), start: match.index, end, explicit });
  }
  return found;
}

// "Irish law", "English courts": a country named by its adjective, only beside law or courts.
const DEMONYMS: Readonly<Record<string, string>> = {
  irish: 'Ireland',
  english: 'England and Wales',
  british: 'England and Wales',
  scottish: 'Scotland',
  // "Scots law" is what Scottish lawyers call their legal system; Wales shares England's.
  scots: 'Scotland',
  welsh: 'England and Wales',
  german: 'Germany',
  french: 'France',
  canadian: 'Canada',
  australian: 'Australia',
  dutch: 'the Netherlands',
  spanish: 'Spain',
  mexican: 'Mexico',
  singaporean: 'Singapore',
  victorian: 'Victoria, Australia',
  tasmanian: 'Tasmania, Australia',
};
const DEMONYM = new RegExp(`\\b(${Object.keys(DEMONYMS).join('|')})\\s+(?:law|laws|courts?)\\b`, 'gi');

export function findJurisdictions(text: string): JurisdictionMention[] {
  const found: JurisdictionMention[] = stateCodes(text);
  for (const match of text.matchAll(DEMONYM)) {
    const place = DEMONYMS[(match[1] ?? '').toLowerCase()];
    const end = match.index + (match[1] ?? '').length;
    if (place) found.push({ value: place, start: match.index, end, explicit: true });
  }
  for (const match of text.matchAll(PLACE)) {
    const place = match[2] ?? '';
    const start = match.index;
    const end = start + match[0].length;
    const before = text.slice(Math.max(0, start - 30), start);
    // "washington state", "New York State law": the word "state" after the name is part of it.
    const stateWord = /^\s+state\b(?=\s*(?:laws?\b|[.!?,]|$))/i.exec(text.slice(end, end + 30));
    const after = text.slice(end + (stateWord?.[0].length ?? 0), end + 25);
    if (ENTITY_AFTER.test(after)) continue;
    // "Oregon Coast Kayaks", "Victoria Street Bakery": a place followed by more of a proper name is
    // part of that name (a business, a street), not the law or the place of the deal.
    if (!match[1] && !LAW_AFTER.test(after) && IN_NAME_AFTER.test(after)) continue;
    // "Georgia." as a sentence of its own, among the deal's terms, names the governing law.
    const alone = /(?:^|[.!?]\s*)$/.test(before) && /^\s*(?:[.!?]|$)/.test(after);
    const explicit = Boolean(match[1]) || LAW_CUE.test(before) || LAW_AFTER.test(after) || alone;
    const placeCue = PLACE_CUE.test(before) || ADDRESS_BEFORE.test(before);
    const capitalised = /^[A-Z]/.test(place) || place.length > 3;
    if (!explicit && NEEDS_CUE.has(place.toLowerCase()) && !placeCue) continue;
    if (!capitalised) continue;
    found.push({ value: formalName(place), start, end, explicit });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** State name in an entity description: "a Delaware corporation" -> "Delaware". */
export function findStateAdjective(text: string): string | null {
  const match = new RegExp(`\\b(${US_STATES.map(escapeRegExp).join('|')})\\s*$`, 'i').exec(text);
  return match
    ? (US_STATES.find((state) => state.toLowerCase() === (match[1] ?? '').toLowerCase()) ?? null)
    : null;
}

export { formalName as formalJurisdictionName };

/**
 * A state or province code read in the country a conversation implies: "WA" is Western Australia in
 * an Australian conversation and Washington in an American one. Null when the code means the same
 * as without a country, or nothing there.
 */
export function codeInCountry(
  code: string,
  country: 'US' | 'CA' | 'AU' | 'UK',
): { local: string; usual: string } | null {
  const local = country === 'AU' ? AU_CODES[code] : country === 'CA' ? CA_CODES[code] : undefined;
  const usual = codePlace(code, false);
  if (!local || !usual || formalName(local) === formalName(usual)) return null;
  return { local: formalName(local), usual: formalName(usual) };
}
