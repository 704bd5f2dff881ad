import { describe, expect, it } from 'vitest';
import { factStates } from '../facts/states';
import { chat, DRAFTED_SERVICE, TODAY } from './chat-script';

// The notice to end an agreement is a declared fact with the template's usual value: an edit of it by its label or
// a synonym lands, is confirmed with the old and the new value, and reaches the clause.

const CONTRACTOR = [
  'Independent contractor agreement. We are Tallis Print Ltd and the contractor is Ana Ruiz, who will retouch our catalogue photos. $35 an hour, paid monthly by bank transfer, from May 3, 2027 to August 27, 2027. Oregon law.',
  'Draft it now',
];

describe('the notice period, by its label or a synonym', () => {
  it.each([
    ['make the notice period 60 days', '60 days'],
    ['Change the termination notice to 3 weeks.', '3 weeks'],
    ['The notice period to end it should be 45 days, not 30', '45 days'],
    ['please update the notice to 10 days', '10 days'],
  ])('%s', (request, value) => {
    const { turn } = chat([...DRAFTED_SERVICE, request]);
    expect(turn.facts['NOTICE PERIOD']).toBe(value);
    expect(turn.message).toContain(`notice period is now ${value} (was thirty (30) days)`);
    expect(turn.contract?.content).toContain(`written notice at least ${value} in advance`);
    expect(turn.facts['END DATE']).toBe('June 30, 2026');
  });

  it("starts at the type's usual period, shown as a default in the panel and never asked", () => {
    const { turn, messages } = chat(CONTRACTOR);
    expect(turn.contract?.content).toContain('at least fourteen (14) days in advance');
    expect(turn.missingFacts).not.toContain('NOTICE PERIOD');
    const state = factStates({ contractName: 'Retouching', messages, today: TODAY }).find(
      (fact) => fact.key === 'NOTICE PERIOD',
    );
    expect(state).toMatchObject({ status: 'default', value: 'fourteen (14) days' });
    const edited = chat([...CONTRACTOR, 'make the notice period 30 days']).turn;
    expect(edited.message).toContain('was fourteen (14) days');
  });

  it('must not: take the term, a payment deadline or a period said before the draft as the notice', () => {
    const term = chat([...CONTRACTOR, 'Change the end date to September 24, 2027.']).turn;
    expect(term.facts['NOTICE PERIOD']).toBe('fourteen (14) days');
    const paid = chat([
      'Independent contractor agreement. We are Tallis Print Ltd and the contractor is Ana Ruiz, who will retouch our catalogue photos. $35 an hour, invoices paid within 30 days, from May 3, 2027 for 4 months. Oregon law.',
    ]).turn;
    expect(paid.facts['NOTICE PERIOD']).toBe('fourteen (14) days');
    expect(paid.contract?.content ?? '').not.toContain('at least 30 days in advance');
  });
});
