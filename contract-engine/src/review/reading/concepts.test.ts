import { describe, expect, it } from 'vitest';
import { conceptOf, conceptsOf } from './concepts';

// Concept labels for clauses written for these tests: the label follows what the clause is about,
// not the first keyword in it.

const label = (text: string): string | undefined => conceptOf(text)?.label;

describe('conceptOf', () => {
  it('labels a forum clause as where disputes are decided, not exclusivity', () => {
    expect(
      label('The courts of Leeds have exclusive jurisdiction over any dispute arising from this contract.'),
    ).toBe('Where disputes are decided');
  });

  it('labels an ownership clause as who owns the work', () => {
    expect(label('The Designer retains all right, title and interest in the drafts and files.')).toBe(
      'Who owns the work',
    );
  });

  it('labels confidentiality as confidentiality, not ending the contract', () => {
    expect(
      label("Each party shall keep the other party's confidential information secret during the term."),
    ).toBe('Confidentiality');
  });

  it('labels entry to a flat as access to the premises', () => {
    expect(label('The Owner may enter the apartment to carry out repairs.')).toBe('Access to the premises');
  });

  it('labels a late charge as a late payment charge, not payment', () => {
    expect(label('Any payment not received on time incurs a late fee of $40.')).toBe('Late payment charge');
  });

  it('labels a cancellation right as ending the contract', () => {
    expect(label('The Caterer may cancel this booking by written notice.')).toBe('Ending the contract');
  });

  it('gives no concept to a clause about nothing in the table', () => {
    expect(conceptOf('Headings are for convenience only.')).toBeNull();
  });

  it('keeps every concept a clause touches', () => {
    const ids = conceptsOf(
      'The Photographer may cancel at any time, refunding payments other than the retainer.',
    ).map((c) => c.id);
    expect(ids).toContain('termination');
    expect(ids).toContain('retainer');
  });
});
