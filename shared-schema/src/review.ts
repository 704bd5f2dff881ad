import { z } from 'zod';
import { emailSchema } from './common';

// Contract review: the analysis result (reviewData, spec 001 section 3), the review entity,
// request/response bodies, the guest's locally held review, score bands and the free preview.
// The built-in engine and any external (LLM) reviewer must both produce data that parses here.

/** Longest contract text accepted for a review, in characters (~35k words; a long commercial agreement). */
export const REVIEW_CONTRACT_TEXT_MAX_CHARS = 200_000;

/** Where a finding comes from: character offsets into the reviewed text and the quoted text. */
export const evidenceSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  quote: z.string(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const complexitySchema = z.enum(['simple', 'moderate', 'complex']);
export type Complexity = z.infer<typeof complexitySchema>;

export const severitySchema = z.enum(['high', 'medium', 'low']);
export type Severity = z.infer<typeof severitySchema>;

export const clauseImportanceSchema = z.enum(['critical', 'important', 'other']);
export type ClauseImportance = z.infer<typeof clauseImportanceSchema>;

export const contractInfoSchema = z.object({
  overallScore: z.number().int().min(0).max(100),
  type: z.string(),
  complexity: complexitySchema,
  length: z.string(),
  summary: z.string(),
});
export type ContractInfo = z.infer<typeof contractInfoSchema>;

export const keyTermsSummarySchema = z.object({
  parties: z.array(z.string()),
  duration: z.string(),
  paymentTerms: z.string(),
  keyObligations: z.array(z.string()),
  terminationConditions: z.string(),
});
export type KeyTermsSummary = z.infer<typeof keyTermsSummarySchema>;

export const redFlagSchema = z.object({
  title: z.string(),
  description: z.string(),
  severity: severitySchema,
  location: z.string(),
  riskLevel: z.string(),
  legalConsequences: z.string().optional(),
  evidence: evidenceSchema.optional(),
});
export type RedFlag = z.infer<typeof redFlagSchema>;

export const missingClauseSchema = z.object({
  clauseType: z.string(),
  importance: clauseImportanceSchema,
  description: z.string(),
  suggestedText: z.string(),
  modelClause: z.string().optional(),
});
export type MissingClause = z.infer<typeof missingClauseSchema>;

export const editSuggestionSchema = z.object({
  section: z.string(),
  currentText: z.string(),
  suggestedText: z.string(),
  rationale: z.string(),
  evidence: evidenceSchema.optional(),
});
export type EditSuggestion = z.infer<typeof editSuggestionSchema>;

export const obligationSchema = z.object({
  party: z.string(),
  obligation: z.string(),
  deadline: z.string(),
  consequence: z.string(),
  evidence: evidenceSchema.optional(),
});
export type Obligation = z.infer<typeof obligationSchema>;

export const plainLanguageExplanationSchema = z.object({
  originalText: z.string(),
  explanation: z.string(),
  importance: z.string(),
  evidence: evidenceSchema.optional(),
});
export type PlainLanguageExplanation = z.infer<typeof plainLanguageExplanationSchema>;

/** One clause category (CUAD names, plus NDA features) and whether the text contains it. */
export const detectedClauseSchema = z.object({
  category: z.string(),
  present: z.boolean(),
  evidence: z.array(evidenceSchema),
});
export type DetectedClause = z.infer<typeof detectedClauseSchema>;

/** An extracted key term: a short normalised value and the text it was read from. */
export const keyTermValueSchema = z.object({
  value: z.string(),
  evidence: evidenceSchema,
});
export type KeyTermValue = z.infer<typeof keyTermValueSchema>;

export const keyTermsDetailSchema = z.object({
  documentName: keyTermValueSchema.nullable(),
  parties: z.array(keyTermValueSchema),
  agreementDate: keyTermValueSchema.nullable(),
  effectiveDate: keyTermValueSchema.nullable(),
  expirationDate: keyTermValueSchema.nullable(),
  duration: keyTermValueSchema.nullable(),
  renewalTerm: keyTermValueSchema.nullable(),
  noticePeriodToTerminateRenewal: keyTermValueSchema.nullable(),
  terminationNoticePeriod: keyTermValueSchema.nullable(),
  paymentTerms: keyTermValueSchema.nullable(),
  governingLaw: keyTermValueSchema.nullable(),
});
export type KeyTermsDetail = z.infer<typeof keyTermsDetailSchema>;

/** Whose side the review takes: the user's party and the parties the contract names. */
export const reviewPerspectiveSchema = z.object({
  party: z.string(),
  otherParty: z.string(),
  /** 'user' when the user chose the side, 'default' when the reviewer took the non-drafting party. */
  chosenBy: z.enum(['user', 'default']),
  parties: z.array(z.object({ name: z.string(), aliases: z.array(z.string()) })),
  /** 'role-words' when the contract names no party and the sides were read from 'the Landlord'... */
  partiesFrom: z.enum(['contract', 'role-words']).optional(),
  /** The side the user asked for when no party of the contract matches it (the screen says so). */
  unmatchedRequest: z.string().optional(),
});
export type ReviewPerspective = z.infer<typeof reviewPerspectiveSchema>;

// detectedClauses and keyTerms are optional so that reviews saved before they existed, and
// reviews produced by an external reviewer that does not fill them, still parse.
export const reviewDataSchema = z.object({
  contractInfo: contractInfoSchema,
  keyTermsSummary: keyTermsSummarySchema,
  redFlags: z.array(redFlagSchema),
  missingClauses: z.array(missingClauseSchema),
  editSuggestions: z.array(editSuggestionSchema),
  obligations: z.array(obligationSchema),
  plainLanguageExplanations: z.array(plainLanguageExplanationSchema),
  detectedClauses: z.array(detectedClauseSchema).optional(),
  keyTerms: keyTermsDetailSchema.optional(),
  perspective: reviewPerspectiveSchema.optional(),
});
export type ReviewData = z.infer<typeof reviewDataSchema>;

/** The saved review (GET /api/contract-reviews/{id} plus the client's updatedAt). */
export const contractReviewSchema = z.object({
  id: z.string().min(1),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  isPaid: z.boolean(),
  originalText: z.string(),
  reviewData: reviewDataSchema,
});
export type ContractReview = z.infer<typeof contractReviewSchema>;

/** Body of POST /api/guest/review, /api/contracts/review-free and /api/contracts/review. */
export const reviewRequestSchema = z.object({
  contractText: z
    .string()
    .max(
      REVIEW_CONTRACT_TEXT_MAX_CHARS,
      `Contract text must be at most ${REVIEW_CONTRACT_TEXT_MAX_CHARS} characters`,
    )
    .refine((text) => text.trim().length > 0, 'Contract text must not be blank'),
  /** The user's party, by name or defined term ('Contractor'); omitted: the non-drafting party. */
  party: z
    .string()
    .trim()
    .min(1, 'Party must not be blank')
    .max(200, 'Party must be at most 200 characters')
    .optional(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** Body of POST /api/contract-reviews/{id}/perspective: read a saved review from another party's side. */
export const reviewPerspectiveRequestSchema = z.object({
  party: reviewRequestSchema.shape.party.unwrap(),
});
export type ReviewPerspectiveRequest = z.infer<typeof reviewPerspectiveRequestSchema>;

/** Response of the signed-in review calls: the analysis and the id it was saved under. */
export const reviewCreatedResponseSchema = z.object({
  review: reviewDataSchema,
  reviewId: z.string().min(1),
});
export type ReviewCreatedResponse = z.infer<typeof reviewCreatedResponseSchema>;

/** Response of POST /api/contracts/upload on success. */
export const uploadResponseSchema = z.object({
  text: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** The guest's review, held only on the device (Dexie). */
export const guestReviewSchema = z.object({
  contractText: z.string(),
  reviewResult: reviewDataSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type GuestReview = z.infer<typeof guestReviewSchema>;

export const SCORE_BAND_LABELS = ['Excellent', 'Good', 'Fair', 'Poor', 'Dangerous'] as const;
export type ScoreBand = (typeof SCORE_BAND_LABELS)[number];

/** Lower bound (inclusive) of each band, best first; below the last bound is Dangerous. */
export const SCORE_BANDS: ReadonlyArray<{ readonly min: number; readonly label: ScoreBand }> = [
  { min: 80, label: 'Excellent' },
  { min: 60, label: 'Good' },
  { min: 40, label: 'Fair' },
  { min: 20, label: 'Poor' },
  { min: Number.NEGATIVE_INFINITY, label: 'Dangerous' },
];

export function scoreBand(score: number): ScoreBand {
  for (const band of SCORE_BANDS) {
    if (score >= band.min) return band.label;
  }
  return 'Dangerous';
}

export type ScoreBadgeColor = 'green' | 'yellow' | 'red';

export const SCORE_BADGE_GREEN_MIN = 80;
export const SCORE_BADGE_YELLOW_MIN = 60;

export function scoreBadgeColor(score: number): ScoreBadgeColor {
  if (score >= SCORE_BADGE_GREEN_MIN) return 'green';
  if (score >= SCORE_BADGE_YELLOW_MIN) return 'yellow';
  return 'red';
}

/**
 * What a guest or unpaid user may really see: summary, key terms, red flags, plain-language
 * explanations and missing clauses. Edit suggestions and obligations are the paid part, so they
 * are emptied here rather than only blurred in the UI (the data must not reach the client).
 */
export function toFreePreview(reviewData: ReviewData): ReviewData {
  return { ...reviewData, editSuggestions: [], obligations: [] };
}

/** Body of POST /api/contract-reviews/{id}/send-email: where to send the report. */
export const reviewEmailRequestSchema = z.object({ email: emailSchema });
export type ReviewEmailRequest = z.infer<typeof reviewEmailRequestSchema>;
