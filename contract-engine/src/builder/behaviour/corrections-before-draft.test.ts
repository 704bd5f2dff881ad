import { describe, expect, it } from 'vitest';
import { chat } from './chat-script';

// Corrections said before the draft land: a surname respelled, a contribution set against the value
// it replaces, a split given as shares to each partner, a date corrected inside one phrase, a count
// restated inside the description.

const PARTNERS = [
  'We need a partnership agreement. I am Tomas Reyes and my partner is Grace Kowalczik. The business is called Northgate Bikes, to sell and repair bicycles.',
  'Each of us puts in $9,000 and profits are split 50/50.',
];

describe('corrections before the draft', () => {
  it('respells a surname said as "it is spelled X not Y"', () => {
    const turn = chat([...PARTNERS, "sorry, it's spelled Kowalczyk not Kowalczik"]).turn;
    expect(turn.facts['PARTNER TWO NAME']).toBe('Grace Kowalczyk');
    expect(turn.facts['PARTNERSHIP NAME']).toBe('Northgate Bikes');
  });

  it('respells a surname after "oh and her last name is"', () => {
    const turn = chat([...PARTNERS, 'oh and her last name is Kowalczyk with a y, sorry']).turn;
    expect(turn.facts['PARTNER TWO NAME']).toBe('Grace Kowalczyk');
    expect(turn.facts['PARTNERSHIP NAME']).toBe('Northgate Bikes');
  });

  it("changes the named partner's contribution when both held the old amount", () => {
    const turn = chat([...PARTNERS, "sorry, Grace's putting in $6,000 not $9,000"]).turn;
    expect(turn.facts['PARTNER TWO CONTRIBUTION']).toBe('$6,000');
    expect(turn.facts['PARTNER ONE CONTRIBUTION']).toBe('$9,000');
  });

  it('replaces an even split with shares given to each partner', () => {
    const turn = chat([...PARTNERS, 'actually profit is 60% to me and 40% to Grace']).turn;
    expect(turn.facts['PROFIT SPLIT']).toMatch(/60%.*40%/);
    expect(turn.facts['PROFIT SPLIT']).not.toMatch(/50\/50/);
  });

  it('keeps the date a phrase corrects itself to', () => {
    const first = chat([...PARTNERS, 'we start on the 3rd, no wait, the 10th']).turn;
    expect(first.facts['START DATE']).toBe('March 10, 2026');
    const named = chat([...PARTNERS, 'we start May 4 - sorry, May 11']).turn;
    expect(named.facts['START DATE']).toBe('May 11, 2026');
  });

  it('must not: drop one of two dates joined by "and"', () => {
    const { turn } = chat([
      'I need a service agreement. I am Jordan Lee, a designer, and my client is Acme LLC. I will design a website for $3,000.',
      'Work starts April 6, 2026 and ends June 26, 2026.',
    ]);
    expect(turn.facts['START DATE']).toBe('April 6, 2026');
    expect(turn.facts['END DATE']).toBe('June 26, 2026');
  });

  it('must not: respell a name that is not close to any party', () => {
    const turn = chat([...PARTNERS, "sorry, it's spelled Lindqvist not Lindquist"]).turn;
    expect(turn.facts['PARTNER ONE NAME']).toBe('Tomas Reyes');
    expect(turn.facts['PARTNER TWO NAME']).toBe('Grace Kowalczik');
  });
});
