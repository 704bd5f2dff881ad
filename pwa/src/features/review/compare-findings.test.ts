import { describe, expect, it } from 'vitest';
import { analyzeContract, compareTexts } from '@contract-engine';
import { changedRanges, findingsOnChanges } from './compare-findings';

const BEFORE = [
  'SERVICES AGREEMENT',
  'This Agreement is made between Lark Studio Ltd (the "Client") and Ben Ode (the "Contractor").',
  '1. The Client shall pay each invoice within thirty (30) days of receipt.',
  '2. Either party may terminate this Agreement on thirty (30) days written notice.',
].join('\n\n');

describe('changedRanges', () => {
  it('gives inserted ranges and deletion points in the later text', () => {
    expect(changedRanges(compareTexts('a b c', 'a x c'))).toEqual([
      { start: 2, end: 2 },
      { start: 2, end: 3 },
    ]);
  });
});

describe('findingsOnChanges', () => {
  it('keeps only the findings whose clause the later version changed', () => {
    const after = BEFORE.replace(
      'Either party may terminate this Agreement on thirty (30) days written notice.',
      'The Client may terminate this Agreement at any time without notice.',
    );
    const review = analyzeContract(after, { party: 'Contractor' });
    const kept = findingsOnChanges(compareTexts(BEFORE, after), review);
    expect(kept.redFlags.length).toBeGreaterThan(0);
    expect(kept.redFlags.every((f) => f.evidence?.quote.includes('terminate'))).toBe(true);
    expect(kept.editSuggestions.every((s) => s.currentText.includes('terminate'))).toBe(true);
    // Nothing changed: nothing to report.
    expect(findingsOnChanges(compareTexts(after, after), review).redFlags).toEqual([]);
  });
});
