import { describe, expect, it } from 'vitest';
import { findingLines, orderedRedFlags } from '@shared-schema';
import { analyzeContract } from '@contract-engine';
import { docxNumberedText } from './docx-numbered-text';
import { reportMailText } from './review-mail-service';
import { buildReviewReport, NOT_LEGAL_ADVICE } from './review-report-docx';

// The report (.docx) and the e-mail list a review's red flags in the order the screen shows them
// (orderedRedFlags), on a one-sided lease written for this test.

const LEASE = [
  'RESIDENTIAL LEASE AGREEMENT',
  'This lease agreement is made on May 1, 2026 between Elmstead Homes LLC (the "Landlord") and Rosa Vidal (the "Tenant").',
  '1. Rent',
  '1.1 The Tenant shall pay rent of $1,300 per month. Late rent attracts a late fee of 5% per month.',
  '2. Access',
  '2.1 The Landlord may enter the premises at any time without notice.',
  '3. Ending',
  "3.1 The Landlord may end this lease at any time on 7 days' notice.",
  '4. Liability',
  "4.1 The Landlord accepts no liability for any loss, even where caused by the Landlord's negligence.",
  '5. Law',
  '5.1 This agreement is governed by the laws of Ohio and each party shall comply with it.',
].join('\n');

describe('review report and e-mail order', () => {
  const review = analyzeContract(LEASE, { party: 'Tenant' });
  const titles = orderedRedFlags(review).map((f) => f.title);

  it('has several findings to order', () => {
    expect(titles.length).toBeGreaterThanOrEqual(3);
  });

  it('lists the red flags in the .docx in the display order', async () => {
    const text = (await docxNumberedText(await buildReviewReport(review, { reviewedAt: new Date(0) }))) ?? '';
    const at = titles.map((t) => text.indexOf(t));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('lists the red flags in the e-mail in the display order, with whose side it reads', () => {
    const mail = reportMailText(review, NOT_LEGAL_ADVICE);
    expect(mail).toContain(findingLines(review).join('\n'));
    expect(mail).toContain('Read from the side of the Tenant.');
  });

  it('gives the engine result already in display order', () => {
    expect(review.redFlags.map((f) => f.title)).toEqual(titles);
  });
});
