import type { ReviewData } from '@shared-schema';
import { errorParts } from '../../lib/http';

/**
 * Which result cards are real and which are blurred samples (spec 001 section 2):
 * - 'full': signed in and unlocked: every card real, edit suggestions with rationale.
 * - 'locked': signed in, not unlocked: blurred samples + 'Unlock Full Analysis (1 Credit)'.
 * - 'guest-preview': a guest with a preview that has something to show: real red flags,
 *   explanations and missing clauses + sign-up prompts.
 * - 'guest-locked': a guest whose preview has nothing in those three lists: blurred samples +
 *   'Sign Up to Unlock Full Analysis' (our reading of the spec's "guest, not unlocked").
 */
export type ResultView = 'full' | 'locked' | 'guest-preview' | 'guest-locked';

export function resultView(input: { signedIn: boolean; isPaid: boolean; review: ReviewData }): ResultView {
  if (input.signedIn) return input.isPaid ? 'full' : 'locked';
  const { redFlags, plainLanguageExplanations, missingClauses } = input.review;
  return redFlags.length + plainLanguageExplanations.length + missingClauses.length > 0
    ? 'guest-preview'
    : 'guest-locked';
}

/** Errors that mention credits show no toast (spec 001 section 8, download). */
export function mentionsCredits(error: unknown): boolean {
  return /credit/i.test(errorParts(error).message);
}
