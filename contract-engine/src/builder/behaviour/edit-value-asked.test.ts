import { describe, expect, it } from 'vitest';
import { chat, DRAFTED_SERVICE } from './chat-script';

// A change that names a fact but gives no value ("move the start date") gets that fact's current value and its
// question, and the next reply is read as its new value; "update the scope to include X" adds X to what the
// description already says.

describe('a change named without a value', () => {
  it('asks for the new value and reads the reply as it', () => {
    const { turns } = chat([...DRAFTED_SERVICE, 'Can you move the start date?', 'April 15, 2026']);
    const [asked, answered] = turns.slice(-2);
    expect(asked?.message).toContain('The start date is currently April 1, 2026.');
    expect(asked?.message.trim().endsWith('When will the work start?')).toBe(true);
    expect(answered?.facts['START DATE']).toBe('April 15, 2026');
    expect(answered?.message).toContain('start date is now April 15, 2026 (was April 1, 2026)');
    expect(answered?.facts['END DATE']).toBe('June 30, 2026');
  });

  it('finds the fact a phrase of its kind names: "the payment terms" is the schedule', () => {
    const { turn } = chat([...DRAFTED_SERVICE, 'please change the payment terms']);
    expect(turn.message).toContain('The payment schedule is currently');
    expect(turn.facts['PAYMENT AMOUNT']).toBe('$3,000');
  });

  it('must not: ask anything for a change that names no fact', () => {
    const { turn } = chat([...DRAFTED_SERVICE, 'change the font']);
    expect(turn.message).not.toMatch(/currently/);
    expect(turn.message).toMatch(/You can change:/);
  });
});

describe('a description with a part added', () => {
  it('keeps the description and adds the new part', () => {
    const { turn } = chat([...DRAFTED_SERVICE, 'update the scope to include a logo and two banner ads']);
    expect(turn.facts['SERVICE DESCRIPTION']).toBe(
      'design and build a five-page website, including a logo and two banner ads',
    );
  });

  it('must not: add to the description when the change replaces it', () => {
    const { turn } = chat([
      ...DRAFTED_SERVICE,
      'change the service description to a logo and two banner ads',
    ]);
    expect(turn.facts['SERVICE DESCRIPTION']).not.toMatch(/five-page website/);
  });
});
