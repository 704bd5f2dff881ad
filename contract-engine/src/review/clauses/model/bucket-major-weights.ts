import { decodeSparse, type StoredOutput } from './model-data';

/**
 * Several logistic outputs over the same hashed features (the clause categories, the NDA hypotheses), their
 * weights laid out by bucket (offsets[b]..offsets[b+1] are the outputs that use bucket b), so one pass over
 * a text's buckets scores every output at once.
 */
export class BucketMajorWeights {
  readonly size: number;
  private readonly bias: Float64Array;
  private readonly offsets: Int32Array;
  private readonly outputs: Uint8Array;
  private readonly weights: Float32Array;

  constructor(hashBits: number, stored: readonly StoredOutput[]) {
    this.size = stored.length;
    this.bias = Float64Array.from(stored, (o) => o.bias);
    const decoded = stored.map((o) => decodeSparse(o.idx, o.w));
    const buckets = 1 << hashBits;
    const counts = new Int32Array(buckets + 1);
    for (const d of decoded) for (const b of d.buckets) counts[b + 1] = (counts[b + 1] ?? 0) + 1;
    for (let b = 0; b < buckets; b += 1) counts[b + 1] = (counts[b + 1] ?? 0) + (counts[b] ?? 0);
    this.offsets = counts;
    const total = counts[buckets] ?? 0;
    this.outputs = new Uint8Array(total);
    this.weights = new Float32Array(total);
    const fill = counts.slice(0, buckets);
    decoded.forEach((d, o) => {
      const scale = stored[o]?.scale ?? 0;
      for (let i = 0; i < d.buckets.length; i += 1) {
        const b = d.buckets[i] ?? 0;
        const at = fill[b] ?? 0;
        fill[b] = at + 1;
        this.outputs[at] = o;
        this.weights[at] = (d.weights[i] ?? 0) * scale;
      }
    });
  }

  /**
   * Log-odds of every output for a text's feature buckets (into `into` when given), the weighted sum scaled
   * by 1/sqrt(number of buckets) as in training; -Infinity for a text without features.
   */
  logits(buckets: ArrayLike<number>, into?: Float64Array): Float64Array {
    const z = into ?? new Float64Array(this.size);
    if (buckets.length === 0) return z.fill(-Infinity);
    z.fill(0);
    for (let k = 0; k < buckets.length; k += 1) {
      const b = buckets[k] ?? 0;
      const end = this.offsets[b + 1] ?? 0;
      for (let i = this.offsets[b] ?? 0; i < end; i += 1) {
        const o = this.outputs[i] ?? 0;
        z[o] = (z[o] ?? 0) + (this.weights[i] ?? 0);
      }
    }
    const norm = 1 / Math.sqrt(buckets.length);
    for (let o = 0; o < z.length; o += 1) z[o] = (this.bias[o] ?? 0) + (z[o] ?? 0) * norm;
    return z;
  }
}
