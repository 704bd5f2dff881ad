import { toFreePreview, type ReviewData } from '@shared-schema';

/**
 * The in-browser engine for offline reviews and guest fallbacks. Imported on demand so the engine
 * (templates, clause patterns) only loads when a review really runs without the server.
 */
export async function analyzeOffline(contractText: string, party?: string): Promise<ReviewData> {
  const { analyzeContract } = await import('@contract-engine');
  return toFreePreview(analyzeContract(contractText, { party: party ?? null }));
}
