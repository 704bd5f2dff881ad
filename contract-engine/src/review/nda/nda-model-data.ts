import { z } from 'zod';
import { storedOutputSchema } from '../clauses/model/model-data';

// The shape of the committed NDA model (nda-model.generated.ts), written by `npm run train:review`
// (scripts/train-nda.ts). Per output (a hypothesis's entailing or contradicting evidence): an
// intercept and int8 weights times one scale over hashed features, in the clause model's stored form
// (storedOutputSchema).

export const NDA_MODEL_FORMAT = 'clausecraft-nda-model';

export const ndaModelSchema = z.object({
  format: z.literal(NDA_MODEL_FORMAT),
  version: z.number().int().positive(),
  hashBits: z.number().int().min(8).max(24),
  training: z.object({
    /** sha256 of contractnli-dev.json. */
    dataSha256: z.string(),
    /** sha256 of the training code (scripts/train-nda/nda-fingerprint.ts). */
    codeSha256: z.string(),
    documents: z.number().int(),
    sentences: z.number().int(),
    folds: z.number().int(),
  }),
  hypotheses: z.array(
    z.object({
      id: z.string(),
      /** Document-level threshold on the best sentence's entailment probability. */
      threshold: z.number().min(0).max(1),
      entail: storedOutputSchema,
      contradict: storedOutputSchema,
    }),
  ),
});

export type NdaModelData = z.infer<typeof ndaModelSchema>;
