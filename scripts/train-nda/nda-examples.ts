import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NDA_FEATURES } from '../../contract-engine/src/review/nda/nda-rules';
import { ndaSentenceBuckets } from '../../contract-engine/src/review/nda/nda-sentence-features';
import { parseDocument } from '../../contract-engine/src/review/text/document';
import { toOriginalSpan } from '../../contract-engine/src/review/text/normalize';
import { resolveDataDir } from '../eval-review/data';
import { contractNliSchema, type ContractNliFile } from '../eval-review/data';
import type { Example } from '../train-review/clauses';

// The ContractNLI agreements as training examples for the NDA model: every sentence of every
// agreement (segmented as the engine segments it), labelled per hypothesis as entailing evidence,
// contradicting evidence, neither, or ignored when it only grazes an evidence span.

export const NDA_FILE = 'contractnli-dev.json';
export const HYPOTHESES = NDA_FEATURES.map((f) => f.id);
/** Outputs: entailing evidence of hypothesis h at h, contradicting evidence at H + h. */
export const OUTPUTS = HYPOTHESES.length * 2;
export const IGNORE = 2;

export interface NdaDocument {
  readonly id: string;
  readonly sentences: readonly string[];
  /** Gold label per hypothesis (HYPOTHESES order). */
  readonly gold: ReadonlyArray<'Entailment' | 'Contradiction' | 'NotMentioned'>;
}

export interface NdaData {
  readonly sha256: string;
  readonly documents: readonly NdaDocument[];
  readonly examples: readonly Example[];
}

type Span = readonly [number, number];

function overlap(a: Span, b: Span): number {
  return Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));
}

/** 1 when the sentence is mostly the evidence or the evidence mostly inside it, IGNORE when it grazes one. */
function labelFor(sentence: Span, evidence: readonly Span[]): number {
  let label = 0;
  for (const e of evidence) {
    const o = overlap(sentence, e);
    if (o === 0) continue;
    const shorter = Math.min(sentence[1] - sentence[0], e[1] - e[0]);
    if (o >= 0.5 * shorter) return 1;
    label = IGNORE;
  }
  return label;
}

export function ndaExamples(file: ContractNliFile): { documents: NdaDocument[]; examples: Example[] } {
  const documents: NdaDocument[] = [];
  const examples: Example[] = [];
  for (const d of file.documents) {
    const id = String(d.id);
    const doc = parseDocument(d.text);
    const annotations = d.annotation_sets[0]?.annotations ?? {};
    const spansOf = (h: string, choice: string): Span[] => {
      const a = annotations[h];
      if (!a || a.choice !== choice) return [];
      return a.spans.flatMap((i) => {
        const s = d.spans[i];
        return s ? [s] : [];
      });
    };
    const entail = HYPOTHESES.map((h) => spansOf(h, 'Entailment'));
    const contradict = HYPOTHESES.map((h) => spansOf(h, 'Contradiction'));
    for (const s of doc.sentences) {
      const o = toOriginalSpan(doc.text, s.start, s.end);
      const span: Span = [o.start, o.end];
      const labels = new Uint8Array(OUTPUTS);
      HYPOTHESES.forEach((_, h) => {
        labels[h] = labelFor(span, entail[h] ?? []);
        labels[HYPOTHESES.length + h] = labelFor(span, contradict[h] ?? []);
      });
      examples.push({ contract: id, text: s.text, buckets: ndaSentenceBuckets(s.text), labels });
    }
    documents.push({
      id,
      sentences: doc.sentences.map((s) => s.text),
      gold: HYPOTHESES.map((h) => annotations[h]?.choice ?? 'NotMentioned'),
    });
  }
  return { documents, examples };
}

/** The training data, or null when contractnli-dev.json is absent. */
export function loadNdaData(dataDir = resolveDataDir()): NdaData | null {
  const file = path.join(dataDir, NDA_FILE);
  if (!existsSync(file)) return null;
  const raw = readFileSync(file);
  const parsed = contractNliSchema.parse(JSON.parse(raw.toString('utf8')));
  return { sha256: createHash('sha256').update(raw).digest('hex'), ...ndaExamples(parsed) };
}
