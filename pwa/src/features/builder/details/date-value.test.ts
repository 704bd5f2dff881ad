import { describe, expect, it } from 'vitest';
import { formatDateValue, parseDateValue } from './date-value';

describe('date values', () => {
  it('reads US, UK and ISO written dates', () => {
    expect(parseDateValue('May 3, 2027')).toBe('2027-05-03');
    expect(parseDateValue('Sept 30 2027')).toBe('2027-09-30');
    expect(parseDateValue('3rd May 2027')).toBe('2027-05-03');
    expect(parseDateValue('14 of February, 2028')).toBe('2028-02-14');
    expect(parseDateValue('2027-12-01')).toBe('2027-12-01');
  });

  it('gives null for what is not one calendar date', () => {
    expect(parseDateValue('no fixed end date')).toBeNull();
    expect(parseDateValue('February 30, 2027')).toBeNull();
    expect(parseDateValue('')).toBeNull();
  });

  it('writes a picked date in words', () => {
    expect(formatDateValue('2027-05-03')).toBe('May 3, 2027');
    expect(formatDateValue('not a date')).toBe('');
  });
});
