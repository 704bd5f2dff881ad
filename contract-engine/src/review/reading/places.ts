import { CANADIAN_PROVINCES, US_STATES } from '../../builder/extract/jurisdiction';

// The country a governing-law place or a party's home belongs to: the states of the US, Canada's
// provinces and Australia's states and territories share a country and its courts, so another
// state's law is not foreign law. England and Wales, Scotland and Northern Ireland keep separate
// legal systems and courts, so each counts as its own. Any other place is its own country.

const COUNTRY_PARTS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['United States', [...US_STATES, 'District of Columbia', 'United States', 'USA']],
  ['Canada', [...CANADIAN_PROVINCES, 'Newfoundland and Labrador', 'Prince Edward Island', 'Canada']],
  [
    'Australia',
    [
      'New South Wales',
      'Victoria',
      'Queensland',
      'Western Australia',
      'South Australia',
      'Tasmania',
      'Northern Territory',
      'Australian Capital Territory',
      'Australia',
    ],
  ],
  ['England and Wales', ['England', 'Wales', 'England and Wales']],
];

const bare = (place: string): string =>
  place
    .replace(/^(?:the )?(?:state|commonwealth|province) of /i, '')
    .replace(/,.*$/, '')
    .trim()
    .toLowerCase();

/** The country a place is in ('the State of Texas' -> 'United States'); the place itself when unknown. */
export function countryOf(place: string): string {
  const p = bare(place).replace(/\s*&\s*/, ' and ');
  return COUNTRY_PARTS.find(([, parts]) => parts.some((x) => x.toLowerCase() === p))?.[0] ?? p;
}
