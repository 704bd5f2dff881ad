import { describe, expect, it } from 'vitest';
import { reviewDataSchema } from '@shared-schema';
import { loadEvalData } from '../../../scripts/eval-review/data';
import { EVAL_DATA_FILES, requireDataFiles } from '../../../scripts/eval-review/require-data';
import { analyzeContract } from './analyze';

// Every contract of the development data must produce output the shared schema accepts, with
// evidence that quotes the analysed text exactly. The data lives outside the repository
// (CLAUSECRAFT_DATA_DIR, scripts/README.md); without it the test fails naming the missing file.

describe('analyzeContract on the development data', () => {
  // 85 whole contracts through the full engine: seconds, more on a loaded machine.
  it('validates against the shared schema for every contract', { timeout: 120_000 }, () => {
    requireDataFiles(EVAL_DATA_FILES);
    const data = loadEvalData();
    if (!data) throw new Error('the evaluation data could not be loaded');
    const texts = [
      ...data.cuad.data.map((d) => ({ name: d.title, text: d.paragraphs[0]?.context ?? '' })),
      ...data.contractNli.documents.map((d) => ({ name: String(d.id), text: d.text })),
    ];
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
