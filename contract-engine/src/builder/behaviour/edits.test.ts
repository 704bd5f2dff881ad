import { describe, expect, it } from 'vitest';
import { chat, DRAFTED_SERVICE } from './chat-script';

// Edits after the draft land on the fact they name, several in one message, each confirmed with
// its old and new value; a request naming nothing gets the list of what can be changed.

const after = (...texts: string[]) => chat([...DRAFTED_SERVICE, ...texts]).turn;

describe('edits after the draft', () => {
  it('applies several changes in one message', () => {
    const turn = after('Change the start date to May 1, 2026 and the payment amount to $3,500.');
    expect(turn.facts['START DATE']).toBe('May 1, 2026');
    expect(turn.facts['PAYMENT AMOUNT']).toBe('$3,500');
    expect(turn.message).toMatch(/was \$3,000/);
    expect(turn.message).toMatch(/was April 1, 2026/);
  });

  it('keeps an added term that follows a fee change', () => {
    const turn = after('Change the fee to $3,200 and add that the client pays for stock photos.');
    expect(turn.facts['PAYMENT AMOUNT']).toBe('$3,200');
    expect(turn.contract?.content).toContain('The Client pays for stock photos.');
  });

  it('understands "no end date" as an edit', () => {
    const turn = after('There is no end date.');
    expect(turn.facts['END DATE']).toBe('no fixed end date');
    expect(turn.message).toMatch(/was June 30, 2026/);
  });

  it('corrects a party name', () => {
    const turn = after('Change the client to Acme Holdings LLC.');
    expect(turn.facts['CLIENT NAME']).toBe('Acme Holdings LLC');
    expect(turn.message).toMatch(/was Acme LLC/);
  });

  it('lists what can be changed when the request names nothing', () => {
    const turn = after('Change the font colour to blue.');
    expect(turn.message).toMatch(/couldn't match "font colour"/);
    expect(turn.message).toMatch(/You can change: client, service provider/);
    expect(turn.changedFacts ?? []).toEqual([]);
  });

  it('must not: edit another fact when the value cannot be read', () => {
    const before = chat([...DRAFTED_SERVICE]).turn.facts;
    const turn = after('Change the start date to whenever suits.');
    for (const key of Object.keys(before))
      if (key !== 'START DATE') expect(turn.facts[key], key).toBe(before[key]);
  });

  it('must not: split a description that merely contains "and"', () => {
    const turn = after('Change the service description to design and build a shop site.');
    expect(turn.facts['SERVICE DESCRIPTION']).toMatch(/design and build a shop site/);
  });
});
