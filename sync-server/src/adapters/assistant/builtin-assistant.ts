import { AssistantTurnSchema } from '@shared-schema';
import type { EnginePool } from '../engine/engine-pool';
import type { Assistant } from './assistant';

/**
 * The contract-engine interview: no network, the same answers as the browser gives offline. It runs on the
 * engine threads, never on the event loop.
 */
export function createBuiltinAssistant(engine: EnginePool): Assistant {
  return {
    name: 'builtin',
    reply: async (input) => AssistantTurnSchema.parse(await engine.run({ kind: 'interview', input })),
  };
}
