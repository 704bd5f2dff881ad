/** One line of a benchmark table. Every bench/*-bench.ts exports run(): Promise<BenchRow[]>. */
export type BenchRow = { benchmark: string; value: number; unit: string; target: string };

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
