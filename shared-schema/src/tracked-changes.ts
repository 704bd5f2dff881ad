import { z } from 'zod';
import { REVIEW_CONTRACT_TEXT_MAX_CHARS, type EditSuggestion } from './review';

// Review suggestions downloaded as Word tracked changes, and 'What did they change?' (two versions compared).

/** The author Word and LibreOffice show on every tracked change and comment we write. */
export const TRACKED_CHANGE_AUTHOR = 'Clausecraft';

/** Response header of a tracked-change download: how the edits were written (see TrackedDownloadMode). */
export const TRACKED_MODE_HEADER = 'X-Tracked-Changes-Mode';
/** Response header: how many chosen edits were written as tracked changes. */
export const TRACKED_APPLIED_HEADER = 'X-Tracked-Changes-Applied';
/** Response header: how many chosen edits could not be placed and are only listed at the end. */
export const TRACKED_LISTED_HEADER = 'X-Tracked-Changes-Listed';

/** Response header: why an uploaded .docx became a clean copy (URI-encoded). */
export const TRACKED_REASON_HEADER = 'X-Tracked-Changes-Reason';

/**
 * 'in-place': the uploaded .docx itself, formatting kept, with the edits tracked in it.
 * 'clean': a clean .docx of the text (a .doc, .txt or pasted text, as planned).
 * 'fallback': the .docx could not carry every edit, so a clean copy was made instead (the app says so).
 */
export const trackedDownloadModeSchema = z.enum(['in-place', 'clean', 'fallback']);
export type TrackedDownloadMode = z.infer<typeof trackedDownloadModeSchema>;

/**
 * A stable id of an edit suggestion, from its content: a suggestion keeps its id as long as it says the same
 * thing, and a review read again from another side (new suggestions) makes old ids unknown instead of pointing
 * at a different edit. FNV-1a, 32 bits, plus the occurrence number for exact duplicates.
 */
export function editSuggestionIds(suggestions: readonly EditSuggestion[]): string[] {
  const seen = new Map<string, number>();
  return suggestions.map((s) => {
    const base = fnv1a(`${s.currentText}\u0000${s.suggestedText}\u0000${s.evidence?.start ?? ''}`);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}-${n}`;
  });
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The form field of POST /api/contract-reviews/{id}/download-with-edits that lists the chosen suggestions. */
export const suggestionIdsFieldSchema = z
  .string()
  .max(1000, 'Too many suggestion ids')
  .transform((raw) =>
    raw
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  )
  .pipe(
    z
      .array(z.string().regex(/^[0-9a-f]{8}(-\d+)?$/, 'Unknown suggestion id'))
      .min(1, 'Choose at least one edit suggestion'),
  );

const versionTextSchema = z
  .string()
  .max(
    REVIEW_CONTRACT_TEXT_MAX_CHARS,
    `Each version must be at most ${REVIEW_CONTRACT_TEXT_MAX_CHARS} characters`,
  )
  .refine((text) => text.trim().length > 0, 'Each version needs some text');

/** Body of POST /api/compare/tracked-docx: the earlier and the later version's text. */
export const compareDocxRequestSchema = z.object({
  before: versionTextSchema,
  after: versionTextSchema,
  /** Shown as the author of the changes ('Returned version'); the file name of the later version, say. */
  changedBy: z.string().trim().min(1).max(100).optional(),
});
export type CompareDocxRequest = z.infer<typeof compareDocxRequestSchema>;
