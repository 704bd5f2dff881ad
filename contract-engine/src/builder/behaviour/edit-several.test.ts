import { describe, expect, it } from 'vitest';
import { chat, DRAFTED_SERVICE } from './chat-script';

// Several changes in one message each land, whether the message opens with a reason ("we agreed
// less, so change ..."), leaves the verb out of the second ("and the end date to ..."), or mixes a
// change with a removal or an added term. A piece is a request only when it names a fact.

const after = (...texts: string[]) => chat([...DRAFTED_SERVICE, ...texts]).turn;

describe('several changes in one message', () => {
  it('applies a change after a lead-in clause and the one continued after it', () => {
    const turn = after('we talked it over, so change the fee to $2,700 and the end date to July 15, 2026');
    expect(turn.facts['PAYMENT AMOUNT']).toBe('$2,700');
    expect(turn.facts['END DATE']).toBe('July 15, 2026');
    expect(turn.message).toMatch(/was \$3,000/);
    expect(turn.message).toMatch(/was June 30, 2026/);
  });

  it('applies a change with "make" and another with "bump" in one message', () => {
    const turn = after('the job grew, make the end date July 31, 2026 and bump the fee to $3,600');
    expect(turn.facts['END DATE']).toBe('July 31, 2026');
    expect(turn.facts['PAYMENT AMOUNT']).toBe('$3,600');
  });

  it('changes the fee, moves the start and adds a term in one message', () => {
    const turn = after(
      'Change the fee to $3,300, move the start to April 8, 2026 and add that the client supplies all photos.',
    );
    expect(turn.facts['PAYMENT AMOUNT']).toBe('$3,300');
    expect(turn.facts['START DATE']).toBe('April 8, 2026');
    expect(turn.contract?.content).toContain('The Client supplies all photos.');
  });

  it('must not: take "the client wants to ..." after a removal for a change of the client', () => {
    const turn = after('take out the confidentiality bit, the client wants to share the designs freely');
    expect(turn.documentEdits?.removedSections ?? []).toContain('CONFIDENTIALITY');
    expect(turn.facts['CLIENT NAME']).toBe('Acme LLC');
    expect(turn.message).not.toMatch(/couldn't read a value/);
  });

  it('must not: split a statement whose second verb is no request', () => {
    const turn = after('We set up the pages and fix the broken links as part of the work.');
    expect(turn.facts['PAYMENT AMOUNT']).toBe('$3,000');
    expect(turn.facts['CLIENT NAME']).toBe('Acme LLC');
  });
});
