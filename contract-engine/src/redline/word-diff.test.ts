import { describe, expect, it } from 'vitest';
import { compareTexts, hasChanges, type RedlinePart } from './word-diff';

const side = (parts: RedlinePart[], keep: RedlinePart['kind']): string =>
  parts
    .filter((part) => part.kind === 'same' || part.kind === keep)
    .map((part) => part.text)
    .join('');

describe('compareTexts', () => {
  it('marks a changed word inside an otherwise equal paragraph', () => {
    const parts = compareTexts('The fee is 500 dollars per month.\n', 'The fee is 650 dollars per month.\n');
    expect(parts).toEqual([
      { kind: 'same', text: 'The fee is ' },
      { kind: 'deleted', text: '500' },
      { kind: 'inserted', text: '650' },
      { kind: 'same', text: ' dollars per month.\n' },
    ]);
  });

  it('shows an added paragraph as one insertion and leaves the others alone', () => {
    const before = '1. Scope.\n2. Fees.\n';
    const after = '1. Scope.\n1A. Deliverables.\n2. Fees.\n';
    expect(compareTexts(before, after)).toEqual([
      { kind: 'same', text: '1. Scope.\n' },
      { kind: 'inserted', text: '1A. Deliverables.\n' },
      { kind: 'same', text: '2. Fees.\n' },
    ]);
  });

  it('gives both versions back exactly from its parts', () => {
    const before = 'Alpha beta gamma.\n\nDelta epsilon.\nZeta';
    const after = 'Alpha gamma beta.\n\nDelta.\nEta zeta theta';
    const parts = compareTexts(before, after);
    expect(side(parts, 'deleted')).toBe(before);
    expect(side(parts, 'inserted')).toBe(after);
  });

  it('reports no change for equal texts and for two empty texts', () => {
    expect(hasChanges(compareTexts('Same text.\n', 'Same text.\n'))).toBe(false);
    expect(compareTexts('', '')).toEqual([]);
    expect(hasChanges(compareTexts('', 'New.'))).toBe(true);
  });
});
