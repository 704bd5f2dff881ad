import { z } from 'zod';

// The shape of the committed model (clause-model.generated.ts), written by `npm run train:review`.
// Per category: an intercept, and the kept feature weights as int8 values times one scale, with
// bucket indices delta-encoded ascending as unsigned varints. Both arrays travel as base64 in a
// JSON string, which parses fast and costs the type checker nothing.

/**
 * One logistic output as stored in a model file, shared by the clause model's categories and the NDA
 * model's hypotheses (nda-model-data.ts): an intercept and int8 weights times one scale.
 */
export const storedOutputSchema = z.object({
  bias: z.number(),
  scale: z.number(),
  /** base64 of the bucket indices as varint deltas (first absolute). */
  idx: z.string(),
  /** base64 of the int8 weights, one per index. */
  w: z.string(),
});

export type StoredOutput = z.infer<typeof storedOutputSchema>;

export const clauseModelSchema = z.object({
  format: z.literal('clausecraft-clause-model'),
  version: z.number().int().positive(),
  hashBits: z.number().int().min(8).max(24),
  training: z.object({
    dataSha256: z.string(),
    /** sha256 of cuad-train-full.json, whose whole contracts' sentences were trained on. */
    fullTextSha256: z.string().optional(),
    /** sha256 of the training code (scripts/train-review/fingerprint.ts). */
    codeSha256: z.string().optional(),
    clauses: z.number().int(),
    contracts: z.number().int(),
    folds: z.number().int(),
  }),
  /**
   * Hand-written clause rules (detect.ts RULE_IDS) that did not raise their category's contract-level
   * F1 in cross-validation over whole contracts, so they do not count (rule-selection.ts).
   */
  droppedRules: z.array(z.string()).optional(),
  /**
   * Classifier sentences quoted as a category's evidence: those within this many log-odds of the
   * contract's best sentence of that category (absent: all that reach the threshold).
   */
  evidenceMargin: z.number().positive().optional(),
  categories: z.array(
    storedOutputSchema.extend({
      name: z.string(),
      /** Probability at which classifyClause reports the category for one clause. */
      threshold: z.number().min(0).max(1),
      /** Probability at which one sentence makes the category present in a whole contract (>= threshold). */
      contractThreshold: z.number().min(0).max(1),
      /**
       * The reported probability is sigmoid(slope * (log-odds - log-odds of threshold)): calibrated
       * on held-out excerpts with the category as likely as not, so it is 0.5 at the threshold.
       */
      slope: z.number().positive(),
    }),
  ),
});

export type ClauseModelData = z.infer<typeof clauseModelSchema>;

export interface SparseWeights {
  readonly buckets: Int32Array;
  readonly weights: Int8Array;
}

function fromBase64(text: string): Uint8Array {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i += 1) out[i] = bin.charCodeAt(i);
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

export function encodeSparse(
  buckets: readonly number[],
  weights: readonly number[],
): { idx: string; w: string } {
  const bytes: number[] = [];
  let prev = 0;
  for (const b of buckets) {
    let d = b - prev;
    prev = b;
    while (d >= 0x80) {
      bytes.push((d & 0x7f) | 0x80);
      d >>>= 7;
    }
    bytes.push(d);
  }
  const w = Uint8Array.from(weights, (x) => x & 0xff);
  return { idx: toBase64(Uint8Array.from(bytes)), w: toBase64(w) };
}

export function decodeSparse(idx: string, w: string): SparseWeights {
  const bytes = fromBase64(idx);
  const weights = new Int8Array(fromBase64(w).buffer);
  const buckets = new Int32Array(weights.length);
  let pos = 0;
  let prev = 0;
  for (let i = 0; i < buckets.length; i += 1) {
    let d = 0;
    let shift = 0;
    for (;;) {
      const byte = bytes[pos] ?? 0;
      pos += 1;
      d |= (byte & 0x7f) << shift;
      if (byte < 0x80) break;
      shift += 7;
    }
    prev += d;
    buckets[i] = prev;
  }
  return { buckets, weights };
}
