import { describe, expect, it } from 'vitest';
import type { ContractLocale } from '@shared-schema';
import { findDates } from '../../language/dates';
import { normaliseSetValue } from '../facts/apply-action';
import { numericDateOrder } from '../facts/locale';
import { findContractType } from '../types/registry';
import { chat } from './chat-script';

// An all-numeric date is read in the order the contract's locale types it: day first in Britain, Ireland,
// Australia, New Zealand, South Africa, India and Europe, month first in the US and Canada (decision 0360).

const SERVICE = 'I need a service agreement. I am Dana Kerr, a photographer, and my client is Fernhill Ltd.';

function startIn(locale: ContractLocale | undefined, reply: string, kept?: Record<string, string>) {
  const { turn } = chat([SERVICE, reply], {
    ...(locale ? { locale } : {}),
    ...(kept ? { keptFacts: kept } : {}),
  });
  return turn.facts['START DATE'];
}

function datesIn(text: string, locale: ContractLocale): string[] {
  return findDates(text, '2026-03-02', numericDateOrder(locale)).map((mention) => mention.value);
}

describe('numeric dates in the contract locale', () => {
  it('reads 01/03/2027 as 1 March in a British contract and writes it so', () => {
    const reply = 'The work starts on 01/03/2027.';
    expect(startIn('en-GB', reply)).toBe('March 1, 2027');
    const draft = chat([SERVICE, reply, 'Draft it now'], { locale: 'en-GB' }).turn;
    expect(draft.contract?.content).toContain('1 March 2027');
    expect(draft.contract?.content).not.toContain('3 January 2027');
  });

  it('reads the same text as January 3 in a US contract, and without a locale', () => {
    expect(startIn('en-US', 'The work starts on 01/03/2027.')).toBe('January 3, 2027');
    expect(startIn(undefined, 'The work starts on 01/03/2027.')).toBe('January 3, 2027');
    const draft = chat([SERVICE, 'The work starts on 01/03/2027.', 'Draft it now'], { locale: 'en-US' }).turn;
    expect(draft.contract?.content).toContain('January 3, 2027');
  });

  it('reads 4/12/2026 as a start on 4 December in an Australian contract', () => {
    expect(startIn('en-AU', 'We begin 4/12/2026')).toBe('December 4, 2026');
  });

  it('reads day first in every locale that writes day first, month first in Canada', () => {
    for (const locale of ['en-GB', 'en-IE', 'en-AU', 'en-NZ', 'en-ZA', 'en-IN', 'en-150'] as const)
      expect(datesIn('from 02/06/2027', locale)).toEqual(['June 2, 2027']);
    expect(datesIn('from 02/06/2027', 'en-CA')).toEqual(['February 6, 2027']);
    expect(datesIn('from 02/06/27', 'en-NZ')).toEqual(['June 2, 2027']);
  });

  it('reads a date one of whose numbers cannot be a month the same way everywhere', () => {
    for (const locale of ['en-US', 'en-CA', 'en-GB', 'en-AU'] as const) {
      expect(datesIn('due 25/12/2026', locale)).toEqual(['December 25, 2026']);
      expect(datesIn('due 12/25/2026', locale)).toEqual(['December 25, 2026']);
    }
  });

  it('must not: read a share, a round-the-clock schedule, a version or a time as a date', () => {
    for (const locale of ['en-GB', 'en-US'] as const) {
      expect(datesIn('each partner takes a 1/2 share of $4,000', locale)).toEqual([]);
      expect(datesIn('support is 24/7', locale)).toEqual([]);
      expect(datesIn('we ship version 2.1 on the platform', locale)).toEqual([]);
      expect(datesIn('a call every 10/15 minutes', locale)).toEqual([]);
      expect(datesIn('an impossible 31/02/2027', locale)).toEqual([]);
    }
  });

  it('must not: move a date already kept when the contract moves from the US to Britain', () => {
    // Typed in a US contract and kept as January 3; the locale is then changed to en-GB.
    const reply = 'The work starts on 01/03/2027.';
    expect(startIn('en-GB', reply, { 'START DATE': 'January 3, 2027' })).toBe('January 3, 2027');
    // A new date typed after the change is read day first.
    expect(startIn('en-GB', 'The work starts on 02/03/2027.', { 'START DATE': 'January 3, 2027' })).toBe(
      'March 2, 2027',
    );
  });
});

// A contract with no locale chosen yet is written in the locale its facts imply (its governing law, then its
// currency); its numeric dates are read in that order too, wherever in the conversation the law is given
// (decision 0370).
describe('numeric dates in the locale the conversation implies', () => {
  it('reads day first when the same message gives English law, or a later one gives an Australian state', () => {
    expect(startIn(undefined, 'The work starts on 05/04/2027, under the law of England and Wales.')).toBe(
      'April 5, 2027',
    );
    const { turn } = chat([SERVICE, 'We begin 05/04/2027.', 'Governing law: New South Wales']);
    expect(turn.facts['START DATE']).toBe('April 5, 2027');
  });

  it('reads an edit after the draft day first in an Irish-law contract', () => {
    const { turn } = chat([
      SERVICE,
      'Portraits for their staff page, $900 paid on delivery by bank transfer, starting 10/05/2027, Irish law.',
      'Draft it now',
      'Change the start date to 02/06/2027.',
    ]);
    expect(turn.facts['START DATE']).toBe('June 2, 2027');
    expect(turn.contract?.content).toContain('2 June 2027');
  });

  it('reads a date typed as text in the Details panel in the contract order', () => {
    const fact = findContractType('service-agreement')?.facts.find(
      (candidate) => candidate.key === 'START DATE',
    );
    if (!fact) throw new Error('service agreement declares START DATE');
    expect(normaliseSetValue(fact, '7/3/2027', '2026-03-02', 'day-first')).toBe('March 7, 2027');
    expect(normaliseSetValue(fact, '7/3/2027', '2026-03-02', 'month-first')).toBe('July 3, 2027');
    expect(normaliseSetValue(fact, '2027-03-07', '2026-03-02', 'month-first')).toBe('March 7, 2027');
  });

  it('must not: read day first under a US state law, nor against a locale the person chose', () => {
    expect(startIn(undefined, 'The work starts on 05/04/2027, Texas law.')).toBe('May 4, 2027');
    expect(startIn('en-US', 'The work starts on 05/04/2027, under the law of England and Wales.')).toBe(
      'May 4, 2027',
    );
  });
});
