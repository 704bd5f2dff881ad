import { describe, expect, it } from 'vitest';
import { chat, DRAFTED_SERVICE } from './chat-script';

// A party named again ("the client is actually called X", "the other side is called X") replaces that party's
// name, with its old and new value; "the other side" is the party the user is not. The user's own name stays.

const after = (...texts: string[]) => chat([...DRAFTED_SERVICE, ...texts]).turn;

describe('a party named again after the draft', () => {
  it('renames the party its role word names', () => {
    const turn = after('sorry, the client is actually called Acme Digital LLC');
    expect(turn.facts['CLIENT NAME']).toBe('Acme Digital LLC');
    expect(turn.message).toMatch(/was Acme LLC/);
    expect(turn.facts['SERVICE PROVIDER NAME']).toBe('Jordan Lee');
  });

  it('keeps the full stop of an abbreviation that ends the new name', () => {
    const turn = after('Change the client to Acme Digital Inc.');
    expect(turn.facts['CLIENT NAME']).toBe('Acme Digital Inc.');
    const plain = after('Change the client to Acme Digital Group.');
    expect(plain.facts['CLIENT NAME']).toBe('Acme Digital Group');
  });

  it('renames "the other side" as the party the user is not, with a reason after the name', () => {
    const turn = after('oh the other company is actually named Acme Studio Inc, Acme LLC was their old name');
    expect(turn.facts['CLIENT NAME']).toBe('Acme Studio Inc');
    expect(turn.facts['SERVICE PROVIDER NAME']).toBe('Jordan Lee');
  });

  it('must not: rename anyone for a sentence that only uses "called"', () => {
    const turn = after('Sorry, the other side is called in for meetings on Mondays.');
    expect(turn.facts['CLIENT NAME']).toBe('Acme LLC');
    expect(turn.facts['SERVICE PROVIDER NAME']).toBe('Jordan Lee');
  });
});
