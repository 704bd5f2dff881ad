import type { Config } from '../../config';
import { builtinReviewer } from './builtin-reviewer';
import type { Reviewer } from './reviewer';
import { createOpenAiReviewer } from './openai-reviewer';

/** OpenAI-compatible reviewer when OPENAI_API_KEY or OPENAI_BASE_URL is set, the built-in engine otherwise. */
export function createReviewer(openai: Config['openai']): Reviewer {
  return openai ? createOpenAiReviewer(openai) : builtinReviewer;
}
