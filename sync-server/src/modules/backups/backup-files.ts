import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, lstat, mkdir, readFile, readdir, realpath, rm, statfs } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BackupFile, BackupOrigin } from '@shared-schema';
import { NotFoundError } from '../../errors';
import { FILE_EXTENSION, parseBackupFilename, sidecarSchema } from './backup-format';

type Validity = { mtimeMs: number; size: number; isValid: boolean; origin: BackupOrigin | undefined };

/**
 * The backup directory: listing with validity (sidecar manifest present and the file's SHA-256 matching
 * it, cached per file version), cleanup, retention, permissions. Paths from clients are resolved to a
 * file name inside the directory and nothing else.
 */
export class BackupFiles {
  private readonly validity = new Map<string, Validity>();

  constructor(readonly dir: string) {}

  async list(): Promise<BackupFile[]> {
    const names = await readdir(this.dir).catch(() => []);
    const files: BackupFile[] = [];
    for (const filename of names
      .filter((n) => n.endsWith(FILE_EXTENSION))
      .sort()
      .reverse()) {
      const parsed = parseBackupFilename(filename);
      if (!parsed) continue;
      const full = path.join(this.dir, filename);
      const info = await lstat(full).catch(() => undefined);
      if (!info?.isFile()) continue;
      const { isValid, origin } = await this.check(full, info.mtimeMs, info.size);
      files.push({
        filename,
        path: filename,
        timestamp: parsed.timestamp,
        type: parsed.type,
        sizeMB: Math.round((info.size / 1024 / 1024) * 100) / 100,
        isValid,
        ...(origin ? { origin } : {}),
      });
    }
    return files;
  }

  /**
   * A backup file name from the dashboard (`path` of the list), refused unless it is a regular file in this
   * folder: a symlink (even one named like a backup) is never followed, so nothing outside is served.
   */
  async resolve(backupPath: string): Promise<string> {
    const filename = path.basename(backupPath);
    const missing = new NotFoundError('No such backup file', 'backup-not-found');
    if (!parseBackupFilename(filename)) throw missing;
    const full = path.join(this.dir, filename);
    const info = await lstat(full).catch(() => undefined);
    if (!info?.isFile()) throw missing;
    // The folder itself may be reached through a symlink; the file must still be directly inside it.
    const [dir, file] = await Promise.all([realpath(this.dir), realpath(full)]).catch(() => ['', '']);
    if (!dir || path.dirname(file) !== dir) throw missing;
    return full;
  }

  async remove(filename: string): Promise<void> {
    await rm(path.join(this.dir, filename), { force: true });
    await rm(path.join(this.dir, `${filename}.json`), { force: true });
  }

  /** Keeps the newest `keepCount` backups; returns how many were removed. */
  async cleanup(keepCount: number): Promise<number> {
    const files = await this.list();
    const old = files.slice(keepCount);
    for (const f of old) await this.remove(f.filename);
    return old.length;
  }

  /** Removes backups older than `days` days; returns how many. */
  async applyRetention(days: number, now: Date): Promise<number> {
    const limit = now.getTime() - days * 86_400_000;
    const old = (await this.list()).filter((f) => new Date(f.timestamp).getTime() < limit);
    for (const f of old) await this.remove(f.filename);
    return old.length;
  }

  /**
   * Makes the directory 0700 and every backup and manifest 0600 (readable only by the server's user);
   * backups are always written encrypted, so this repairs files whose permissions were changed.
   * Returns how many files it checked.
   */
  async secure(): Promise<number> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await chmod(this.dir, 0o700);
    const names = (await readdir(this.dir)).filter((n) => n.endsWith(FILE_EXTENSION) || n.endsWith('.json'));
    for (const name of names) await chmod(path.join(this.dir, name), 0o600);
    return names.length;
  }

  async status(): Promise<{
    totalBackups: number;
    totalSizeMB: number;
    latestBackup: string | null;
    diskSpaceAvailable: string;
  }> {
    const files = await this.list();
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const fs = await statfs(this.dir);
    const freeGb = (fs.bavail * fs.bsize) / 1024 ** 3;
    return {
      totalBackups: files.length,
      totalSizeMB: Math.round(files.reduce((sum, f) => sum + f.sizeMB, 0) * 100) / 100,
      latestBackup: files[0]?.timestamp ?? null,
      diskSpaceAvailable: freeGb >= 1 ? `${freeGb.toFixed(1)} GB` : `${Math.round(freeGb * 1024)} MB`,
    };
  }

  private async check(full: string, mtimeMs: number, size: number): Promise<Validity> {
    const cached = this.validity.get(full);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached;
    const checked = { mtimeMs, size, ...(await checkFile(full, size)) };
    this.validity.set(full, checked);
    return checked;
  }
}

async function checkFile(
  full: string,
  size: number,
): Promise<{ isValid: boolean; origin: BackupOrigin | undefined }> {
  const text = await readFile(`${full}.json`, 'utf8').catch(() => '');
  const sidecar = sidecarSchema.safeParse(parseJson(text));
  if (!sidecar.success) return { isValid: false, origin: undefined };
  const origin = sidecar.data.origin;
  if (sidecar.data.sizeBytes !== size) return { isValid: false, origin };
  const hash = createHash('sha256');
  await pipeline(createReadStream(full), hash);
  return { isValid: hash.digest('hex') === sidecar.data.fileChecksum, origin };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
