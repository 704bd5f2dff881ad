import { describe, expect, it } from 'vitest';
import {
  REVIEW_CONTRACT_TEXT_MAX_CHARS,
  contractReviewSchema,
  guestReviewSchema,
  reviewDataSchema,
  reviewRequestSchema,
  scoreBadgeColor,
  scoreBand,
  toFreePreview,
  uploadResponseSchema,
  type ReviewData,
} from './review';

const sample: ReviewData = {
  contractInfo: {
    overallScore: 72,
    type: 'Services Agreement',
    complexity: 'moderate',
    length: '1,200 words (about 2 pages)',
    summary: 'A services agreement.',
  },
  keyTermsSummary: {
    parties: ['Acme Ltd', 'Beta LLC'],
    duration: '1 year',
    paymentTerms: 'Net 30',
    keyObligations: ['Acme: deliver services'],
    terminationConditions: '30 days notice',
  },
  redFlags: [
    {
      title: 'Uncapped liability',
      description: 'd',
      severity: 'high',
      location: '7.1',
      riskLevel: 'High',
      evidence: { start: 0, end: 4, quote: 'text' },
    },
  ],
  missingClauses: [
    {
      clauseType: 'Force Majeure',
      importance: 'other',
      description: 'd',
      suggestedText: 's',
      modelClause: 'm',
    },
  ],
  editSuggestions: [{ section: '7.1', currentText: 'a', suggestedText: 'b', rationale: 'c' }],
  obligations: [{ party: 'Acme', obligation: 'pay', deadline: 'within 30 days', consequence: 'interest' }],
  plainLanguageExplanations: [{ originalText: 'x', explanation: 'y', importance: 'high' }],
};

describe('reviewDataSchema', () => {
  it('accepts the spec shape with and without the evidence extensions', () => {
    expect(reviewDataSchema.parse(sample)).toEqual(sample);
    const withDetails = {
      ...sample,
      detectedClauses: [
        { category: 'Governing Law', present: true, evidence: [{ start: 1, end: 5, quote: 'laws' }] },
      ],
    };
    expect(reviewDataSchema.safeParse(withDetails).success).toBe(true);
  });

  it('rejects unknown severities, importances and out-of-range scores', () => {
    expect(
      reviewDataSchema.safeParse({ ...sample, redFlags: [{ ...sample.redFlags[0], severity: 'critical' }] })
        .success,
    ).toBe(false);
    expect(
      reviewDataSchema.safeParse({
        ...sample,
        missingClauses: [{ ...sample.missingClauses[0], importance: 'high' }],
      }).success,
    ).toBe(false);
    expect(
      reviewDataSchema.safeParse({ ...sample, contractInfo: { ...sample.contractInfo, overallScore: 101 } })
        .success,
    ).toBe(false);
    expect(
      reviewDataSchema.safeParse({ ...sample, contractInfo: { ...sample.contractInfo, complexity: 'hard' } })
        .success,
    ).toBe(false);
  });
});

describe('score bands and badge colours (spec 001 section 9)', () => {
  it.each([
    [100, 'Excellent', 'green'],
    [80, 'Excellent', 'green'],
    [79, 'Good', 'yellow'],
    [60, 'Good', 'yellow'],
    [59, 'Fair', 'red'],
    [40, 'Fair', 'red'],
    [39, 'Poor', 'red'],
    [20, 'Poor', 'red'],
    [19, 'Dangerous', 'red'],
    [0, 'Dangerous', 'red'],
  ] as const)('%i is %s with a %s badge', (score, band, colour) => {
    expect(scoreBand(score)).toBe(band);
    expect(scoreBadgeColor(score)).toBe(colour);
  });
});

describe('request and other payloads', () => {
  it('needs non-blank contract text within the limit', () => {
    expect(reviewRequestSchema.safeParse({ contractText: 'This Agreement...' }).success).toBe(true);
    expect(reviewRequestSchema.safeParse({ contractText: '   \n ' }).success).toBe(false);
    expect(
      reviewRequestSchema.safeParse({ contractText: 'a'.repeat(REVIEW_CONTRACT_TEXT_MAX_CHARS) }).success,
    ).toBe(true);
    expect(
      reviewRequestSchema.safeParse({ contractText: 'a'.repeat(REVIEW_CONTRACT_TEXT_MAX_CHARS + 1) }).success,
    ).toBe(false);
    expect(reviewRequestSchema.safeParse({}).success).toBe(false);
  });

  it('parses the review entity, upload response and guest review', () => {
    const now = new Date().toISOString();
    expect(
      contractReviewSchema.safeParse({
        id: 'r1',
        createdAt: now,
        updatedAt: now,
        isPaid: false,
        originalText: 't',
        reviewData: sample,
      }).success,
    ).toBe(true);
    expect(
      contractReviewSchema.safeParse({
        id: 'r1',
        createdAt: 'yesterday',
        updatedAt: now,
        isPaid: false,
        originalText: 't',
        reviewData: sample,
      }).success,
    ).toBe(false);
    expect(uploadResponseSchema.parse({ text: 'hello' })).toEqual({ text: 'hello' });
    expect(
      guestReviewSchema.safeParse({ contractText: 't', reviewResult: sample, createdAt: now }).success,
    ).toBe(true);
  });
});

describe('toFreePreview', () => {
  it('keeps the free sections and empties edit suggestions and obligations', () => {
    const preview = toFreePreview(sample);
    expect(preview.contractInfo).toEqual(sample.contractInfo);
    expect(preview.keyTermsSummary).toEqual(sample.keyTermsSummary);
    expect(preview.redFlags).toEqual(sample.redFlags);
    expect(preview.plainLanguageExplanations).toEqual(sample.plainLanguageExplanations);
    expect(preview.missingClauses).toEqual(sample.missingClauses);
    expect(preview.editSuggestions).toEqual([]);
    expect(preview.obligations).toEqual([]);
    expect(sample.obligations).toHaveLength(1);
    expect(reviewDataSchema.safeParse(preview).success).toBe(true);
  });
});
