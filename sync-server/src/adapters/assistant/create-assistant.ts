import type { Logger } from 'pino';
import type { Config } from '../../config';
import { isAssistantError, type Assistant } from './assistant';
import type { EnginePool } from '../engine/engine-pool';
import { createBuiltinAssistant } from './builtin-assistant';
import { createOpenAiAssistant } from './openai-assistant';

/** The configured provider (OPENAI_API_KEY / OPENAI_BASE_URL), else the built-in engine. */
export function createAssistant(
  openai: Config['openai'],
  engine: EnginePool,
  logger?: Logger,
  timeoutMs?: number,
): Assistant {
  if (!openai) return createBuiltinAssistant(engine);
  return createOpenAiAssistant({
    apiKey: openai.apiKey,
    baseUrl: openai.baseUrl,
    model: openai.model,
    timeoutMs,
    logger,
  });
}

/** Spec 000 section 8, guest chat: a failing provider is replaced by the built-in engine, silently. */
export function withBuiltinFallback(primary: Assistant, engine: EnginePool): Assistant {
  if (primary.name === 'builtin') return primary;
  const builtinAssistant = createBuiltinAssistant(engine);
  return {
    name: `${primary.name}+builtin`,
    async reply(input) {
      try {
        return await primary.reply(input);
      } catch (error) {
        if (!isAssistantError(error)) throw error;
        return builtinAssistant.reply(input);
      }
    },
  };
}
