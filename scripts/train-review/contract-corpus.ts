import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { keyTermClauses } from '../../contract-engine/src/review/clause-evidence';
import { CUAD_CATEGORIES, canonicalCategory } from '../../contract-engine/src/review/clauses/categories';
import { CLAUSE_RULES, RULE_IDS, ruleSentenceHits } from '../../contract-engine/src/review/clauses/detect';
import { isOperativeClause } from '../../contract-engine/src/review/clauses/operative';
import { extractKeyTerms } from '../../contract-engine/src/review/extract/key-terms';
import { parseDocument, sentenceEvidence } from '../../contract-engine/src/review/text/document';
import { cuadSchema, resolveDataDir } from '../eval-review/data';
import { sourcesSha256 } from './fingerprint';

// The 369 whole training contracts (cuad-train-full.json), read once into what training and
// cross-validation need per sentence: its span, whether it is an operative clause, its label per
// category (from the lawyer-labelled spans it overlaps), and which hand rules fire on it; per
// contract the key-term extractors' evidence and the gold answers. Parsing and running the rules
// over 20 MB of text takes minutes on a busy machine, so the result is cached in .tmp/, keyed on the
// data file and on the engine code that produces it.

export const FULL_FILE = 'cuad-train-full.json';

/** Label values, as in clauses.ts: 1 the sentence is the category's clause, 2 partly (ignored). */
export const PARTIAL = 2;

export interface CorpusContract {
  readonly title: string;
  /** Group id shared with cuad-train-clauses.jsonl's `contract` (contractKey). */
  readonly group: string;
  /** Original offsets of each sentence. */
  readonly spans: ReadonlyArray<readonly [number, number]>;
  /** 1 when the sentence is an operative clause (operative.ts). */
  readonly operative: readonly number[];
  /** [sentence, category, 1 | PARTIAL]; every other pair is 0. */
  readonly labels: ReadonlyArray<readonly [number, number, number]>;
  /** Rule id -> sentences it fires on. */
  readonly rules: Readonly<Record<string, readonly number[]>>;
  /** Key-term category -> the extractors' evidence quotes. */
  readonly keyTerms: Readonly<Record<string, readonly string[]>>;
  /** Category -> the gold answers' texts (absent: the contract does not have it). */
  readonly gold: Readonly<Record<string, readonly string[]>>;
}

export interface Corpus {
  readonly sha256: string;
  readonly contracts: readonly CorpusContract[];
  /** Full texts by title (sentence text = slice of spans). */
  readonly texts: ReadonlyMap<string, string>;
}

const cachedSchema = z.array(
  z.object({
    title: z.string(),
    group: z.string(),
    spans: z.array(z.tuple([z.number(), z.number()])),
    operative: z.array(z.number()),
    labels: z.array(z.tuple([z.number(), z.number(), z.number()])),
    rules: z.record(z.string(), z.array(z.number())),
    keyTerms: z.record(z.string(), z.array(z.string())),
    gold: z.record(z.string(), z.array(z.string())),
  }),
);

/** The name both data files give one contract: lower case, letters and digits, no '.pdf'. */
export function contractKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\.pdf$/, '')
    .replace(/[^a-z0-9]+/g, '');
}

/** A sentence is the clause when labelled spans cover half of it or it holds most of a span. */
const COVER = 0.5;
const HOLDS = 0.8;

function labelSentences(
  spans: ReadonlyArray<readonly [number, number]>,
  gold: ReadonlyArray<readonly [number, number, number]>,
): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  spans.forEach(([s, e], i) => {
    const covered = new Map<number, number>();
    const held = new Set<number>();
    for (const [c, gs, ge] of gold) {
      const overlap = Math.min(e, ge) - Math.max(s, gs);
      if (overlap <= 0) continue;
      covered.set(c, (covered.get(c) ?? 0) + overlap);
      if (overlap >= HOLDS * (ge - gs)) held.add(c);
    }
    for (const [c, chars] of covered) out.push([i, c, chars >= COVER * (e - s) || held.has(c) ? 1 : PARTIAL]);
  });
  return out;
}

function readContract(title: string, context: string, qas: ReadonlyArray<QaLike>): CorpusContract {
  const doc = parseDocument(context);
  const spans = doc.sentences.map((s): [number, number] => {
    const ev = sentenceEvidence(doc, s);
    return [ev.start, ev.end];
  });
  const goldSpans: Array<[number, number, number]> = [];
  const gold: Record<string, string[]> = {};
  for (const qa of qas) {
    const category = canonicalCategory(qa.id.slice(qa.id.lastIndexOf('__') + 2));
    if (!category || qa.is_impossible || qa.answers.length === 0) continue;
    const c = CUAD_CATEGORIES.indexOf(category);
    gold[category] = qa.answers.map((a) => a.text);
    for (const a of qa.answers) goldSpans.push([c, a.answer_start, a.answer_start + a.text.length]);
  }
  const rules: Record<string, number[]> = {};
  CLAUSE_RULES.forEach((rule, i) => {
    const hits = ruleSentenceHits(doc, rule);
    if (hits.length > 0) rules[RULE_IDS[i] ?? ''] = hits.sort((a, b) => a - b);
  });
  const keyTerms: Record<string, string[]> = {};
  for (const [category, clause] of Object.entries(keyTermClauses(extractKeyTerms(doc))))
    keyTerms[category] = clause.evidence.map((e) => e.quote);
  return {
    title,
    group: contractKey(title),
    spans,
    operative: doc.sentences.map((s) => (isOperativeClause(s.text) ? 1 : 0)),
    labels: labelSentences(spans, goldSpans),
    rules,
    keyTerms,
    gold,
  };
}

interface QaLike {
  readonly id: string;
  readonly is_impossible: boolean;
  readonly answers: ReadonlyArray<{ readonly text: string; readonly answer_start: number }>;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const CORPUS_SOURCES = [
  'scripts/train-review/contract-corpus.ts',
  'contract-engine/src/review/clause-evidence.ts',
  'contract-engine/src/review/clauses/',
  'contract-engine/src/review/extract/',
  'contract-engine/src/review/text/',
];

/** The corpus, from the cache when the data and the code are unchanged; null without the data. */
export function loadCorpus(dataDir = resolveDataDir()): Corpus | null {
  const file = path.join(dataDir, FULL_FILE);
  if (!existsSync(file)) return null;
  const raw = readFileSync(file, 'utf8');
  const sha256 = createHash('sha256').update(raw).digest('hex');
  const data = cuadSchema.parse(JSON.parse(raw));
  const texts = new Map(data.data.map((d) => [d.title, d.paragraphs[0]?.context ?? '']));
  const cacheKey = createHash('sha256')
    .update(sha256)
    .update(sourcesSha256(CORPUS_SOURCES))
    .digest('hex')
    .slice(0, 16);
  const cacheDir = path.join(repoRoot, '.tmp');
  const cache = path.join(cacheDir, `review-corpus-${cacheKey}.json`);
  if (existsSync(cache)) {
    const contracts: CorpusContract[] = cachedSchema.parse(JSON.parse(readFileSync(cache, 'utf8')));
    return { sha256, contracts, texts };
  }
  const contracts = data.data.map((d) => {
    const p = d.paragraphs[0];
    return readContract(d.title, p?.context ?? '', p?.qas ?? []);
  });
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cache, JSON.stringify(contracts));
  return { sha256, contracts, texts };
}

/** Sentence i's text. */
export function sentenceText(corpus: Corpus, contract: CorpusContract, i: number): string {
  const span = contract.spans[i];
  return span ? (corpus.texts.get(contract.title) ?? '').slice(span[0], span[1]) : '';
}
