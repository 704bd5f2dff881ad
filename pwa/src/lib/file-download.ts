import { currentIdToken, errorFromResponse } from './http';

/** The filename of a Content-Disposition header (RFC 5987 form first), else the fallback. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
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
  return fallback;
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

/** POSTs to an own-API endpoint that answers a file, saves it, and answers the filename; failures throw ApiError. */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const token = await currentIdToken();
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw await errorFromResponse(response);
  const filename = filenameFromDisposition(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), filename);
  return filename;
}
