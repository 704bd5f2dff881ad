import { z } from 'zod';

/** Every failed /api response carries this body (DESIGN "API conventions"). */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** HTTP 402 body (spec 000 section 7, 001 section 3). */
export const creditErrorBodySchema = apiErrorBodySchema.extend({
  currentCredits: z.number().int(),
  requiredCredits: z.number().int(),
});
export type CreditErrorBody = z.infer<typeof creditErrorBodySchema>;

/** Provider error codes the spec recognises (spec 000 section 8); the built-in identity uses the same. */
export const AUTH_ERROR_CODES = [
  'invalid-email',
  'wrong-password',
  'invalid-credential',
  'email-already-in-use',
  'user-not-found',
  'too-many-requests',
  'expired-action-code',
  'invalid-action-code',
  'requires-recent-login',
  'user-token-expired',
  'user-disabled',
  'operation-not-allowed',
  'popup-closed-by-user',
  'popup-blocked',
  'network-request-failed',
  'unauthorized-domain',
  'password-does-not-meet-requirements',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** What the auth page shows for each code (spec 000 section 8, 'Authentication Error'). */
export const AUTH_ERROR_MESSAGES: Partial<Record<AuthErrorCode, string>> = {
  'password-does-not-meet-requirements':
    'Password is too weak. Please follow the password requirements above.',
  'email-already-in-use': 'Email address is already in use',
  'invalid-email': 'Invalid email address',
  'user-not-found': 'No account found with this email',
  'wrong-password': 'Incorrect password',
  'too-many-requests':
    "Too many failed sign-in attempts. Please wait a few minutes before trying again, or reset your password if you've forgotten it.",
};
