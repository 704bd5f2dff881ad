import { z } from 'zod';
import { REVIEW_CONTRACT_TEXT_MAX_CHARS, type EditSuggestion } from './review';

// Review suggestions downloaded as Word tracked changes, and 'What did they change?' (two versions compared).

/** What editSuggestionIds makes: 8 hex digits, and the occurrence number of a duplicate. */
const SUGGESTION_ID = /^[0-9a-f]{8}(-\d+)?$/;

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
 * Response header of a download in place: the chosen suggestions that could not be placed in the uploaded .docx
 * and are not in the file, as `id=why` pairs joined by commas (ids from editSuggestionIds, so the app names them).
 */
export const TRACKED_UNPLACED_HEADER = 'X-Tracked-Changes-Unplaced';

/**
 * Why an edit could not be written into the uploaded .docx: its passage is not in one paragraph ('not-found'), or
 * sits in a field, hyperlink, content control or an earlier tracked change ('complex').
 */
export const unplacedWhySchema = z.enum(['not-found', 'complex']);
export type UnplacedWhy = z.infer<typeof unplacedWhySchema>;
export interface UnplacedEdit {
  id: string;
  why: UnplacedWhy;
}

export function formatUnplacedHeader(edits: readonly UnplacedEdit[]): string {
  return edits.map((edit) => `${edit.id}=${edit.why}`).join(',');
}

/** The header read back; a pair that does not parse is left out (the count of applied edits still tells). */
export function parseUnplacedHeader(value: string | null): UnplacedEdit[] {
  return (value ?? '').split(',').flatMap((pair) => {
    const [id = '', why] = pair.trim().split('=');
    const parsed = unplacedWhySchema.safeParse(why);
    return SUGGESTION_ID.test(id) && parsed.success ? [{ id, why: parsed.data }] : [];
  });
}

/**
 * 'in-place': the uploaded .docx itself, formatting kept, with the edits tracked in it.
 * 'clean': a clean .docx of the text (a .doc, .txt or pasted text, as planned).
 * 'fallback': the .docx could carry none of the edits, so a clean copy was made instead (the app says so). When it
 * can carry some, it comes back in place with those, and the others are named (TRACKED_UNPLACED_HEADER).
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
      .array(z.string().regex(SUGGESTION_ID, 'Unknown suggestion id'))
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
