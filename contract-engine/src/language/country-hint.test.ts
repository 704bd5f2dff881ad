import { describe, expect, it } from 'vitest';
import { impliedCountry } from './country-hint';

describe('country a conversation implies', () => {
  it('reads the signs people leave: legal forms, postcodes, currencies, places', () => {
    expect(impliedCountry('we are Banksia Tiling Pty Ltd, job at 4 Reef St, Scarborough WA 6019')).toBe('AU');
    expect(impliedCountry('Maple Leaf Renos, 12 King St W, Toronto M5H 1A1, plus HST')).toBe('CA');
    expect(impliedCountry('Gulf Breeze Pools LLC, 800 Bay Rd, Tampa FL 33602')).toBe('US');
    expect(impliedCountry('£450 a month, the flat is at 9 Mill Lane, York YO1 7HH')).toBe('UK');
  });

  it('must not: guess a country from nothing, or from a tie', () => {
    expect(impliedCountry('I need a contract for my cleaning business')).toBeNull();
    expect(impliedCountry('Acme LLC and Banksia Pty Ltd')).toBeNull();
  });
});
