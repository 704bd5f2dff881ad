import { analyzeContract } from '@contract-engine';
import type { Reviewer } from './reviewer';

/** The built-in default: the contract-engine's analysis, the same one the PWA runs offline. */
export const builtinReviewer: Reviewer = {
  kind: 'builtin',
  review: (contractText, options) =>
    Promise.resolve(analyzeContract(contractText, { party: options?.party ?? null })),
};
