import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import { CUAD_CATEGORIES, KEY_TERM_CATEGORIES } from '../../contract-engine/src/review/clauses/categories';
import { FOLDS, outOfFold, type OutOfFold } from '../train-review/build-model';
import { TRAIN_OPTIONS } from '../train-review/logistic';
import { BACKGROUND_GROUP, contractFolds, loadClauseData } from '../train-review/clauses';
import { DEV_GROUP } from '../train-review/dev-negatives';
import { calibrateThresholds } from '../train-review/thresholds';

// Simulated-contract cross-validation ('sim CV' in contract-engine/README.md, 'Evaluation'): the figure every contract-level
// setting of the clause reviewer is chosen by. Each training contract is simulated as its labelled
// excerpts plus the ordinary sentences of one dev contract, for every dev contract (the F1 expected
// over pairings); contract thresholds are calibrated on the other folds (training contracts and
// dev contracts of those folds), and a contract of the held-out fold is paired with the held-out
// fold's dev contracts. Macro-F1 over the clause categories (key terms come from the extractors),
// micro-F1 over all their decisions. The dev set's own labels are not used.
//
//   npx tsx scripts/eval-review/sim-cv.ts   (CLAUSECRAFT_SIM_CACHE=1 reuses .tmp/sim-oof-<fold>-<train>.json)
//
// Settings are chosen by the mean over the fold seeds 7, 1 and 2 (SIM_SEEDS=7 runs one): one split
// of the training contracts moves the figures by about +-0.01. The trainer's shuffling seed moves
// the 3-seed mean by up to +-0.005 macro-F1 as well (contract-engine/README.md, 'Evaluation'), so a difference that
// small needs SIM_TRAIN_SEEDS=11,12 (the shipped seed and another) before it counts.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

interface Entry {
  scores: number[];
  present: boolean;
  rule: boolean;
}

export interface SimResult {
  readonly macroF1: number;
  readonly microF1: number;
  readonly rows: ReadonlyArray<{ category: string; tp: number; fp: number; fn: number; f1: number }>;
}

/** Sorted (descending) operative scores of category c per group, and whether a rule fired. */
function groups(oof: OutOfFold, c: number, use: (i: number) => boolean): Map<string, Entry> {
  const out = new Map<string, Entry>();
  oof.probabilities.forEach((p, i) => {
    if (!use(i)) return;
    const contract = oof.contracts[i] ?? '';
    if (contract.startsWith(BACKGROUND_GROUP)) return;
    const e = out.get(contract) ?? { scores: [], present: false, rule: false };
    if (oof.operative[i] !== false) e.scores.push(p[c] ?? 0);
    if (oof.rules[i]?.[c] === 1) e.rule = true;
    if ((oof.labels[i]?.[c] ?? 0) !== 0) e.present = true;
    out.set(contract, e);
  });
  return out;
}

export function simCv(oof: OutOfFold, contractsList: readonly string[], foldSeed = 7): SimResult {
  const folds = contractFolds(contractsList, FOLDS, foldSeed);
  const foldOf = oof.contracts.map((c) => folds.get(c) ?? 0);
  const counts = CUAD_CATEGORIES.map(() => ({ tp: 0, fp: 0, fn: 0 }));
  for (let f = 0; f < FOLDS; f += 1) {
    const t = calibrateThresholds(oof, (i) => foldOf[i] !== f);
    CUAD_CATEGORIES.forEach((category, c) => {
      if (KEY_TERM_CATEGORIES.has(category)) return;
      const held = groups(oof, c, (i) => foldOf[i] === f);
      const poolSource = process.env['SIM_ALL_POOLS'] === '1' ? groups(oof, c, () => true) : held;
      const pools = [...poolSource.entries()].filter(([k]) => k.startsWith(DEV_GROUP)).map(([, e]) => e);
      const contract = t.contract[c] ?? 1;
      for (const [k, e] of held) {
        if (k.startsWith(DEV_GROUP)) continue;
        for (const pool of pools) {
          const max = Math.max(
            e.scores.reduce((a, b) => Math.max(a, b), 0),
            ...pool.scores,
          );
          const found = e.rule || pool.rule || max >= contract;
          const count = counts[c];
          if (!count) continue;
          if (found && e.present) count.tp += 1;
          else if (found) count.fp += 1;
          else if (e.present) count.fn += 1;
        }
      }
    });
  }
  const rows = CUAD_CATEGORIES.flatMap((category, c) => {
    const k = counts[c];
    if (!k || KEY_TERM_CATEGORIES.has(category) || k.tp + k.fn === 0) return [];
    return [{ category, ...k, f1: (2 * k.tp) / Math.max(1, 2 * k.tp + k.fp + k.fn) }];
  });
  const sum = rows.reduce((a, r) => ({ tp: a.tp + r.tp, fp: a.fp + r.fp, fn: a.fn + r.fn }), {
    tp: 0,
    fp: 0,
    fn: 0,
  });
  return {
    macroF1: rows.reduce((a, r) => a + r.f1, 0) / Math.max(1, rows.length),
    microF1: (2 * sum.tp) / Math.max(1, 2 * sum.tp + sum.fp + sum.fn),
    rows,
  };
}

export const SIM_FOLD_SEEDS = [7, 1, 2];

function cacheFile(foldSeed: number, trainSeed: number): string {
  return path.join(repoRoot, `.tmp/sim-oof-${foldSeed}-${trainSeed}.json`);
}
const cacheSchema = z.object({
  probabilities: z.array(z.array(z.number())),
  labels: z.array(z.array(z.number())),
  contracts: z.array(z.string()),
  rules: z.array(z.array(z.number())),
  operative: z.array(z.boolean()),
  groups: z.array(z.string()),
});

export function cachedOutOfFold(
  foldSeed = 7,
  trainSeed = TRAIN_OPTIONS.seed,
): { oof: OutOfFold; contracts: string[] } | null {
  const cache = cacheFile(foldSeed, trainSeed);
  if (process.env['CLAUSECRAFT_SIM_CACHE'] === '1' && existsSync(cache)) {
    const raw = cacheSchema.parse(JSON.parse(readFileSync(cache, 'utf8')));
    return {
      oof: {
        probabilities: raw.probabilities.map((p) => Float64Array.from(p)),
        labels: raw.labels.map((l) => Uint8Array.from(l)),
        contracts: raw.contracts,
        rules: raw.rules.map((r) => Uint8Array.from(r)),
        operative: raw.operative,
      },
      contracts: raw.groups,
    };
  }
  const data = loadClauseData();
  if (!data) return null;
  const oof = outOfFold(data, { ...TRAIN_OPTIONS, seed: trainSeed }, foldSeed);
  mkdirSync(path.dirname(cache), { recursive: true });
  writeFileSync(
    cache,
    JSON.stringify({
      probabilities: oof.probabilities.map((p) => [...p]),
      labels: oof.labels.map((l) => [...l]),
      contracts: oof.contracts,
      rules: oof.rules.map((r) => [...r]),
      operative: oof.operative,
      groups: data.contracts,
    }),
  );
  return { oof, contracts: [...data.contracts] };
}

function seedList(name: string, fallback: readonly number[]): number[] {
  const raw = process.env[name];
  if (!raw) return [...fallback];
  const seeds = raw.split(',').map(Number);
  if (seeds.some((s) => !Number.isInteger(s)))
    throw new Error(`${name} must be integers separated by commas`);
  return seeds;
}

function main(): void {
  const foldSeeds = seedList('SIM_SEEDS', SIM_FOLD_SEEDS);
  const trainSeeds = seedList('SIM_TRAIN_SEEDS', [TRAIN_OPTIONS.seed]);
  const single = foldSeeds.length === 1 && trainSeeds.length === 1;
  const results: SimResult[] = [];
  for (const trainSeed of trainSeeds)
    for (const seed of foldSeeds) {
      const loaded = cachedOutOfFold(seed, trainSeed);
      if (!loaded) {
        console.error('No training data.');
        process.exitCode = 1;
        return;
      }
      const r = simCv(loaded.oof, loaded.contracts, seed);
      if (single) console.table(r.rows.map((x) => ({ ...x, f1: Math.round(x.f1 * 1000) / 1000 })));
      console.log(
        `fold seed ${seed}, training seed ${trainSeed}: sim CV macro-F1 ${r.macroF1.toFixed(3)}, micro-F1 ${r.microF1.toFixed(3)}`,
      );
      results.push(r);
    }
  const mean = (f: (r: SimResult) => number): string =>
    (results.reduce((a, r) => a + f(r), 0) / results.length).toFixed(3);
  console.log(`sim CV mean macro-F1 ${mean((r) => r.macroF1)}, micro-F1 ${mean((r) => r.microF1)}`);
}

const invoked = process.argv[1] ? pathToFileURL(path.resolve(process.argv[1])).href : '';
if (import.meta.url === invoked) main();
