import { AUTH_ERROR_CODES, AUTH_ERROR_MESSAGES, type AuthErrorCode } from '@shared-schema';
import { AuthError } from './auth-provider';

function isAuthErrorCode(code: string): code is AuthErrorCode {
  return AUTH_ERROR_CODES.some((known) => known === code);
}

/** What the auth page shows under 'Authentication Error' (spec 000 section 8). */
export function authErrorMessage(error: unknown): string {
  if (error instanceof AuthError && isAuthErrorCode(error.code)) {
    const mapped = AUTH_ERROR_MESSAGES[error.code];
    if (mapped) return mapped;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Authentication failed';
}
