import { describe, expect, it } from 'vitest';
import { encodeFactAction, type ContractLocale } from '@shared-schema';
import { currencyCue, pinAmounts, settleCurrency } from '../facts/currency';
import { chat } from './chat-script';

// An amount typed without a currency is in the contract's locale's currency; one typed with a currency
// keeps it; and an amount already given keeps its meaning when the locale changes (decision 0320).

const LEASE_START = 'I need a residential lease. I am the landlord, Sam Ortiz, and the tenant is Priya Shah.';

function rentIn(locale: ContractLocale | undefined, reply: string, kept?: Record<string, string>) {
  const { turn } = chat([LEASE_START, reply], {
    ...(locale ? { locale } : {}),
    ...(kept ? { keptFacts: kept } : {}),
  });
  return turn.facts['MONTHLY RENT'];
}

describe('the currency of an amount', () => {
  it("reads a bare amount in the contract's locale's currency", () => {
    const reply = 'The rent is 2000 per month.';
    expect(rentIn('en-GB', reply)).toBe('£2,000');
    expect(rentIn('en-IE', reply)).toBe('€2,000');
    expect(rentIn('en-150', reply)).toBe('€2,000');
    expect(rentIn('en-CA', reply)).toBe('CA$2,000');
    expect(rentIn('en-AU', reply)).toBe('A$2,000');
    expect(rentIn('en-NZ', reply)).toBe('NZ$2,000');
    expect(rentIn('en-US', reply)).toBe('$2,000');
  });

  it('writes a bare amount as the locale writes it in the contract', () => {
    const { turn } = chat([LEASE_START, 'Rent is 5,000 per month'], { locale: 'en-GB' });
    const draft = chat([LEASE_START, 'Rent is 5,000 per month', 'draft it now'], { locale: 'en-GB' }).turn;
    expect(turn.facts['MONTHLY RENT']).toBe('£5,000');
    expect(draft.contract?.content).toContain('£5,000');
    expect(draft.contract?.content).not.toContain('US$');
  });

  it('keeps a currency the person typed, whatever the locale', () => {
    expect(rentIn('en-GB', 'The rent is $2,000 per month.')).toBe('US$2,000');
    expect(rentIn('en-CA', 'The rent is $2,000 per month.')).toBe('CA$2,000');
    expect(rentIn('en-CA', 'The rent is 2,000 USD per month.')).toBe('US$2,000');
    expect(rentIn('en-US', 'The rent is €2,000 per month.')).toBe('€2,000');
    expect(rentIn('en-GB', 'The rent is 2000 euros a month.')).toBe('€2,000');
  });

  it('must not: change an amount already kept when the locale changes', () => {
    // Given as "2000" in a British contract, kept as pounds; the contract is then moved to Ireland.
    expect(rentIn('en-IE', 'The rent is 2000 per month.', { 'MONTHLY RENT': '£2,000' })).toBe('£2,000');
    // A new amount typed after the change is in the new locale's currency.
    expect(rentIn('en-IE', 'The rent is 2100 per month.', { 'MONTHLY RENT': '£2,000' })).toBe('€2,100');
  });

  it("reads a bare amount set in the Details panel in the locale's currency", () => {
    const set = encodeFactAction('You set the monthly rent to 1500.', {
      action: 'set',
      key: 'MONTHLY RENT',
      value: '1500',
    });
    expect(rentIn('en-AU', set)).toBe('A$1,500');
    const explicit = encodeFactAction('You set the monthly rent to £1,500.', {
      action: 'set',
      key: 'MONTHLY RENT',
      value: '£1,500',
    });
    expect(rentIn('en-AU', explicit)).toBe('£1,500');
  });

  it('must not: settle amounts when the locale is unknown (the evaluation harness and old clients)', () => {
    expect(rentIn(undefined, 'The rent is 2000 per month.')).toBe('$2,000');
  });

  it("pins a US contract's plain dollars before its locale changes, and nothing else", () => {
    const facts = { 'MONTHLY RENT': '$2,000 per month', 'TENANT NAME': 'Dollar $5 Store' };
    expect(pinAmounts('residential-lease', facts, 'en-US')).toEqual({
      'MONTHLY RENT': 'US$2,000 per month',
      'TENANT NAME': 'Dollar $5 Store',
    });
    expect(pinAmounts('residential-lease', { 'MONTHLY RENT': '$900' }, 'en-CA')['MONTHLY RENT']).toBe(
      'CA$900',
    );
  });

  it('tells a named currency from a bare amount', () => {
    expect(currencyCue('rent is 2000 a month')).toBe('none');
    expect(currencyCue('rent is 2000 pounds a month')).toBe('named');
    expect(currencyCue('USD 2,000')).toBe('usd');
    expect(settleCurrency('$2,000 to $3,000', 'none', 'K', { locale: 'en-GB' })).toBe('£2,000 to £3,000');
    expect(settleCurrency('£2,000', 'none', 'K', { locale: 'en-CA' })).toBe('£2,000');
  });
});
