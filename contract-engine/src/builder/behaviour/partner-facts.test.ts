import { describe, expect, it } from 'vitest';
import { chat } from './chat-script';

// A partnership's facts that belong to one partner or to the firm: a change of "Tom's contribution" is Tom's, a
// "trading as" name after the partners is the firm's name, and what the firm does is never a start date or an
// address.

const FIRM = [
  'Partnership agreement for our joinery. Partners are Ines Duarte and Callum Reid, trading as Duarte & Reid Joinery. We are running a bespoke kitchen joinery workshop from 9 Dock Lane, Hull HU1 2AB. We each put in £12,000 and split profits 50/50. Start 1 June 2027. English law.',
  'Draft it now',
];

describe('partnership facts by partner and by firm', () => {
  it('a "trading as" name after the partners names the firm; each partner keeps their own name', () => {
    const { turn } = chat(FIRM.slice(0, 1));
    expect(turn.facts['PARTNERSHIP NAME']).toBe('Duarte & Reid Joinery');
    expect(turn.facts['PARTNER ONE NAME']).toBe('Ines Duarte');
    expect(turn.facts['PARTNER TWO NAME']).toBe('Callum Reid');
    expect(turn.facts['BUSINESS PURPOSE']).toBe('operate a bespoke kitchen joinery workshop');
  });

  it('changes the contribution of the partner the request names, by first or last name', () => {
    const first = chat([...FIRM, "Change Callum's contribution to £18,000."]).turn;
    expect(first.facts['PARTNER TWO CONTRIBUTION']).toBe('£18,000');
    expect(first.facts['PARTNER ONE CONTRIBUTION']).toBe('£12,000');
    expect(first.message).toContain('was £12,000');
    const last = chat([...FIRM, "Please change Duarte's contribution to £9,000"]).turn;
    expect(last.facts['PARTNER ONE CONTRIBUTION']).toBe('£9,000');
    expect(last.facts['PARTNER TWO CONTRIBUTION']).toBe('£12,000');
  });

  it('must not: read "want to start" with a date as the business, or move a change named by role', () => {
    const { turn } = chat([
      'Partnership between Lena Ortiz and Sam Wu for a mobile coffee cart called Drift Coffee. We want to start March 3.',
    ]);
    expect(turn.facts['BUSINESS PURPOSE'] ?? '').not.toMatch(/march/i);
    const role = chat([...FIRM, 'Change the second partner contribution to £14,000.']).turn;
    expect(role.facts['PARTNER TWO CONTRIBUTION']).toBe('£14,000');
    expect(role.facts['PARTNER ONE CONTRIBUTION']).toBe('£12,000');
  });
});
