import { describe, expect, it } from 'vitest';
import { chat } from './chat-script';

// A correction that names the old value and then gives the new one ("the rent of $1,650 is too high, make it
// $1,550") changes the fact that held the old value; a value restated by its label changes nothing.

const LEASE = [
  'Residential lease. I am the landlord, Paul Grant; the tenant is Mia Wong. The property is 14 Elm Street, Salem, OR 97301. Rent $1,650 a month due on the 1st by bank transfer, deposit $1,650. 12 month lease from April 1, 2026. Oregon law.',
  'Draft it now',
];

const after = (text: string) => chat([...LEASE, text]).turn;

describe('the old value named, then the new', () => {
  it('changes the fact that held the old value, the one named before it when two held it', () => {
    const rent = after('the rent of $1,650 is too high, make it $1,550');
    expect(rent.facts['MONTHLY RENT']).toBe('$1,550');
    expect(rent.facts['SECURITY DEPOSIT']).toBe('$1,650');
    expect(rent.message).toContain('monthly rent is now $1,550 (was $1,650)');
    const start = after('start date April 1 is wrong, it should be April 8');
    expect(start.facts['LEASE START DATE']).toBe('April 8, 2026');
  });

  it('must not: take a restated value for an edit, nor guess between two holders not named', () => {
    const term = after('lease term 12 months is too long, make it 6 months');
    expect(term.facts['LEASE TERM']).toBe('6 months');
    const unnamed = after('$1,650 is wrong, make it $1,500');
    expect([unnamed.facts['MONTHLY RENT'], unnamed.facts['SECURITY DEPOSIT']]).toContain('$1,650');
  });
});
