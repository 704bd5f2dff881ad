import { DEFAULT_REVIEW_FILENAME, LIMITS, uploadResponseSchema } from '@shared-schema';
import { ApiError } from '../../lib/http';

// The two review calls that are not JSON in and out: a multipart upload and a file download.

export type TokenGetter = () => Promise<string | null>;

const MAX_MB = LIMITS.uploadMaxBytes / (1024 * 1024);

/** Client-side check before sending (the server enforces the same): extension and 10 MB. Null when fine. */
export function checkUploadFile(file: { name: string; size: number }): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  const allowed: readonly string[] = LIMITS.uploadExtensions;
  if (!allowed.includes(ext)) return 'Please choose a DOC, DOCX or TXT file.';
  if (file.size > LIMITS.uploadMaxBytes) return `The file is larger than ${MAX_MB}MB. Please choose a file of up to ${MAX_MB}MB.`;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

async function authHeaders(getToken: TokenGetter): Promise<Record<string, string>> {
  const token = await getToken().catch(() => null);
  return token ? { Authorization: `Bearer ${token}` } : {};
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

/** POST /api/contracts/upload with the form field file; resolves to the extracted text. */
export async function uploadContractFile(file: File, getToken: TokenGetter): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch('/api/contracts/upload', { method: 'POST', body: form, credentials: 'include', headers: await authHeaders(getToken) });
  if (!response.ok) throw await failure(response);
  return uploadResponseSchema.parse(await response.json()).text;
}

/** The filename of a Content-Disposition header, else the spec's default. */
export function filenameFromDisposition(header: string | null, id: string): string {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : DEFAULT_REVIEW_FILENAME(id);
}

/** POST /api/contract-reviews/{id}/download and save the file in the browser. */
export async function downloadReviewReport(id: string, getToken: TokenGetter): Promise<string> {
  const response = await fetch(`/api/contract-reviews/${encodeURIComponent(id)}/download`, { method: 'POST', credentials: 'include', headers: await authHeaders(getToken) });
  if (!response.ok) throw await failure(response);
  const filename = filenameFromDisposition(response.headers.get('content-disposition'), id);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
