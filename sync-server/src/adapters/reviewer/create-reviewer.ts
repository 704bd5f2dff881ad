import type { Config } from '../../config';
import type { EnginePool } from '../engine/engine-pool';
import { createBuiltinReviewer } from './builtin-reviewer';
import type { Reviewer } from './reviewer';
import { createOpenAiReviewer } from './openai-reviewer';

/** OpenAI-compatible reviewer when OPENAI_API_KEY or OPENAI_BASE_URL is set, the built-in engine otherwise. */
export function createReviewer(openai: Config['openai'], engine: EnginePool): Reviewer {
  return openai ? createOpenAiReviewer(openai) : createBuiltinReviewer(engine);
}
