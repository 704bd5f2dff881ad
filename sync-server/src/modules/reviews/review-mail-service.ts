import { findingLines, sideNote, type ReviewData } from '@shared-schema';
import type { Mailer } from '../../adapters/mail/mailer';
import { buildReviewReport, DOCX_CONTENT_TYPE, NOT_LEGAL_ADVICE } from './review-report-docx';
import { reviewReportFilename } from './review-report-filename';
import type { ReviewsService } from './reviews-service';

/** E-mails a paid review's report (spec 001 section 7, send-email): the same document the download gives. */
export class ReviewMailService {
  private readonly reviews: ReviewsService;
  private readonly mailer: Mailer;

  constructor(deps: { reviews: ReviewsService; mailer: Mailer }) {
    ({ reviews: this.reviews, mailer: this.mailer } = deps);
  }

  async sendReport(userId: string, id: string, email: string): Promise<void> {
    const review = await this.reviews.reviewForEmail(userId, id);
    const report = await buildReviewReport(review.reviewData, { reviewedAt: new Date(review.createdAt) });
    const info = review.reviewData.contractInfo;
    await this.mailer.send({
      to: email,
      subject: `Your contract review report: ${info.type}`,
      text: reportMailText(review.reviewData, NOT_LEGAL_ADVICE),
      attachments: [
        { filename: reviewReportFilename(review), content: report, contentType: DOCX_CONTENT_TYPE },
      ],
    });
  }
}

/** The e-mail body: score, whose side, and the red flags in the order the report and the screen use. */
export function reportMailText(data: ReviewData, disclaimer: string): string {
  const info = data.contractInfo;
  const lines = findingLines(data);
  const side = sideNote(data);
  return [
    `Attached is the Clausecraft review of your ${info.type} (score ${info.overallScore}/100).`,
    ...(side ? [side] : []),
    lines.length > 0 ? `Red flags, most serious first:\n${lines.join('\n')}` : 'No red flags were found.',
    disclaimer,
  ].join('\n\n');
}
