import { describe, expect, it } from 'vitest';
import { reviewDataSchema } from '@shared-schema';
import { loadEvalData, resolveDataDir } from '../../../scripts/eval-review/data';
import { analyzeContract } from './analyze';

// Every contract of the development data must produce output the shared schema accepts, with
// evidence that quotes the analysed text exactly. The data lives outside the repo
// (../shared/data or CLAUSECRAFT_DATA_DIR); without it the test is skipped, not failed.

const data = loadEvalData();
if (!data)
  console.warn(
    `[dev-data.test] skipped: no development data at ${resolveDataDir()} (set CLAUSECRAFT_DATA_DIR)`,
  );

describe.skipIf(!data)('analyzeContract on the development data', () => {
  const texts = data
    ? [
        ...data.cuad.data.map((d) => ({ name: d.title, text: d.paragraphs[0]?.context ?? '' })),
        ...data.contractNli.documents.map((d) => ({ name: String(d.id), text: d.text })),
      ]
    : [];

  // 85 whole contracts through the full engine: seconds, more on a loaded machine.
  it('validates against the shared schema for every contract', { timeout: 120_000 }, () => {
    expect(texts.length).toBeGreaterThan(0);
    for (const { name, text } of texts) {
      const review = analyzeContract(text);
      const parsed = reviewDataSchema.safeParse(review);
      expect(parsed.success, `${name}: ${parsed.error?.message ?? ''}`).toBe(true);
      const evidence = [
        ...review.redFlags.flatMap((f) => (f.evidence ? [f.evidence] : [])),
        ...review.obligations.flatMap((o) => (o.evidence ? [o.evidence] : [])),
        ...(review.detectedClauses ?? []).flatMap((c) => c.evidence),
      ];
      for (const e of evidence) expect(text.slice(e.start, e.end), name).toBe(e.quote);
      expect(review.contractInfo.type, name).not.toBe('Unknown');
    }
  });
});
