import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../analyze';
import { shippedClassifier } from '../clauses/model/clause-model';
import { shippedSpanTable, type SpanTable } from './span-table';

// The evidence step inside a review, on a contract written for this test.

const CONTRACT = [
  'SUPPLY AGREEMENT',
  'This Supply Agreement is made on 3 March 2025 between Bright Kettles Ltd ("Maker") and Corner Shop Ltd ("Reseller").',
  '1. Insurance. The Reseller shall maintain public liability insurance with a limit of not less than one million pounds per claim. The policy shall name the Maker as an additional insured. The Reseller shall deliver a certificate of insurance to the Maker every year.',
  '2. Assignment. Neither party may assign or transfer this Agreement without the prior written consent of the other party.',
  '3. Payment. The Reseller shall pay each invoice within thirty days of receipt.',
  '4. Governing law. This Agreement is governed by the laws of England and Wales.',
].join('\n\n');

const table = (categories: SpanTable['categories']): SpanTable => ({
  format: 'clausecraft-span-table',
  model: { codeSha256: '', fullTextSha256: '' },
  categories,
});

const evidenceOf = (spanTable: SpanTable, category: string) =>
  analyzeContract(CONTRACT, { spanTable }).detectedClauses?.find((d) => d.category === category);

describe('quoted evidence in a review', () => {
  it('quotes the contract’s own text at the offsets it reports', () => {
    const found = evidenceOf(table({}), 'Insurance');
    expect(found?.present).toBe(true);
    for (const e of found?.evidence ?? []) expect(CONTRACT.slice(e.start, e.end)).toBe(e.quote);
  });

  it('joins the sentences that continue a clause into one quote when the table says so', () => {
    const whole = evidenceOf(table({}), 'Insurance');
    const joined = evidenceOf(
      table({ Insurance: { margin: Infinity, max: 1, join: -30, trim: false } }),
      'Insurance',
    );
    expect(joined?.present).toBe(true);
    expect(joined?.evidence).toHaveLength(1);
    const quote = joined?.evidence[0]?.quote ?? '';
    expect(quote).toContain('additional insured');
    expect(quote.length).toBeGreaterThan(Math.max(...(whole?.evidence ?? []).map((e) => e.quote.length)));
    expect(CONTRACT.slice(joined?.evidence[0]?.start, joined?.evidence[0]?.end)).toBe(quote);
  });

  it('keeps presence as the hits decide it, whatever the table', () => {
    const strict = table({ 'Anti-Assignment': { margin: 0, max: 1, join: null, trim: true } });
    expect(evidenceOf(strict, 'Anti-Assignment')?.present).toBe(
      evidenceOf(table({}), 'Anti-Assignment')?.present,
    );
    expect(evidenceOf(strict, 'Non-Compete')?.present).toBe(false);
  });
});

describe('the committed span table', () => {
  it('was calibrated for the committed clause model and names only its categories', () => {
    const shipped = shippedSpanTable();
    const training = shippedClassifier().data.training;
    expect(shipped.model).toEqual({
      codeSha256: training.codeSha256,
      fullTextSha256: training.fullTextSha256,
    });
    expect(Object.keys(shipped.categories).length).toBeGreaterThan(0);
    for (const category of Object.keys(shipped.categories))
      expect(shippedClassifier().categories).toContain(category);
  });
});
