import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// Loading the development data (CUAD and ContractNLI) through zod, so malformed files fail loudly.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** ../shared/data relative to the repo root, unless CLAUSECRAFT_DATA_DIR says otherwise. */
export function resolveDataDir(): string {
  const fromEnv = process.env['CLAUSECRAFT_DATA_DIR'];
  return fromEnv && fromEnv.trim() !== '' ? path.resolve(fromEnv) : path.resolve(repoRoot, '../shared/data');
}

export const cuadSchema = z.object({
  data: z.array(
    z.object({
      title: z.string(),
      paragraphs: z
        .array(
          z.object({
            context: z.string(),
            qas: z.array(
              z.object({
                id: z.string(),
                is_impossible: z.boolean(),
                answers: z.array(z.object({ text: z.string(), answer_start: z.number() })),
              }),
            ),
          }),
        )
        .min(1),
    }),
  ),
});
export type CuadFile = z.infer<typeof cuadSchema>;

export const contractNliSchema = z.object({
  documents: z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      text: z.string(),
      spans: z.array(z.tuple([z.number(), z.number()])),
      annotation_sets: z
        .array(
          z.object({
            annotations: z.record(
              z.string(),
              z.object({
                choice: z.enum(['Entailment', 'Contradiction', 'NotMentioned']),
                spans: z.array(z.number()),
              }),
            ),
          }),
        )
        .min(1),
    }),
  ),
  labels: z.record(z.string(), z.object({ short_description: z.string(), hypothesis: z.string() })),
});
export type ContractNliFile = z.infer<typeof contractNliSchema>;

export interface EvalData {
  readonly dataDir: string;
  readonly cuad: CuadFile;
  readonly contractNli: ContractNliFile;
}

/** The data, or null when the directory or a file is missing (callers skip with a message). */
export function loadEvalData(dataDir = resolveDataDir()): EvalData | null {
  const cuadPath = path.join(dataDir, 'cuad-dev.json');
  const nliPath = path.join(dataDir, 'contractnli-dev.json');
  if (!existsSync(cuadPath) || !existsSync(nliPath)) return null;
  const cuad = cuadSchema.parse(JSON.parse(readFileSync(cuadPath, 'utf8')));
  const contractNli = contractNliSchema.parse(JSON.parse(readFileSync(nliPath, 'utf8')));
  return { dataDir, cuad, contractNli };
}
