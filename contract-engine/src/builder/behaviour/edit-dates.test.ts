import { describe, expect, it } from 'vitest';
import { chat, DRAFTED_SERVICE } from './chat-script';

// A date changed after the draft lands on the date fact it names: by a verb ("move the start to"),
// by its label alone ("end date friday the 15th"), by a cue of its fact ("pickup on ... instead");
// "no end date, it runs until either of us cancels" is no end date.

const after = (...texts: string[]) => chat([...DRAFTED_SERVICE, ...texts]).turn;

const RENTAL = [
  'I need an equipment rental agreement. I am Marta Silva and I rent out my pressure washer to Greenway Gardens LLC.',
  'The rental fee is $480 for the whole rental, plus a $600 security deposit. Rental from March 9, 2026 to March 13, 2026. Oregon law.',
  'Draft it now',
];

const GOODS = [
  'I need a sale of goods agreement. I am Ines Ford, seller, and the buyer is Lakeside Print Co.',
  'Selling 3 laser printers and a paper guillotine for $2,400, paid on delivery by bank transfer. Delivery on April 20, 2026 to 5 Harbour Road, Portland, OR 97201. Oregon law.',
  'Draft it now',
];

describe('date edits after the draft', () => {
  it('moves the start and pushes the end with other verbs', () => {
    const moved = after('Move the start to April 13, 2026.');
    expect(moved.facts['START DATE']).toBe('April 13, 2026');
    expect(moved.message).toMatch(/was April 1, 2026/);
    const pushed = after('Please push the end date back to July 31, 2026.');
    expect(pushed.facts['END DATE']).toBe('July 31, 2026');
    expect(pushed.facts['START DATE']).toBe('April 1, 2026');
  });

  it('reads a date label followed by a weekday and a bare day', () => {
    // Today is March 2, 2026: "monday the 16th" is March 16.
    const turn = chat([...RENTAL, 'she keeps it over the weekend, so end date monday the 16th']).turn;
    expect(turn.facts['RENTAL END DATE']).toBe('March 16, 2026');
    expect(turn.facts['RENTAL START DATE']).toBe('March 9, 2026');
    expect(turn.message).toMatch(/was March 13, 2026/);
  });

  it('takes "the finish date" for the end date, never the agreement date', () => {
    const turn = after('and push the finish date to July 17, 2026');
    expect(turn.facts['END DATE']).toBe('July 17, 2026');
    expect(turn.facts['DATE']).toBe('March 2, 2026');
    expect(turn.message).toMatch(/end date is now July 17, 2026 \(was June 30, 2026\)/);
  });

  it('moves the date a new value is set against ("..., not June 30")', () => {
    const turn = after('It finishes on July 10, 2026 now, not June 30');
    expect(turn.facts['END DATE']).toBe('July 10, 2026');
    expect(turn.facts['START DATE']).toBe('April 1, 2026');
  });

  it('dates the delivery from a pickup said instead', () => {
    const turn = chat([...GOODS, 'they will do pickup on April 27 instead']).turn;
    expect(turn.facts['DELIVERY DATE']).toBe('April 27, 2026');
    expect(turn.message).toMatch(/was April 20, 2026/);
  });

  it('understands no end date with the reason after it', () => {
    const turn = after('no end date, it runs until either of us cancels');
    expect(turn.facts['END DATE']).toBe('no fixed end date');
    expect(turn.message).toMatch(/was June 30, 2026/);
  });

  it('must not: read a due day as a date', () => {
    const turn = after('The invoice is paid on the 1st of each month.');
    expect(turn.facts['START DATE']).toBe('April 1, 2026');
    expect(turn.facts['END DATE']).toBe('June 30, 2026');
  });
});
