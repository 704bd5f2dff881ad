import { DEFAULT_CONTRACT_FILENAME } from '@shared-schema';
import { ApiError, currentIdToken } from '../http';

/** The filename of a Content-Disposition header (RFC 5987 form first), else contract-{id}.docx (spec 000 section 7). */
export function contractFilename(header: string | null, id: string): string {
  if (header) {
    const extended = /filename\*\s*=\s*(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
    const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
    const raw = extended?.[1] ?? plain?.[1];
    if (raw) {
      try {
        return decodeURIComponent(raw.trim());
      } catch {
        return raw.trim();
      }
    }
  }
  return DEFAULT_CONTRACT_FILENAME(id);
}

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return new ApiError(response.status, text || response.statusText, body);
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** POST /api/contracts/{id}/download (a .docx; 2 credits the first time) and saves it; answers the filename. */
export async function downloadContractFile(id: string): Promise<string> {
  const token = await currentIdToken();
  const response = await fetch(`/api/contracts/${encodeURIComponent(id)}/download`, {
    method: 'POST',
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw await failure(response);
  const filename = contractFilename(response.headers.get('content-disposition'), id);
  saveBlob(await response.blob(), filename);
  return filename;
}
