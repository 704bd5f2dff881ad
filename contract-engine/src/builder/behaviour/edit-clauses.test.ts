import { describe, expect, it } from 'vitest';
import { chat, DRAFTED_SERVICE } from './chat-script';

// A clause is removed however the person says it is not wanted: "we don't need the ... part", "the
// part about ...", "... bit", "take that out"; the section is found by the stems of its heading's
// words. A removal never becomes a fact's value; a clause the contract lacks gets the list.

const after = (...texts: string[]) => chat([...DRAFTED_SERVICE, ...texts]).turn;

describe('clause removal without "remove the ... clause"', () => {
  it('removes a section the person says is not needed', () => {
    const cases: Array<[string, RegExp]> = [
      ["we don't need the confidentiality part", /CONFIDENTIALITY/],
      ['no need for the termination section, thanks', /TERMINATION/],
      ['The intellectual property clause is not needed.', /INTELLECTUAL PROPERTY/],
    ];
    for (const [text, heading] of cases) {
      const turn = after(text);
      expect(turn.contract?.content, text).not.toMatch(heading);
      expect(turn.facts['SERVICE DESCRIPTION'], text).toMatch(/five-page website/);
    }
  });

  it('finds the section from the stems of words about it', () => {
    const { turn } = chat([
      'I need an independent contractor agreement. My company is Harbour Tiles LLC and the contractor is Sam Ortiz, who will tile our showroom floor for $4,000.',
      'Starts May 4, 2026, paid on completion by check. Texas law.',
      'Draft it now',
      "and we don't need the bit on ownership of what he produces, take that out",
    ]);
    expect(turn.documentEdits?.removedSections ?? []).toContain('OWNERSHIP OF WORK PRODUCT');
    expect(Object.values(turn.facts).join(' ')).not.toMatch(/produces|take that out/);
  });

  it('must not: turn an unmatched removal into a fact or remove another clause', () => {
    const turn = after("we don't need the non-compete part");
    expect(turn.documentEdits?.removedSections ?? []).toEqual([]);
    expect(turn.message).toMatch(/Clauses you can remove:/);
    expect(turn.facts['SERVICE DESCRIPTION']).toMatch(/five-page website/);
  });

  it('must not: read "we don\'t need a deposit" or a task as a clause removal', () => {
    for (const text of ["We don't need anything else for now.", 'I need the part numbers for the order.']) {
      const turn = after(text);
      expect(turn.documentEdits?.removedSections ?? [], text).toEqual([]);
    }
  });
});
