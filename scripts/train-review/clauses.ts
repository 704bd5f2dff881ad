import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CUAD_CATEGORIES, canonicalCategory } from '../../contract-engine/src/review/clauses/categories';
import { featureBuckets } from '../../contract-engine/src/review/clauses/model/features';
import { resolveDataDir } from '../eval-review/data';
import { backgroundSentences } from './background';

// The labelled CUAD clauses as training examples: one example per distinct text of a contract,
// with every category the annotators gave that text (a clause can be both a cap and an exception).

const lineSchema = z.object({ contract: z.string(), category: z.string(), text: z.string() });

export interface Example {
  readonly contract: string;
  readonly text: string;
  readonly buckets: Int32Array;
  /**
   * Per category (CUAD_CATEGORIES order): 1 applies, 0 does not, IGNORE when another excerpt of
   * the same contract with that category overlaps this one (annotators often mark one passage
   * for several categories with slightly different spans; it is neither a clean positive nor a
   * clean negative, so it is left out of training and of the measured figures).
   */
  readonly labels: Uint8Array;
}

export interface ClauseData {
  /** sha256 of the clauses file. */
  readonly sha256: string;
  readonly examples: readonly Example[];
  readonly contracts: readonly string[];
}

export const CLAUSES_FILE = 'cuad-train-clauses.jsonl';

/**
 * The labelled excerpts and the written background sentences (whole contracts' ordinary sentences
 * come from contract-corpus.ts).
 */
export function loadClauseData(dataDir = resolveDataDir()): ClauseData | null {
  const file = path.join(dataDir, CLAUSES_FILE);
  if (!existsSync(file)) return null;
  const raw = readFileSync(file, 'utf8');
  const byKey = new Map<string, { contract: string; text: string; labels: Uint8Array }>();
  for (const line of raw.split('\n')) {
    if (line.trim() === '') continue;
    const row = lineSchema.parse(JSON.parse(line));
    const category = canonicalCategory(row.category);
    if (!category) throw new Error(`Unknown category ${row.category}`);
    const text = row.text.trim();
    if (text === '') continue;
    const key = `${row.contract}\u0000${text.toLowerCase()}`;
    const entry = byKey.get(key) ?? {
      contract: row.contract,
      text,
      labels: new Uint8Array(CUAD_CATEGORIES.length),
    };
    entry.labels[CUAD_CATEGORIES.indexOf(category)] = 1;
    byKey.set(key, entry);
  }
  const merged = [...byKey.values()];
  markOverlaps(merged);
  // Background sentences go into pseudo-contracts, so folds and held-out sets include some.
  backgroundSentences().forEach((text, i) =>
    merged.push({
      contract: `${BACKGROUND_GROUP}${i % 40}`,
      text,
      labels: new Uint8Array(CUAD_CATEGORIES.length),
    }),
  );
  const examples = merged.map((e) => ({ ...e, buckets: featureBuckets(e.text) }));
  const contracts = [...new Set(examples.map((e) => e.contract))].sort();
  return {
    sha256: createHash('sha256').update(raw).digest('hex'),
    examples,
    contracts,
  };
}

export const IGNORE = 2;

/** Prefix of the written background sentences' pseudo-contracts (not real contracts). */
export const BACKGROUND_GROUP = 'background-';

const WORD = /[a-z0-9]+/g;

function overlaps(a: { text: string; words: Set<string> }, b: { text: string; words: Set<string> }): boolean {
  const la = a.text.toLowerCase();
  const lb = b.text.toLowerCase();
  if (la.includes(lb) || lb.includes(la)) return true;
  let inter = 0;
  for (const w of a.words) if (b.words.has(w)) inter += 1;
  const smaller = Math.min(a.words.size, b.words.size);
  return smaller >= 5 && inter / smaller >= 0.6;
}

function markOverlaps(entries: ReadonlyArray<{ contract: string; text: string; labels: Uint8Array }>): void {
  const byContract = new Map<
    string,
    Array<{ text: string; labels: Uint8Array; words: Set<string>; own: Uint8Array }>
  >();
  for (const e of entries) {
    const list = byContract.get(e.contract) ?? [];
    list.push({
      text: e.text,
      labels: e.labels,
      words: new Set(e.text.toLowerCase().match(WORD) ?? []),
      own: e.labels.slice(),
    });
    byContract.set(e.contract, list);
  }
  for (const list of byContract.values())
    for (const a of list)
      for (const b of list) {
        if (a === b || !overlaps(a, b)) continue;
        b.own.forEach((y, c) => {
          if (y === 1 && a.labels[c] === 0) a.labels[c] = IGNORE;
        });
      }
}

/** A small deterministic PRNG (mulberry32), so training and fold assignment are reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fold of every contract: contracts shuffled with a fixed seed and dealt round-robin. */
export function contractFolds(contracts: readonly string[], folds: number, seed = 7): Map<string, number> {
  const rnd = seededRandom(seed);
  const order = [...contracts].sort();
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rnd() * (i + 1));
    const a = order[i];
    const b = order[j];
    if (a === undefined || b === undefined) continue;
    order[i] = b;
    order[j] = a;
  }
  return new Map(order.map((c, i) => [c, i % folds]));
}
