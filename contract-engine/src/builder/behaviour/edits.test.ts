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

describe('edits name a fact by its label or a declared synonym', () => {
  const LEASE = [
    'Residential tenancy agreement. Landlord is me, Alice Moore. Tenant is Ben Carter. Property is Flat 2, 10 Ocean Street, Manly NSW 2095. Rent $2,100 a month paid on the 1st by direct deposit, bond $2,000. 12 month lease starting 3/2/2027. NSW.',
  ];

  it('"the bond" is the security deposit and "the start date" the lease start, both in one message', () => {
    const { turn } = chat([...LEASE, 'Change the bond to $1,950 and the start date to 10/2/2027.']);
    expect(turn.facts['SECURITY DEPOSIT']).toBe('$1,950');
    expect(turn.facts['LEASE START DATE']).toBe('February 10, 2027');
    expect(turn.message).toContain('was $2,000');
    expect(turn.message).toContain('was February 3, 2027');
  });

  it('must not: take "the start date" for the agreement date, nor "the agreement date" for the start', () => {
    const start = chat([...LEASE, 'Please change the start date to 17/2/2027.']).turn;
    expect(start.facts['LEASE START DATE']).toBe('February 17, 2027');
    expect(start.message).not.toMatch(/agreement date|\bdate: /i);
    const dated = chat([...LEASE, 'Change the agreement date to 1/2/2027.']).turn;
    expect(dated.facts['DATE']).toBe('February 1, 2027');
    expect(dated.facts['LEASE START DATE']).toBe('February 3, 2027');
  });
});
