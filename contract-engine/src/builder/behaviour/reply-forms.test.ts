import { describe, expect, it } from 'vitest';
import type { InterviewMessage } from '@shared-schema';
import { findDates } from '../../language/dates';
import { extractFacts } from '../extract/extract-facts';
import { runInterview } from '../interview';
import { findContractType } from '../types/registry';
import { TODAY } from './chat-script';

// Replies in the forms people type them: a payment schedule told as a sentence, a question asked
// back before the answer, a day said in words before its month, a business named in the request.

function reply(typeId: string, opening: string, key: string, text: string) {
  const question = findContractType(typeId)?.facts.find((fact) => fact.key === key)?.question ?? '';
  const messages: InterviewMessage[] = [
    { role: 'user', content: opening },
    { role: 'assistant', content: question },
    { role: 'user', content: text },
  ];
  return runInterview({ messages, today: TODAY });
}

const CONTRACTOR =
  'Independent contractor agreement: Halvorsen Print Co. hires me, Ines Duarte, to draw six posters for $1,800.';

describe('reply forms', () => {
  it('takes a payment schedule told as a sentence, in the third person', () => {
    const turn = reply(
      'independent-contractor',
      CONTRACTOR,
      'PAYMENT SCHEDULE',
      'a third when I begin, a third at the sketches and the rest once they sign off on the final posters',
    );
    expect(turn.facts['PAYMENT SCHEDULE']).toMatch(/a third when the Contractor begins.*final posters/);
    expect(turn.inlineEditor).toBeUndefined();
  });

  it('must not: take a schedule reply that is a question, or one over two dozen words', () => {
    const question = reply(
      'independent-contractor',
      CONTRACTOR,
      'PAYMENT SCHEDULE',
      'what do most people do?',
    );
    expect(question.facts['PAYMENT SCHEDULE']).toBeUndefined();
    const ramble = reply(
      'independent-contractor',
      CONTRACTOR,
      'PAYMENT SCHEDULE',
      'well it depends a lot on how the client feels and on whether the printer is free that week and honestly I have not thought about it much at all yet',
    );
    expect(ramble.facts['PAYMENT SCHEDULE']).toBeUndefined();
  });

  it('reads the answer after a question asked back', () => {
    const turn = reply(
      'sale-of-goods',
      'Sale of goods: Reuse Office Supply LLC is selling forty used office chairs.',
      'BUYER NAME',
      "Should that be their full legal name? It's Tamsin Ortiz Design LLC.",
    );
    expect(turn.facts['BUYER NAME']).toBe('Tamsin Ortiz Design LLC');
  });

  it('reads a day in words before its month', () => {
    expect(findDates('the first of january', '2026-11-23').map((m) => m.value)).toEqual(['January 1, 2027']);
    expect(findDates('from the twenty-second of March 2027', '2026-11-23').map((m) => m.value)).toEqual([
      'March 22, 2027',
    ]);
    expect(findDates('the first of next month', '2026-11-23').map((m) => m.value)).toEqual([
      'December 1, 2026',
    ]);
  });

  it('must not: read "the first of many" or "first of all" as a date', () => {
    expect(findDates('the first of many visits, first of all the hedges', '2026-11-23')).toEqual([]);
  });

  it('reads the business a partnership is for from the request, and work without the request words', () => {
    expect(
      extractFacts('Partnership agreement for a mobile bike repair business with my cousin.', 'partnership')[
        'BUSINESS PURPOSE'
      ],
    ).toBe('operate a mobile bike repair business');
    expect(
      extractFacts(
        'I need a contractor agreement for some editing work on a cookbook.',
        'independent-contractor',
      )['SCOPE OF WORK'],
    ).not.toMatch(/agreement/);
    expect(
      extractFacts('Partnership agreement for my brother and me.', 'partnership')['BUSINESS PURPOSE'],
    ).toBeUndefined();
  });
});

describe('an NDA purpose told as what the talks are about', () => {
  it('reads "talking to <whom> about <doing something>" as the purpose', () => {
    expect(
      extractFacts(
        "We're in talks with Fenwick Optics Ltd about building a lens together. Mutual NDA please.",
        'mutual-nda',
      )['PURPOSE'],
    ).toBe('building a lens together');
    expect(
      extractFacts('Meeting with Harbor Labs Inc. about licensing our firmware; need an NDA.', 'mutual-nda')[
        'PURPOSE'
      ],
    ).toBe('licensing our firmware');
  });

  it('must not: read talk about a thing that is no activity', () => {
    expect(
      extractFacts('Talking to Sam Reed about the weather, we need a mutual NDA.', 'mutual-nda')['PURPOSE'],
    ).toBeUndefined();
  });
});
