import { fileURLToPath } from 'node:url';

// Import aliases shared by vite, vitest and tsconfig "paths" (tsx reads tsconfig itself).
export const aliases = {
  // Zod-free constants for code on the first page load; listed first so it wins over '@shared-schema'.
  '@shared-schema/constants': fileURLToPath(new URL('./shared-schema/src/constants.ts', import.meta.url)),
  '@shared-schema': fileURLToPath(new URL('./shared-schema/src/index.ts', import.meta.url)),
  // The builder's engine alone: the builder loads it without the review engine and its clause model.
  '@contract-engine/builder': fileURLToPath(
    new URL('./contract-engine/src/builder/index.ts', import.meta.url),
  ),
  // Versions and redlines (word diff, changed facts): small, for the builder's History.
  '@contract-engine/redline': fileURLToPath(
    new URL('./contract-engine/src/redline/index.ts', import.meta.url),
  ),
  '@contract-engine': fileURLToPath(new URL('./contract-engine/src/index.ts', import.meta.url)),
};
