import { existsSync } from 'node:fs';
import path from 'node:path';
import { resolveDataDir } from './data';

// Tests that need the evaluation data (kept outside the repository, see scripts/README.md) fail with this message
// instead of skipping, so a checkout without the data cannot pass for one that measured the engine.

/** The files of the evaluation data the review's tests read. */
export const EVAL_DATA_FILES = ['cuad-dev.json', 'contractnli-dev.json'] as const;

/** A message naming every missing file and CLAUSECRAFT_DATA_DIR, or null when every file is there. */
export function missingDataMessage(names: readonly string[], dataDir = resolveDataDir()): string | null {
  const missing = names.map((name) => path.join(dataDir, name)).filter((file) => !existsSync(file));
  if (missing.length === 0) return null;
  return (
    `Missing evaluation data: ${missing.join(', ')}. Set CLAUSECRAFT_DATA_DIR to the directory holding ` +
    `${names.join(', ')} (CUAD v1 and ContractNLI; see scripts/README.md).`
  );
}

/** Throws the message of missingDataMessage when a file is missing. */
export function requireDataFiles(names: readonly string[], dataDir = resolveDataDir()): void {
  const message = missingDataMessage(names, dataDir);
  if (message) throw new Error(message);
}
