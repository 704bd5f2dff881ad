import { DEFAULT_REVIEW_FILENAME, documentFileName } from '@shared-schema';
import type { ReviewRecord } from './reviews-repository';

/** A first line this short, without a sentence's full stop, is the contract's title ('CONSULTING AGREEMENT'). */
const TITLE_MAX = 80;

function contractTitle(review: Pick<ReviewRecord, 'originalText' | 'reviewData'>): string {
  const first = review.originalText
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '');
  if (first && first.length <= TITLE_MAX && !/[.;:]$/.test(first)) return first;
  return review.reviewData.contractInfo.type;
}

/** The report is named after the contract it reviews: 'CONSULTING AGREEMENT - Review.docx'. */
export function reviewReportFilename(
  review: Pick<ReviewRecord, 'id' | 'originalText' | 'reviewData'>,
): string {
  const title = contractTitle(review);
  return documentFileName(title ? `${title} - Review` : '', '.docx', DEFAULT_REVIEW_FILENAME(review.id));
}
