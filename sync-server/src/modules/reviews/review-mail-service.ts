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
    const report = await buildReviewReport(review.reviewData, { reviewedAt: review.createdAt });
    const info = review.reviewData.contractInfo;
    await this.mailer.send({
      to: email,
      subject: `Your contract review report: ${info.type}`,
      text: `Attached is the Clausecraft review of your ${info.type} (score ${info.overallScore}/100).\n\n${NOT_LEGAL_ADVICE}`,
      attachments: [
        { filename: reviewReportFilename(review), content: report, contentType: DOCX_CONTENT_TYPE },
      ],
    });
  }
}
