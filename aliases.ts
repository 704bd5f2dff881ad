import { fileURLToPath } from 'node:url';

// Import aliases shared by vite, vitest and tsconfig "paths" (tsx reads tsconfig itself).
export const aliases = {
  '@shared-schema': fileURLToPath(new URL('./shared-schema/src/index.ts', import.meta.url)),
  '@contract-engine': fileURLToPath(new URL('./contract-engine/src/index.ts', import.meta.url)),
};
