import { describe, expect, it } from 'vitest';
import { formatElapsed } from './format-elapsed';

const start = '2025-03-01T10:00:00.000Z';
const at = (minutes: number) => Date.parse(start) + minutes * 60_000;

describe('formatElapsed', () => {
  it('shows minutes under an hour', () => {
    expect(formatElapsed(start, at(0))).toBe('0 minutes');
    expect(formatElapsed(start, at(1))).toBe('1 minute');
    expect(formatElapsed(start, at(59.9))).toBe('59 minutes');
  });
  it('shows hours and minutes from 60 minutes', () => {
    expect(formatElapsed(start, at(60))).toBe('1 hour 0 minutes');
    expect(formatElapsed(start, at(125))).toBe('2 hours 5 minutes');
  });
  it('has nothing to show without a start', () => {
    expect(formatElapsed(null, at(5))).toBeNull();
    expect(formatElapsed('not a date', at(5))).toBeNull();
  });
});
