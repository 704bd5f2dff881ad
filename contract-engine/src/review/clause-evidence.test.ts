import { describe, expect, it } from 'vitest';
import { evidenceSentences } from './clause-evidence';
import { parseDocument } from './text/document';

describe('evidenceSentences', () => {
  const doc = parseDocument(
    '9. NON-COMPETITION.\n\nDuring the Term, Consultant shall not provide services to any competitor of the Company.',
  );
  const heading = doc.sentences.findIndex((s) => s.text.includes('NON-COMPETITION'));
  const clause = doc.sentences.findIndex((s) => s.text.includes('shall not provide'));

  it('quotes the clause, not the heading above it', () => {
    expect(heading).toBeGreaterThanOrEqual(0);
    expect(clause).toBeGreaterThan(heading);
    expect(evidenceSentences(doc, [heading, clause])).toEqual([clause]);
  });

  it('keeps a heading when it is the only hit', () => {
    expect(evidenceSentences(doc, [heading])).toEqual([heading]);
  });
});
