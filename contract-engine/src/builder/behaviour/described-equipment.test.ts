import { describe, expect, it } from 'vitest';
import { extractFacts } from '../extract/extract-facts';

// What is rented is named by the usual words for it ("the gear is ...", "kit: ..."), even in reply to
// another question; "for the whole rental" says how long, never what.

describe('equipment named in a reply', () => {
  it('reads "the gear is ..." and "kit: ..." as the equipment', () => {
    expect(
      extractFacts('the gear is two studio strobes and a light stand', 'equipment-rental', 'RENTAL FEE')[
        'EQUIPMENT DESCRIPTION'
      ],
    ).toBe('two studio strobes and a light stand');
    expect(
      extractFacts('Kit: a 40ft scaffold tower with outriggers', 'equipment-rental')['EQUIPMENT DESCRIPTION'],
    ).toBe('40ft scaffold tower with outriggers');
  });

  it('must not: take "the whole rental" or "the entire hire" for the equipment', () => {
    for (const text of ['$220 for the whole rental, $300 deposit', '£90 for the entire hire']) {
      expect(
        extractFacts(text, 'equipment-rental', 'RENTAL FEE')['EQUIPMENT DESCRIPTION'],
        text,
      ).toBeUndefined();
    }
  });
});
