import { describe, expect, it } from 'vitest';
import { guestShouldGenerate, simulatedConfidence } from './guest-simulation';

describe('guest simulation (spec 000 section 4)', () => {
  it('generates after the fourth user message', () => {
    expect(guestShouldGenerate(['hi', 'a lease', 'for my flat'])).toBe(false);
    expect(guestShouldGenerate(['hi', 'a lease', 'for my flat', 'thanks'])).toBe(true);
    expect(guestShouldGenerate(['a', 'b', 'c', 'd', 'e'])).toBe(true);
  });

  it.each([
    'What would the price be?',
    'payment terms',
    'a service deal',
    "I'm a freelance designer",
    'it costs $500',
  ])('generates after the third when the talk mentions "%s"', (trigger) => {
    expect(guestShouldGenerate([trigger, 'more', 'details'])).toBe(true);
    expect(guestShouldGenerate([trigger, 'more'])).toBe(false);
  });

  it('does not generate early without a trigger word', () => {
    expect(guestShouldGenerate(['I need a lease', 'for an apartment', 'starting in June'])).toBe(false);
    expect(guestShouldGenerate([])).toBe(false);
  });

  it('simulates confidence 15, 35, 55, then 85', () => {
    expect([1, 2, 3, 4, 5, 10].map(simulatedConfidence)).toEqual([15, 35, 55, 85, 85, 85]);
    expect(simulatedConfidence(0)).toBe(0);
  });
});
