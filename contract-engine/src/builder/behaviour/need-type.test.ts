import { describe, expect, it } from 'vitest';
import { detectContractType } from '../detect-type';
import { isFallbackType, resolveType } from '../resolve-type';
import { chat } from './chat-script';
import { NEEDS_BY_TYPE, NO_NEED } from './need-descriptions';

// A need told in the person's own words reads as its type by what each type declares (its title,
// role words, fact labels, clause headings and short need descriptions), not by phrasing rules.

const typeOf = (...texts: string[]) => resolveType(undefined, null, texts)?.id ?? null;

describe('need type: read from the declarations', () => {
  it('a need told in everyday words (US, UK, Canadian, Australian) reads as its type', () => {
    const entries = Object.entries(NEEDS_BY_TYPE).flatMap(([type, texts]) =>
      texts.map((text) => ({ type, text })),
    );
    const misread = entries.filter(({ type, text }) => typeOf(text) !== type);
    // Measured on these descriptions: 46 of 75 by keywords alone, 71 with the declaration reading (2026-11-29).
    expect(
      misread.length,
      misread.map(({ type, text }) => `${type}: ${text}`).join('\n'),
    ).toBeLessThanOrEqual(8);
    for (const [type, texts] of Object.entries(NEEDS_BY_TYPE))
      expect(texts.filter((text) => typeOf(text) === type).length, type).toBeGreaterThanOrEqual(
        texts.length - 2,
      );
  });

  it('must not: give a type to an opening that names no need', () => {
    for (const text of NO_NEED) expect(detectContractType(text), text).toBeNull();
  });

  it("role words of a type's declaration name its need: a lodger, a flatmate, a letting agent", () => {
    expect(typeOf('a lodger is taking the box room from May')).toBe('residential-lease');
    expect(typeOf('my flatmate wants something in writing for her room')).toBe('residential-lease');
    expect(typeOf('I want a letting agent to look after my house while I work abroad')).toBe(
      'property-management',
    );
    expect(typeOf('I am handing my duplex to a company to manage it and find tenants')).toBe(
      'property-management',
    );
  });

  it('must not: a role the person negates names the type ("not as an employee", "not on the payroll")', () => {
    for (const text of [
      'we take on a self-employed plasterer for site work, not as an employee',
      'a freelance driver with her own car, not on the payroll, paid per delivery',
    ])
      expect(typeOf(text), text).not.toBe('employment-offer');
  });

  it('the words that describe a thing count less than the thing: "commercial cleaning" is a service', () => {
    expect(typeOf('I do commercial cleaning for offices and need terms with a new client')).toBe(
      'service-agreement',
    );
    expect(typeOf('we rent out party gear: bounce houses, tables and chairs, to customers')).toBe(
      'equipment-rental',
    );
  });

  it('a question weighing two types chooses neither; what the person says after it does', () => {
    expect(typeOf('is a mutual or a one-way NDA better? we will both share our numbers, so mutual')).toBe(
      'mutual-nda',
    );
    expect(
      typeOf('what is the difference between a one-way and a mutual NDA? only I share, so one-way'),
    ).toBe('one-way-nda');
  });

  it('must not: answers and edits after the need pull the type their way', () => {
    const need =
      'Orchard Data Ltd and we want to trade information to assess a joint research project. 3 years.';
    expect(typeOf(need)).toBe('mutual-nda');
    expect(typeOf(need, 'add that neither side may copy any sample it receives')).toBe('mutual-nda');
    expect(typeOf(need, 'change it to 4 years, and neither party will hire the other’s employees')).toBe(
      'mutual-nda',
    );
  });

  it('a need that fits no type goes to the general service agreement, and says it is a fallback', () => {
    const texts = ['I tune pianos for a music school every term and want it written down'];
    expect(typeOf(...texts)).toBe('service-agreement');
    expect(isFallbackType(undefined, null, ['a music school wants me to tune its pianos'])).toBe(true);
    expect(isFallbackType(undefined, null, ['I rent out my spare room to a lodger'])).toBe(false);
  });
});

describe('need type: a later message that says the type was wrong', () => {
  it('"actually it is a mutual NDA" switches the type and keeps the names, period and law', () => {
    const { turn } = chat([
      'I need an NDA: my company Brightwell Ltd will show our product plans to Corra Systems Ltd, 5 years, England',
      "actually it's a mutual NDA, we both share information",
    ]);
    expect(turn.contractType).toBe('mutual-nda');
    expect(turn.facts).toMatchObject({
      'FIRST PARTY NAME': 'Brightwell Ltd',
      'SECOND PARTY NAME': 'Corra Systems Ltd',
      'CONFIDENTIALITY PERIOD': '5 years',
    });
    expect(turn.message).not.toMatch(/couldn't read/);
  });

  it('a need told again as a correction, in words no keyword holds, switches when it leads clearly', () => {
    expect(
      typeOf(
        'I need a contractor to repaint my shopfront',
        "sorry, I got that wrong: I don't need a painter, I want a letting agent to manage my flat and find tenants",
      ),
    ).toBe('property-management');
  });

  it('must not: switch on an edit that only mentions another type’s words', () => {
    expect(
      typeOf('we are leasing our condo to a nurse, $1,900 a month', 'not the 3rd, rent is due on the 1st'),
    ).toBe('residential-lease');
  });
});
