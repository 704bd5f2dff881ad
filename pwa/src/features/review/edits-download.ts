import {
  parseUnplacedHeader,
  TRACKED_APPLIED_HEADER,
  TRACKED_LISTED_HEADER,
  TRACKED_MODE_HEADER,
  TRACKED_REASON_HEADER,
  TRACKED_UNPLACED_HEADER,
  trackedDownloadModeSchema,
  type EditSuggestion,
  type TrackedDownloadMode,
  type UnplacedEdit,
} from '@shared-schema';
import { currentIdToken, errorFromResponse } from '../../lib/http';
import { filenameFromDisposition, saveBlob } from '../../lib/file-download';

export interface EditsDownloadResult {
  filename: string;
  mode: TrackedDownloadMode;
  applied: number;
  listed: number;
  reason: string | null;
  /** Ticked edits the uploaded .docx could not carry: not in the downloaded file. */
  unplaced: UnplacedEdit[];
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
    unplaced: parseUnplacedHeader(response.headers.get(TRACKED_UNPLACED_HEADER)),
  };
}

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** How the screen names a suggestion: where it applies and the start of the passage it changes. */
export function suggestionName(suggestion: Pick<EditSuggestion, 'section' | 'currentText'>): string {
  const passage = `"${short(suggestion.currentText.replace(/^\d+\.\s+/, ''))}"`;
  return suggestion.section ? `${suggestion.section}: ${passage}` : passage;
}

const WHY: Record<UnplacedEdit['why'], string> = {
  complex: 'its passage sits in a field, link or earlier tracked change of your file',
  'not-found': 'its passage is not word for word in one paragraph of your file',
};

/**
 * What the person is told after the download: how their edits arrived, and anything that did not go as planned.
 * `nameOf` names a suggestion by its id (suggestionName); `notPlaced` lists, one line each, the ticked edits the
 * downloaded file does not carry.
 */
export function editsDownloadMessage(
  result: EditsDownloadResult,
  nameOf: (id: string) => string,
): { title: string; description: string; warn: boolean; notPlaced: string[] } {
  const listed =
    result.listed > 0
      ? ` ${result.listed} could not be found word for word and ${result.listed === 1 ? 'is' : 'are'} listed at the end of the document.`
      : '';
  const edits = (n: number) => `${n} suggested ${n === 1 ? 'edit' : 'edits'}`;
  if (result.mode === 'in-place' && result.unplaced.length > 0) {
    const n = result.unplaced.length;
    return {
      title: 'Downloaded without some edits',
      description: `Your document with ${edits(result.applied)} as tracked changes, each with a comment. ${n === 1 ? '1 ticked edit is' : `${n} ticked edits are`} not in it: make ${n === 1 ? 'it' : 'them'} by hand, or download without your file for a clean Word copy with every edit.`,
      warn: true,
      notPlaced: result.unplaced.map((u) => `${nameOf(u.id)} (${WHY[u.why]})`),
    };
  }
  if (result.mode === 'in-place')
    return {
      title: 'Download Complete',
      description: `Your document with ${edits(result.applied)} as tracked changes, each with a comment.`,
      warn: false,
      notPlaced: [],
    };
  if (result.mode === 'fallback')
    return {
      title: 'Downloaded as a clean copy',
      description: `Your Word file could not carry the edits as tracked changes (${result.reason ?? 'its layout is too complex'}), so you got a clean Word copy of its text with the edits tracked.${listed}`,
      warn: true,
      notPlaced: [],
    };
  return {
    title: 'Download Complete',
    description: `A Word copy of your contract with ${edits(result.applied)} as tracked changes.${listed}`,
    warn: result.listed > 0,
    notPlaced: [],
  };
}
