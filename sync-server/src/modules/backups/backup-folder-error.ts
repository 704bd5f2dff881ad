import { ServiceUnavailableError } from '../../errors';

// The file-system refusals that mean the folder itself is unusable (permissions, read-only mount, a file in
// its place, full disk), as opposed to a bug: the operator has to fix the folder, so the answer says which.
const FOLDER_PROBLEMS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOTDIR: 'a file is in the way of the folder',
  EEXIST: 'a file is in the way of the folder',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
};

/** Runs `work` on the backup folder; a refusal of the folder becomes a 503 naming it and the reason. */
export async function onBackupFolder<T>(dir: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    const problem = FOLDER_PROBLEMS[code];
    if (!problem) throw error;
    throw new ServiceUnavailableError(
      `The backup folder ${dir} cannot be written (${problem}): make it a folder the server's user can write to, with free space, then try again.`,
      'backup-folder-not-writable',
    );
  }
}
