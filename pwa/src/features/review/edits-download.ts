import {
  TRACKED_APPLIED_HEADER,
  TRACKED_LISTED_HEADER,
  TRACKED_MODE_HEADER,
  TRACKED_REASON_HEADER,
  trackedDownloadModeSchema,
  type TrackedDownloadMode,
} from '@shared-schema';
import { currentIdToken, errorFromResponse } from '../../lib/http';
import { filenameFromDisposition, saveBlob } from '../../lib/file-download';

export interface EditsDownloadResult {
  filename: string;
  mode: TrackedDownloadMode;
  applied: number;
  listed: number;
  reason: string | null;
}

function decodedHeader(value: string | null): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * POST /api/contract-reviews/{id}/download-with-edits: the chosen suggestions, and the user's own document when
 * they picked it (decision 0221); saves the .docx and answers how the edits were written.
 */
export async function downloadWithEdits(
  reviewId: string,
  suggestionIds: readonly string[],
  file: File | null,
): Promise<EditsDownloadResult> {
  const form = new FormData();
  form.append('suggestionIds', suggestionIds.join(','));
  if (file) form.append('file', file, file.name);
  const token = await currentIdToken();
  const response = await fetch(`/api/contract-reviews/${encodeURIComponent(reviewId)}/download-with-edits`, {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw await errorFromResponse(response);
  const filename = filenameFromDisposition(
    response.headers.get('content-disposition'),
    `contract-${reviewId}-suggested-edits.docx`,
  );
  saveBlob(await response.blob(), filename);
  const mode = trackedDownloadModeSchema.safeParse(response.headers.get(TRACKED_MODE_HEADER));
  return {
    filename,
    mode: mode.success ? mode.data : 'clean',
    applied: Number(response.headers.get(TRACKED_APPLIED_HEADER) ?? 0),
    listed: Number(response.headers.get(TRACKED_LISTED_HEADER) ?? 0),
    reason: decodedHeader(response.headers.get(TRACKED_REASON_HEADER)),
  };
}

/** What the person is told after the download: how their edits arrived, and anything that did not go as planned. */
export function editsDownloadMessage(result: EditsDownloadResult): {
  title: string;
  description: string;
  warn: boolean;
} {
  const listed =
    result.listed > 0
      ? ` ${result.listed} could not be found word for word and ${result.listed === 1 ? 'is' : 'are'} listed at the end of the document.`
      : '';
  if (result.mode === 'in-place')
    return {
      title: 'Download Complete',
      description: `Your document with ${result.applied} suggested ${result.applied === 1 ? 'edit' : 'edits'} as tracked changes, each with a comment.`,
      warn: false,
    };
  if (result.mode === 'fallback')
    return {
      title: 'Downloaded as a clean copy',
      description: `Your Word file could not carry the edits as tracked changes (${result.reason ?? 'its layout is too complex'}), so you got a clean Word copy of its text with the edits tracked.${listed}`,
      warn: true,
    };
  return {
    title: 'Download Complete',
    description: `A Word copy of your contract with ${result.applied} suggested ${result.applied === 1 ? 'edit' : 'edits'} as tracked changes.${listed}`,
    warn: result.listed > 0,
  };
}
