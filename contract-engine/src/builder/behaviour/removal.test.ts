import { describe, expect, it } from 'vitest';
import { chat, DRAFTED_SERVICE } from './chat-script';

// "Remove the ... clause" removes that section; a fact that may be none ("remove the end date")
// becomes none; a clause the contract lacks gets the list of removable ones.

const after = (...texts: string[]) => chat([...DRAFTED_SERVICE, ...texts]).turn;

describe('removal', () => {
  it('removes a named clause and keeps the scope', () => {
    const turn = after('Remove the confidentiality clause.');
    expect(turn.contract?.content).not.toMatch(/CONFIDENTIALITY/);
    expect(turn.facts['SERVICE DESCRIPTION']).toMatch(/five-page website/);
  });

  it('removes a clause and changes a fact in the same message', () => {
    const turn = after('Remove the confidentiality clause and change the fee to $2,800.');
    expect(turn.contract?.content).not.toMatch(/CONFIDENTIALITY/);
    expect(turn.facts['PAYMENT AMOUNT']).toBe('$2,800');
  });

  it('makes "remove the end date" no end date', () => {
    expect(after('Remove the end date.').facts['END DATE']).toBe('no fixed end date');
  });

  it('must not: remove anything for a clause the contract does not have', () => {
    const turn = after('Remove the non-compete clause.');
    expect(turn.message).toMatch(/no non-compete clause/);
    expect(turn.message).toMatch(/Clauses you can remove:/);
    expect(turn.documentEdits?.removedSections ?? []).toEqual([]);
  });
});
