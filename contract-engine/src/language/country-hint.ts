// The country a conversation implies, from what people write without thinking about it: a legal form
// only one country uses, a postcode's shape, a currency, a state or province named in full. Used to
// read what differs by country, such as a two-letter state code ("WA" is Western Australia in Perth).

export type Country = 'US' | 'CA' | 'AU' | 'UK';

const EVIDENCE: ReadonlyArray<readonly [Country, RegExp]> = [
  // "Pty Ltd", an ABN, "Cottesloe WA 6011" (a state code and a four-digit postcode), A$.
  ['AU', /\bPty\.?\s*Ltd\b|\bA[BC]N\b|\bA\$|\bAUD\b|\bg'?day\b/gi],
  ['AU', /\b(?:NSW|QLD|VIC|TAS|ACT|NT|WA|SA)\s+\d{4}\b/g],
  [
    'AU',
    /\b(?:New South Wales|Queensland|Tasmania|Western Australia|South Australia|Northern Territory|Australia)\b/gi,
  ],
  // A province, HST, C$, "M5V 2T6" (a Canadian postcode).
  [
    'CA',
    /\b(?:Canada|Ontario|Quebec|British Columbia|Alberta|Manitoba|Saskatchewan|Nova Scotia|New Brunswick)\b|\bHST\b|\bC\$|\bCAD\b/gi,
  ],
  ['CA', /\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/g],
  // "Austin, TX 78701" (a state code and a five-digit ZIP), US$, an LLC.
  ['US', /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|\bUS\$|\bUSD\b|\bL\.?L\.?C\b/g],
  // £, a UK postcode ("LS11 5PS"), the nations of the UK.
  ['UK', /£|\bGBP\b|\b(?:England|Scotland|Wales|Northern Ireland)\b/gi],
  ['UK', /\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/g],
];

/** The country with the most signs in the text, or null when none leads. */
export function impliedCountry(text: string): Country | null {
  const counts = new Map<Country, number>();
  for (const [country, pattern] of EVIDENCE)
    counts.set(country, (counts.get(country) ?? 0) + (text.match(pattern)?.length ?? 0));
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  return first && first[1] > 0 && first[1] > (second?.[1] ?? 0) ? first[0] : null;
}
