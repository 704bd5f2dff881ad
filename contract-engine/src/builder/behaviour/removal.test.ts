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

  it('removes a clause whose name is followed by the reason for removing it', () => {
    const reasons = [
      "Please take out the intellectual property section, we don't hand over any designs.",
      'Delete the confidentiality clause because nothing secret changes hands.',
      'Remove the warranties clause as we give none.',
      'Could you drop the termination section; neither of us will end it early.',
    ];
    const headings = [/INTELLECTUAL PROPERTY/, /CONFIDENTIALITY/, /WARRANT/, /TERMINATION/];
    reasons.forEach((text, index) => {
      const turn = after(text);
      expect(turn.contract?.content, text).not.toMatch(headings[index] ?? /$^/);
      expect(turn.facts['SERVICE DESCRIPTION'], text).toMatch(/five-page website/);
      expect(turn.facts['CLIENT NAME'], text).toBe('Acme LLC');
    });
  });

  it('removes a clause with its reason while a question is pending, without answering the question', () => {
    const { turn } = chat([
      'I need a service agreement with my client Acme LLC to design a five-page website for $3,000.',
      "Remove the confidentiality section, there's nothing secret in this job.",
    ]);
    expect(turn.documentEdits?.removedSections ?? []).toContain('CONFIDENTIALITY');
    expect(Object.values(turn.facts).join(' ')).not.toMatch(/remove|secret/i);
  });

  it('must not: read a task list with "cut" or "drop" as a removal', () => {
    for (const text of [
      'I will cut the hedges, weed the beds and mow the lawn.',
      'We drop off the boxes, unpack them and set up the office section by section.',
    ]) {
      const { turn } = chat([`I need a service agreement. ${text}`]);
      expect(turn.documentEdits?.removedSections ?? [], text).toEqual([]);
    }
  });
});
