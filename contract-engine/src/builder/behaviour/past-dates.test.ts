import { describe, expect, it } from 'vitest';
import { chat } from './chat-script';

// TODAY in the chat script is March 2, 2026. A date without its year is the next one to come,
// unless the person says it has already happened.

const OPENING = 'Partnership agreement between Ana Ruiz and Ben Okafor for a mobile bike repair business.';

describe('dates that have already passed', () => {
  it.each([
    ['We already started on February 9.', 'February 9, 2026'],
    ['Actually we began trading on January 15.', 'January 15, 2026'],
    ['We have been running it since February 1.', 'February 1, 2026'],
  ])('%s', (text, date) => {
    expect(chat([OPENING, text]).turn.facts['START DATE']).toBe(date);
  });

  it('must not: move a future date, a date with its year, or a date with no past cue', () => {
    expect(chat([OPENING, 'We start on April 6.']).turn.facts['START DATE']).toBe('April 6, 2026');
    expect(chat([OPENING, 'We already agreed to start on February 9, 2027.']).turn.facts['START DATE']).toBe(
      'February 9, 2027',
    );
    expect(chat([OPENING, 'We start on February 9.']).turn.facts['START DATE']).toBe('February 9, 2027');
  });
});
