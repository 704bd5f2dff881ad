import { creditErrorBodySchema, type ReviewData } from '@shared-schema';
import { ApiError, isSerializedApiError } from '../../lib/http';

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
  return redFlags.length + plainLanguageExplanations.length + missingClauses.length > 0 ? 'guest-preview' : 'guest-locked';
}

export type CreditsNeeded = { currentCredits: number; requiredCredits: number };

function errorParts(error: unknown): { status: number; message: string; body: unknown } {
  if (error instanceof ApiError) return { status: error.status, message: error.message, body: error.body };
  if (isSerializedApiError(error)) return { status: error.status, message: error.message, body: null };
  return { status: 0, message: error instanceof Error ? error.message : String(error), body: null };
}

/**
 * The credits-needed case of a failed paid call (spec 001 section 8): a 402 with its body, or any error whose
 * message mentions insufficient credit (then required 1 and current 0). Null for other failures.
 */
export function creditsNeeded(error: unknown): CreditsNeeded | null {
  const { status, message, body } = errorParts(error);
  const parsed = creditErrorBodySchema.safeParse(body);
  if (status === 402 && parsed.success) return { currentCredits: parsed.data.currentCredits, requiredCredits: parsed.data.requiredCredits };
  // The 402 body may be lost on the way (serialised errors keep only the text); read it back from the message.
  const fromText = /"currentCredits":\s*(\d+).*"requiredCredits":\s*(\d+)|You have (\d+) credits?, but need (\d+)/.exec(message);
  if (status === 402 && fromText) {
    const current = Number(fromText[1] ?? fromText[3]);
    const required = Number(fromText[2] ?? fromText[4]);
    return { currentCredits: current, requiredCredits: required };
  }
  if (status === 402 || /insufficient credit/i.test(message)) return { currentCredits: 0, requiredCredits: 1 };
  return null;
}

/** Errors that mention credits show no toast (spec 001 section 8, download). */
export function mentionsCredits(error: unknown): boolean {
  return /credit/i.test(errorParts(error).message);
}
