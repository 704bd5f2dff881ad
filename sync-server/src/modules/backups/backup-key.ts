import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const KEY_FILE = 'backup.key';

/**
 * The AES-256 key every backup is encrypted with, in `<dataDir>/keys/backup.key` (0600, directory 0700).
 * Created on first use; instances sharing DATA_DIR share it. Without it a backup file cannot be read.
 */
export async function loadBackupKey(keyDir: string): Promise<Buffer> {
  await mkdir(keyDir, { recursive: true, mode: 0o700 });
  const file = path.join(keyDir, KEY_FILE);
  try {
    await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  await chmod(file, 0o600);
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
  if (key.length !== 32) throw new Error(`${file} does not hold a 256-bit hex key`);
  return key;
}
