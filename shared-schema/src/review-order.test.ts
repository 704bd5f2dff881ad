import { describe, expect, it } from 'vitest';
import type { RedFlag } from './review';
import { findingLines, orderedExplanations, orderedRedFlags, sideNote } from './review-order';

const flag = (title: string, severity: RedFlag['severity'], start: number | null): RedFlag => ({
  title,
  description: '',
  severity,
  location: `Section ${title}`,
  riskLevel: '',
  ...(start === null ? {} : { evidence: { start, end: start + 5, quote: title } }),
});

describe('orderedRedFlags', () => {
  it('puts the most severe first', () => {
    const flags = [
      flag('c', 'medium', 10),
      flag('b', 'high', 500),
      flag('d', 'low', 0),
      flag('a', 'high', 20),
    ];
    expect(orderedRedFlags({ redFlags: flags }).map((f) => f.severity)).toEqual([
      'high',
      'high',
      'medium',
      'low',
    ]);
  });

  it("keeps the reviewer's order within a severity (the costliest kinds first)", () => {
    const flags = [flag('x', 'high', 900), flag('y', 'high', 3), flag('z', 'high', null)];
    expect(orderedRedFlags({ redFlags: flags }).map((f) => f.title)).toEqual(['x', 'y', 'z']);
  });

  it('gives the same order when applied twice', () => {
    const flags = [flag('c', 'medium', 10), flag('b', 'high', 500), flag('a', 'high', 20)];
    const once = orderedRedFlags({ redFlags: flags });
    expect(orderedRedFlags({ redFlags: once })).toEqual(once);
  });
});

describe('orderedExplanations', () => {
  it('follows the contract', () => {
    const e = (explanation: string, start: number) => ({
      originalText: '',
      explanation,
      importance: 'high',
      evidence: { start, end: start + 1, quote: '' },
    });
    const list = [e('late', 90), e('early', 3)];
    expect(orderedExplanations({ plainLanguageExplanations: list }).map((x) => x.explanation)).toEqual([
      'early',
      'late',
    ]);
  });
});

describe('findingLines and sideNote', () => {
  it('numbers the findings in display order with their sections', () => {
    const lines = findingLines({ redFlags: [flag('low one', 'low', 1), flag('high one', 'high', 9)] });
    expect(lines).toEqual(['1. [high] high one (Section high one)', '2. [low] low one (Section low one)']);
  });

  it('says when the requested side was not found and when the sides came from role words', () => {
    const note = sideNote({
      perspective: {
        party: 'Tenant',
        otherParty: 'Landlord',
        chosenBy: 'default',
        parties: [],
        partiesFrom: 'role-words',
        unmatchedRequest: 'Franchisee',
      },
    });
    expect(note).toMatch(/No party called "Franchisee".*read as the Tenant.*names no parties/);
  });
});
