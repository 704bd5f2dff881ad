import { runInterview } from '@contract-engine';
import type { Assistant } from './assistant';

/** The contract-engine interview: no network, the same answers as the browser gives offline. */
export const builtinAssistant: Assistant = {
  name: 'builtin',
  reply: async (input) => runInterview(input),
};
