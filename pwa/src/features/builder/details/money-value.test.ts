import { describe, expect, it } from 'vitest';
import { cleanAmount, formatMoney, parseMoney } from './money-value';

describe('money values', () => {
  it('reads the amount, currency and period the contract shows', () => {
    expect(parseMoney('$2,000')).toEqual({ amount: '2000', currency: 'USD', period: '' });
    expect(parseMoney('£1,200.50 per month')).toEqual({
      amount: '1200.50',
      currency: 'GBP',
      period: 'per month',
    });
    expect(parseMoney('CA$85/hour')).toEqual({ amount: '85', currency: 'CAD', period: 'per hour' });
    expect(parseMoney('A$3,000 pcm')).toEqual({ amount: '3000', currency: 'AUD', period: 'per month' });
    expect(parseMoney('900 euros a week')).toEqual({ amount: '900', currency: 'EUR', period: 'per week' });
  });

  it('gives an empty amount for a value that holds none', () => {
    expect(parseMoney('').amount).toBe('');
    expect(parseMoney('to be agreed', 'en-GB')).toEqual({ amount: '', currency: 'GBP', period: '' });
  });

  it("reads an amount without a currency in the contract's locale's, and a plain dollar as its own", () => {
    expect(parseMoney('2,000', 'en-GB').currency).toBe('GBP');
    expect(parseMoney('2,000', 'en-NZ').currency).toBe('NZD');
    expect(parseMoney('2,000', 'en-IE').currency).toBe('EUR');
    expect(parseMoney('$2,000', 'en-CA').currency).toBe('CAD');
    expect(parseMoney('$2,000', 'en-GB').currency).toBe('USD');
    expect(parseMoney('US$2,000', 'en-CA').currency).toBe('USD');
    expect(parseMoney('NZ$85 per hour', 'en-US')).toEqual({
      amount: '85',
      currency: 'NZD',
      period: 'per hour',
    });
    expect(parseMoney('R1,500', 'en-ZA').currency).toBe('ZAR');
  });

  it('writes the US dollar out in full outside a US contract, so a change of locale keeps it', () => {
    expect(formatMoney({ amount: '2000', currency: 'USD', period: '' }, 'en-CA')).toBe('US$2,000');
    expect(formatMoney({ amount: '2000', currency: 'USD', period: '' }, 'en-US')).toBe('$2,000');
    expect(formatMoney({ amount: '2000', currency: 'NZD', period: 'per month' }, 'en-NZ')).toBe(
      'NZ$2,000 per month',
    );
  });

  it('writes amounts with thousands separators, cents and the period', () => {
    expect(formatMoney({ amount: '2000', currency: 'USD', period: '' })).toBe('$2,000');
    expect(formatMoney({ amount: '1,250.5', currency: 'GBP', period: 'per month' })).toBe(
      '£1,250.50 per month',
    );
    expect(formatMoney({ amount: '1234567', currency: 'CAD', period: '' })).toBe('CA$1,234,567');
  });

  it('refuses what is not an amount', () => {
    expect(cleanAmount('12abc')).toBeNull();
    expect(cleanAmount('1.234')).toBeNull();
    expect(formatMoney({ amount: 'lots', currency: 'USD', period: '' })).toBe('');
  });
});
