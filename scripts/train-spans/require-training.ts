import { resolveDataDir } from '../eval-review/data';
import { loadTraining } from '../train-review';

/** The training data and cached out-of-fold scores, or null (exit code 1) when the data is missing. */
export function requireTraining(): ReturnType<typeof loadTraining> {
  const training = loadTraining((line) => console.log(line));
  if (!training) {
    console.error(`No training data at ${resolveDataDir()} (set CLAUSECRAFT_DATA_DIR).`);
    process.exitCode = 1;
  }
  return training;
}
