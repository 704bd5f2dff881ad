import { DEFAULT_REVIEW_FILENAME, LIMITS, uploadResponseSchema } from '@shared-schema';
import { errorFromResponse } from '../../lib/http';
import { downloadFile } from '../../lib/file-download';

// The two review calls that are not JSON in and out: a multipart upload and a file download.

export type TokenGetter = () => Promise<string | null>;

const MAX_MB = LIMITS.uploadMaxBytes / (1024 * 1024);

/** Client-side check before sending (the server enforces the same): extension and 10 MB. Null when fine. */
export function checkUploadFile(file: { name: string; size: number }): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  const allowed: readonly string[] = LIMITS.uploadExtensions;
  if (!allowed.includes(ext)) return 'Please choose a DOC, DOCX or TXT file.';
  if (file.size > LIMITS.uploadMaxBytes)
    return `The file is larger than ${MAX_MB}MB. Please choose a file of up to ${MAX_MB}MB.`;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

async function authHeaders(getToken: TokenGetter): Promise<Record<string, string>> {
  const token = await getToken().catch(() => null);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** POST /api/contracts/upload with the form field file; resolves to the extracted text. */
export async function uploadContractFile(file: File, getToken: TokenGetter): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch('/api/contracts/upload', {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: await authHeaders(getToken),
  });
  if (!response.ok) throw await errorFromResponse(response);
  return uploadResponseSchema.parse(await response.json()).text;
}

/** POST /api/contract-reviews/{id}/download and save the file in the browser. */
export function downloadReviewReport(id: string): Promise<string> {
  return downloadFile(
    `/api/contract-reviews/${encodeURIComponent(id)}/download`,
    DEFAULT_REVIEW_FILENAME(id),
  );
}
