import { describe, expect, it } from 'vitest';
import { chat } from './chat-script';

// An amount changed after the draft lands on the fact it names, with its old and new value, whatever
// verb moves it ("bump", "raise", "lower") or with none ("deposit $750 now"); "so $620 total" is the
// main amount, never the deposit beside it.

const RENTAL = [
  'I need an equipment rental agreement. I am Marta Silva and I rent out my pressure washer to Greenway Gardens LLC.',
  'The rental fee is $480 for the whole rental, plus a $600 security deposit. Rental from April 6, 2026 to April 10, 2026. Oregon law.',
  'Draft it now',
];

const after = (...texts: string[]) => chat([...RENTAL, ...texts]).turn;

describe('amount edits after the draft', () => {
  it('bumps, raises and lowers the named amount', () => {
    const cases: Array<[string, string, string]> = [
      ['Please bump the deposit to $750.', 'SECURITY DEPOSIT', '$750'],
      ['Can you raise the rental fee to $520?', 'RENTAL FEE', '$520'],
      ['Lower the security deposit to $400 please.', 'SECURITY DEPOSIT', '$400'],
      ['Increase the fee to $500.', 'RENTAL FEE', '$500'],
    ];
    for (const [text, key, value] of cases) {
      const turn = after(text);
      expect(turn.facts[key], text).toBe(value);
      expect(turn.message, text).toMatch(/was \$(?:600|480)/);
    }
  });

  it('reads a label followed by its new amount without a verb', () => {
    const turn = after('ok so deposit $700 now, they asked for less risk');
    expect(turn.facts['SECURITY DEPOSIT']).toBe('$700');
    expect(turn.facts['RENTAL FEE']).toBe('$480');
    expect(turn.message).toMatch(/security deposit is now \$700 \(was \$600\)/);
  });

  it('takes "so $620 total" as the main amount', () => {
    const turn = after('they keep it two more days, add $140 for that so $620 total');
    expect(turn.facts['RENTAL FEE']).toBe('$620');
    expect(turn.facts['SECURITY DEPOSIT']).toBe('$600');
  });

  it('must not: change an amount for a clause that only mentions one in passing', () => {
    const turn = after('The deposit is refundable when the washer comes back clean.');
    expect(turn.facts['SECURITY DEPOSIT']).toBe('$600');
    expect(turn.facts['RENTAL FEE']).toBe('$480');
  });

  it('must not: take a total for the deposit, nor change anything before a draft exists', () => {
    const { turn } = chat([
      'I need an equipment rental agreement. I am Marta Silva and I rent out my pressure washer to Greenway Gardens LLC.',
      'The rental fee is $480 total and the deposit is $600.',
    ]);
    expect(turn.facts['RENTAL FEE']).toBe('$480');
    expect(turn.facts['SECURITY DEPOSIT']).toBe('$600');
  });

  it('moves an amount by the amount given with "by"', () => {
    const up = after('Please increase the rental fee by $60.');
    expect(up.facts['RENTAL FEE']).toBe('$540');
    expect(up.message).toContain('rental fee is now $540 (was $480)');
    const down = after('can you lower the deposit by $150');
    expect(down.facts['SECURITY DEPOSIT']).toBe('$450');
    expect(down.facts['RENTAL FEE']).toBe('$480');
  });

  it('must not: take the amount after "by" as the new amount, nor change a fact by a date', () => {
    const turn = after('raise the fee by $20');
    expect(turn.facts['RENTAL FEE']).not.toBe('$20');
    const dated = after('Raise the fee by April 1, 2026 if the job runs long.');
    expect(dated.facts['RENTAL FEE']).toBe('$480');
  });
});
