import type { ReviewData } from '@shared-schema';
import { AppError } from '../../errors';

export interface ReviewOptions {
  /** The user's party (name or defined term); the findings and score take its side. */
  readonly party?: string | undefined;
}

/** Who analyses a contract: the built-in engine by default, an OpenAI-compatible model when configured. */
export interface Reviewer {
  readonly kind: 'builtin' | 'openai';
  /** The full analysis; always valid against reviewDataSchema. Throws ReviewerUnavailableError/ReviewerBadResponseError. */
  review(contractText: string, options?: ReviewOptions): Promise<ReviewData>;
}

/** 503: the provider did not answer (timeout, connection refused, overloaded). */
export class ReviewerUnavailableError extends AppError {
  constructor(
    message = 'The contract review service is temporarily unavailable. Please try again in a moment.',
  ) {
    super(503, 'reviewer-unavailable', message);
  }
}

/** 502: the provider answered, but not with a usable analysis. */
export class ReviewerBadResponseError extends AppError {
  constructor(message = 'The contract review service returned an invalid analysis. Please try again.') {
    super(502, 'reviewer-bad-response', message);
  }
}
