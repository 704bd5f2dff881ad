import { performance } from 'node:perf_hooks';
import { sameSpan } from './normalise';
import { CANDIDATES, RECOGNISERS, type Read, type Recogniser } from './readers';
import { CASES, type LanguageCase } from './sentences';

// `npx tsx scripts/eval-language/run.ts`: each library's accuracy per recogniser on the written
// sentences, and its time per call (median and p95 over the sentences, each the mean of REPEAT
// calls after a warm-up). Bundle sizes: `npx tsx scripts/eval-language/size.ts`.

const REPEAT = 20;

function expected(c: LanguageCase, r: Recogniser): string[] {
  if (r === 'dates') return (c.dates ?? []).map(([iso]) => iso);
  return [...(c[r] ?? [])];
}

function matches(r: Recogniser, c: LanguageCase, found: string, wanted: string): boolean {
  if (r === 'dates' && found.startsWith('span:')) {
    const span = c.dates?.find(([iso]) => iso === wanted)?.[1] ?? '';
    return sameSpan(found.slice(5), span);
  }
  if (r === 'people' || r === 'organisations' || r === 'addresses') return sameSpan(found, wanted);
  return found === wanted;
}

interface Score {
  tp: number;
  fp: number;
  fn: number;
  right: number;
  times: number[];
  misses: string[];
}

function score(r: Recogniser, read: Read): Score {
  const s: Score = { tp: 0, fp: 0, fn: 0, right: 0, times: [], misses: [] };
  for (const c of CASES) {
    read(c);
    const t0 = performance.now();
    for (let i = 0; i < REPEAT; i += 1) read(c);
    s.times.push((performance.now() - t0) / REPEAT);
    const found = read(c);
    const left = expected(c, r);
    let fp = 0;
    for (const f of found) {
      const at = left.findIndex((w) => matches(r, c, f, w));
      if (at >= 0) {
        left.splice(at, 1);
        s.tp += 1;
      } else fp += 1;
    }
    s.fp += fp;
    s.fn += left.length;
    if (fp === 0 && left.length === 0) s.right += 1;
    else s.misses.push(`${c.text} -> [${found.join(' | ')}] missing [${left.join(' | ')}]`);
  }
  return s;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const pct = (n: number, d: number): string => (d === 0 ? '-' : `${((100 * n) / d).toFixed(0)}%`);

const verbose = process.argv.includes('--verbose');
console.log(`${CASES.length} sentences; time per call in ms (median / p95 over the sentences)\n`);
console.log('| recogniser | library | precision | recall | F1 | sentences right | ms median | ms p95 |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of RECOGNISERS) {
  for (const candidate of CANDIDATES) {
    const read = candidate.readers[r];
    if (!read) continue;
    const s = score(r, read);
    const p = s.tp / Math.max(1, s.tp + s.fp);
    const rc = s.tp / Math.max(1, s.tp + s.fn);
    const f1 = p + rc === 0 ? 0 : (2 * p * rc) / (p + rc);
    console.log(
      `| ${r} | ${candidate.name} | ${pct(s.tp, s.tp + s.fp)} | ${pct(s.tp, s.tp + s.fn)} | ${(100 * f1).toFixed(0)}% | ${s.right}/${CASES.length} | ${quantile(s.times, 0.5).toFixed(3)} | ${quantile(s.times, 0.95).toFixed(3)} |`,
    );
    if (verbose) for (const m of s.misses) console.log(`    ${m}`);
  }
}
