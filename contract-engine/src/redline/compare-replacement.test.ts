import { describe, expect, it } from 'vitest';
import { compareReplacement } from './word-diff';

describe('compareReplacement', () => {
  it('keeps a word-level redline when most of the passage survives', () => {
    expect(
      compareReplacement(
        'The Client shall pay each invoice within 90 days.',
        'The Client shall pay each invoice within 30 days.',
      ),
    ).toEqual([
      { kind: 'same', text: 'The Client shall pay each invoice within ' },
      { kind: 'deleted', text: '90' },
      { kind: 'inserted', text: '30' },
      { kind: 'same', text: ' days.' },
    ]);
  });

  it('replaces a rewritten passage whole: one deletion, one insertion', () => {
    expect(
      compareReplacement('The tenant may keep a cat.', 'Pets need the written consent of the landlord.'),
    ).toEqual([
      { kind: 'deleted', text: 'The tenant may keep a cat.' },
      { kind: 'inserted', text: 'Pets need the written consent of the landlord.' },
    ]);
  });
});
