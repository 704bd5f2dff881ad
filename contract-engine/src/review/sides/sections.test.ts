import { describe, expect, it } from 'vitest';
import { parseDocument } from '../text/document';
import { sectionLabel } from './sections';

// Citing the section a clause sits in, on a contract written for this test: the paragraph a
// position falls in is found among many (by binary search), for every position from the first
// line to the last.

const sections = Array.from(
  { length: 60 },
  (_, i) =>
    `${i + 1}. ${i % 2 === 0 ? 'Payment Terms' : 'Notices'}\n${i + 1}.1 The Client shall pay invoice ${i + 1} within thirty days.`,
);
const text = `SERVICES AGREEMENT\n\n${sections.join('\n\n')}`;
const doc = parseDocument(text);
const at = (needle: string): number => doc.text.norm.indexOf(needle);

describe('sectionLabel', () => {
  it('cites the numbered sub-clause and its parent heading, first, middle and last', () => {
    expect(sectionLabel(doc, at('invoice 1 within'))).toBe('Section 1.1 Payment Terms');
    expect(sectionLabel(doc, at('invoice 30 within'))).toBe('Section 30.1 Notices');
    expect(sectionLabel(doc, at('invoice 60 within'))).toBe('Section 60.1 Notices');
  });

  it('cites the heading line itself, and nothing before the first paragraph', () => {
    expect(sectionLabel(doc, at('31. Payment Terms'))).toBe('Section 31 Payment Terms');
    expect(sectionLabel(doc, at('SERVICES AGREEMENT'))).toBe('Services Agreement');
    expect(sectionLabel(doc, -1)).toBeNull();
  });
});
