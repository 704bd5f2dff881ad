import { reviewDataSchema } from '@shared-schema';
import type { EnginePool } from '../engine/engine-pool';
import type { Reviewer } from './reviewer';

/** The built-in default: the contract-engine's analysis (the one the PWA runs offline), on the engine threads. */
export function createBuiltinReviewer(engine: EnginePool): Reviewer {
  return {
    kind: 'builtin',
    review: async (contractText, options) =>
      reviewDataSchema.parse(
        await engine.run({ kind: 'review', text: contractText, party: options?.party ?? null }),
      ),
  };
}
