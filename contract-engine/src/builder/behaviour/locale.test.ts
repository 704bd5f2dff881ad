import { describe, expect, it } from 'vitest';
import { generateContract } from '../generate';
import { defaultLocale, legalSystemOfPlace, localiseAmounts, localiseDate } from '../facts/locale';

// Money, dates and the legal-system note in one place: dates in the reader's order, and a clear
// note where the governing law is outside the systems the template is written for.

const FACTS = {
  'CLIENT NAME': 'Acme Ltd',
  'SERVICE PROVIDER NAME': 'Jo Bloggs',
  'START DATE': 'March 2, 2026',
  'PAYMENT AMOUNT': '£2,000',
};

describe('locale', () => {
  it('writes dates day first for UK, Australian and EU readers', () => {
    expect(localiseDate('March 2, 2026', 'en-GB')).toBe('2 March 2026');
    expect(localiseDate('March 2, 2026', 'en-AU')).toBe('2 March 2026');
    expect(localiseDate('March 2, 2026', 'en-IE')).toBe('2 March 2026');
    expect(localiseDate('March 2, 2026', 'en-US')).toBe('March 2, 2026');
    expect(localiseDate('March 2, 2026', 'en-CA')).toBe('March 2, 2026');
  });

  it("reads a date written either way and writes it in the locale's order", () => {
    expect(localiseDate('2 March 2026', 'en-US')).toBe('March 2, 2026');
    expect(localiseDate('2 March 2026', 'en-NZ')).toBe('2 March 2026');
    expect(localiseDate('no end date', 'en-GB')).toBe('no end date');
  });

  it("writes amounts in the locale's currency forms, a plain dollar being the country's own", () => {
    expect(localiseAmounts('CA$1,200 per month', 'en-CA')).toBe('$1,200 per month');
    expect(localiseAmounts('$1,200 per month', 'en-CA')).toBe('$1,200 per month');
    expect(localiseAmounts('$500', 'en-GB')).toBe('US$500');
    expect(localiseAmounts('A$2,500.50', 'en-US')).toBe('A$2,500.50');
    expect(localiseAmounts('£300 to £450', 'en-GB')).toBe('£300 to £450');
    expect(localiseAmounts('$2,000 and 10% of sales', 'en-US')).toBe('$2,000 and 10% of sales');
  });

  it('must not: change the facts it keeps when the text is written for another locale', () => {
    const canadian = generateContract(
      'service-agreement',
      { ...FACTS, 'PAYMENT AMOUNT': 'CA$1,200' },
      { locale: 'en-CA' },
    );
    expect(canadian.content).toContain('$1,200');
    expect(canadian.content).not.toContain('CA$1,200');
    expect(canadian.placeholders['PAYMENT AMOUNT']).toBe('CA$1,200');
    expect(canadian.placeholders['START DATE']).toBe('March 2, 2026');
    const british = generateContract('service-agreement', FACTS, { locale: 'en-GB' });
    expect(british.content).toContain('2 March 2026');
    expect(british.placeholders['START DATE']).toBe('March 2, 2026');
  });

  it('defaults the locale from the governing law, then the currency', () => {
    expect(defaultLocale({ JURISDICTION: 'Scotland' })).toBe('en-GB');
    expect(defaultLocale({ JURISDICTION: 'Province of Ontario, Canada' })).toBe('en-CA');
    expect(defaultLocale({ 'PAYMENT AMOUNT': '£2,000' })).toBe('en-GB');
    expect(defaultLocale({ 'PAYMENT AMOUNT': '$2,000' })).toBe('en-US');
  });

  it('notes a US model outside the US, and not inside it', () => {
    const english = generateContract('service-agreement', { ...FACTS, JURISDICTION: 'England and Wales' });
    expect(english.content).toMatch(
      /follows a US model agreement and has not been adapted to the law of England and Wales/,
    );
    expect(english.content).toContain('2 March 2026');
    const texan = generateContract('service-agreement', { ...FACTS, JURISDICTION: 'State of Texas' });
    expect(texan.content).not.toMatch(/US model/);
  });

  it('must not: take a US state or the District of Columbia for a foreign system', () => {
    for (const place of ['State of Ohio', 'Commonwealth of Virginia', 'District of Columbia'])
      expect(legalSystemOfPlace(place), place).toBe('US');
  });
});

describe('a two-weekly schedule in the locale’s own word', () => {
  it('writes "fortnightly", with the plain words beside it, in British, Australian and Irish contracts', () => {
    for (const locale of ['en-GB', 'en-AU', 'en-IE'] as const) {
      const { content } = generateContract(
        'employment-offer',
        { 'PAY FREQUENCY': 'every two weeks' },
        { locale },
      );
      expect(content, locale).toContain('fortnightly (every two weeks)');
    }
  });

  it('must not: change it in US or Canadian contracts, or touch other schedules', () => {
    for (const locale of ['en-US', 'en-CA'] as const) {
      const { content } = generateContract(
        'employment-offer',
        { 'PAY FREQUENCY': 'every two weeks' },
        { locale },
      );
      expect(content, locale).toContain('every two weeks');
    }
    const { content } = generateContract(
      'employment-offer',
      { 'PAY FREQUENCY': 'monthly' },
      { locale: 'en-GB' },
    );
    expect(content).not.toContain('fortnightly');
  });
});
