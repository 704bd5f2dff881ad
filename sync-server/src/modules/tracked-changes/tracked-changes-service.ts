import path from 'node:path';
import { compareTexts } from '@contract-engine';
import {
  documentFileName,
  editSuggestionIds,
  TRACKED_CHANGE_AUTHOR,
  type CompareDocxRequest,
  type TrackedDownloadMode,
  type UnplacedEdit,
} from '@shared-schema';
import { BadRequestError } from '../../errors';
import type { ReviewsService } from '../reviews/reviews-service';
import type { IsolatedTextExtractor } from '../reviews/isolated-text-extractor';
import { detectFileKind } from '../reviews/file-kind';
import { reviewReportFilename } from '../reviews/review-report-filename';
import type { ReviewRecord } from '../reviews/reviews-repository';
import { cleanTrackedDocx, revisionDate, type RevisionStamp } from './clean-tracked-docx';
import { trackEditsInDocx } from './docx-tracked-edits';
import { piecesWithEdits, type TrackedEdit } from './tracked-pieces';

export interface UploadedFile {
  buffer: Buffer;
  originalname: string;
}

export interface TrackedDownload {
  filename: string;
  content: Buffer;
  mode: TrackedDownloadMode;
  /** Chosen edits written as tracked changes. */
  applied: number;
  /** Chosen edits whose passage was not found: listed at the end of the document instead. */
  listed: number;
  /** Why an uploaded .docx became a clean copy (mode 'fallback'). */
  reason?: string;
  /** Chosen edits the uploaded .docx could not carry (mode 'in-place'): not in the file, named to the person. */
  unplaced: UnplacedEdit[];
}

/** The chosen suggestions of a review, in the review's order; an id the review does not have is refused. */
function chosenEdits(review: ReviewRecord, ids: readonly string[]): TrackedEdit[] {
  const suggestions = review.reviewData.editSuggestions;
  const known = editSuggestionIds(suggestions);
  const unknown = ids.filter((id) => !known.includes(id));
  if (unknown.length > 0)
    throw new BadRequestError(
      `This review has no edit suggestion ${unknown.map((id) => `"${id}"`).join(', ')}. Reload the review and choose again.`,
      'unknown-suggestion',
    );
  return suggestions.flatMap((s, i) => {
    const id = known[i] ?? '';
    if (!ids.includes(id)) return [];
    return [
      {
        id,
        find: s.currentText,
        replace: s.suggestedText,
        comment: s.rationale,
        section: s.section,
      },
    ];
  });
}

/** Review suggestions written into the user's document as Word tracked changes, and two versions compared. */
export class TrackedChangesService {
  constructor(
    private readonly deps: {
      reviews: ReviewsService;
      extractor: IsolatedTextExtractor;
      now?: () => Date;
    },
  ) {}

  private stamp(author = TRACKED_CHANGE_AUTHOR): RevisionStamp {
    return { author, date: revisionDate(this.deps.now?.() ?? new Date()) };
  }

  /**
   * The document with the chosen suggestions as tracked changes and their reasons as comments. `file` is the
   * user's own document, picked again (decision 0221): a .docx is edited in place, keeping its formatting; a .doc
   * or .txt, or no file (the review's text), becomes a clean .docx. Charged like the report, once per review.
   */
  async downloadWithEdits(
    userId: string,
    reviewId: string,
    ids: readonly string[],
    file: UploadedFile | null,
  ): Promise<TrackedDownload> {
    return this.deps.reviews.paidDownload(
      userId,
      reviewId,
      'download it with suggested edits',
      async (review) => {
        const edits = chosenEdits(review, [...new Set(ids)]);
        const stamp = this.stamp();
        if (!file) return this.clean(review.originalText, edits, stamp, 'clean', filenameFor(review, null));
        // The same checks and limits as an upload (kind, size, zip bombs), in the isolated worker.
        const text = await this.deps.extractor.extract(file.buffer, file.originalname);
        const filename = filenameFor(review, file.originalname);
        if ((await detectFileKind(file.buffer, file.originalname)) !== 'docx')
          return this.clean(text, edits, stamp, 'clean', filename);
        const inPlace = await trackEditsInDocx(file.buffer, edits, stamp);
        if (inPlace.ok)
          return {
            filename,
            content: inPlace.docx,
            mode: 'in-place',
            applied: edits.length - inPlace.unplaced.length,
            listed: 0,
            unplaced: inPlace.unplaced.map(({ edit, why }) => ({ id: edit.id, why })),
          };
        return { ...(await this.clean(text, edits, stamp, 'fallback', filename)), reason: inPlace.reason };
      },
    );
  }

  /** The later version against the earlier one as a clean .docx of tracked changes. */
  async compareDocx(request: CompareDocxRequest): Promise<Buffer> {
    return cleanTrackedDocx(compareTexts(request.before, request.after), this.stamp(request.changedBy));
  }

  private async clean(
    text: string,
    edits: readonly TrackedEdit[],
    stamp: RevisionStamp,
    mode: TrackedDownloadMode,
    filename: string,
  ): Promise<TrackedDownload> {
    const { pieces, unplaced } = piecesWithEdits(text, edits);
    return {
      filename,
      content: await cleanTrackedDocx(pieces, stamp, unplaced),
      mode,
      applied: edits.length - unplaced.length,
      listed: unplaced.length,
      unplaced: [],
    };
  }
}

/** 'Lease.docx' -> 'Lease - suggested edits.docx'; without a file, named after the contract like the report. */
function filenameFor(review: ReviewRecord, original: string | null): string {
  const base = original
    ? path.parse(original).name
    : reviewReportFilename(review)
        .replace(/ - Review\.docx$/, '')
        .replace(/\.docx$/, '');
  return documentFileName(`${base} - suggested edits`, '.docx', `contract-${review.id}-suggested-edits.docx`);
}
