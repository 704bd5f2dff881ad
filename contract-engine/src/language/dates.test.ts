import { describe, expect, it } from 'vitest';
import { findDates } from './dates';

// Saturday, November 28, 2026.
const TODAY = '2026-11-28';

describe('weekdays as dates', () => {
  it('reads a weekday after "by" or "on" as the next one', () => {
    expect(findDates('Deliver the files by Friday.', TODAY).map((m) => m.value)).toEqual([
      'December 4, 2026',
    ]);
    expect(findDates('Can you start on Tuesday?', TODAY).map((m) => m.value)).toEqual(['December 1, 2026']);
  });

  it('reads no date from a weekly schedule', () => {
    expect(findDates('We clean every Friday, Monday to Friday, and on Fridays.', TODAY)).toEqual([]);
  });
});
