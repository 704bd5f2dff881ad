import { errorFromResponse, currentIdToken } from '../../../lib/http';
import { filenameFromDisposition, saveBlob } from '../../../lib/file-download';

export class NoTokenError extends Error {
  constructor() {
    super('Authentication required');
    this.name = 'NoTokenError';
  }
}

/** GETs an admin file (logs, a backup) with the bearer ID token and saves it; answers the file name. */
export async function downloadAdminFile(path: string, fallbackName: string): Promise<string> {
  const token = await currentIdToken();
  if (!token) throw new NoTokenError();
  const response = await fetch(path, {
    headers: { Authorization: `Bearer ${token}` },
    credentials: 'include',
  });
  if (!response.ok) throw await errorFromResponse(response);
  const filename = filenameFromDisposition(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), filename);
  return filename;
}
