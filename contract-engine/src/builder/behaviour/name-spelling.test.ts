import { describe, expect, it } from 'vitest';
import { chat } from './chat-script';

// A person corrects how one part of a name is spelled ("her last name is spelled X, not Y"): that
// word of the party's name changes, no other fact takes the sentence, and the reply confirms it.

const OFFER = [
  'Offer letter: we are Brightwater Labs Inc., hiring Marta Kowalsky as a data analyst, $84,000 a year paid monthly, starting March 16, 2026. Full time, Oregon law.',
  'Draft it now',
];

describe('name spelling corrections', () => {
  it.each([
    ['Her last name is spelled Kowalski, not Kowalsky.', 'Marta Kowalski'],
    ['The last name is spelt Kowalski.', 'Marta Kowalski'],
    ['Sorry, her surname is Kowalski, not Kowalsky.', 'Marta Kowalski'],
    ['Her first name should be spelled Martha.', 'Martha Kowalsky'],
  ])('%s', (text, name) => {
    const { turn } = chat([...OFFER, text]);
    expect(turn.facts['EMPLOYEE NAME']).toBe(name);
    expect(turn.facts['EMPLOYER NAME']).toBe('Brightwater Labs Inc.');
    expect(turn.facts['WORK LOCATION'] ?? '').not.toMatch(/name|spel/i);
    expect(turn.message).toMatch(new RegExp(`${name}.*was Marta Kowalsky`));
  });

  it('must not: change a name from a sentence that only mentions names', () => {
    for (const text of ['Her last name is Kowalsky and she reports to Dana.', 'The name is on the badge.']) {
      const { turn } = chat([...OFFER, text]);
      expect(turn.facts['EMPLOYEE NAME'], text).toBe('Marta Kowalsky');
    }
  });
});
