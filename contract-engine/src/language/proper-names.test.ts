import { describe, expect, it } from 'vitest';
import { findProperNames } from './proper-names';

describe('people and organisations in a text', () => {
  it('tells a person from a company by its legal form', () => {
    const found = findProperNames('Sarah Lee hires Brightside Media LLC for six months.');
    expect(found.people.map((m) => m.value)).toEqual(['Sarah Lee']);
    expect(found.organisations.map((m) => m.value)).toEqual(['Brightside Media LLC']);
  });

  it('keeps hyphenated and apostrophed names whole, without a title', () => {
    expect(findProperNames("Dr. Mary-Jane O'Connor signs.").people.map((m) => m.value)).toEqual([
      "Mary-Jane O'Connor",
    ]);
  });

  it('reads no person from one capitalised word, a place with its state code or an address', () => {
    const found = findProperNames('May and April visit Sydney NSW, 88 Queen Road, Brisbane.');
    expect(found.people).toEqual([]);
    expect(found.organisations).toEqual([]);
  });
});
