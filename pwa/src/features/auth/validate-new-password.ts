import { passwordPolicyError, PASSWORDS_DO_NOT_MATCH } from '@shared-schema';

export interface NewPasswordErrors {
  password?: string;
  confirmPassword?: string;
}

/** Sign-up and reset: the first failed policy rule, then the confirmation (spec 000 section 5). */
export function validateNewPassword(password: string, confirmPassword: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const policy = passwordPolicyError(password);
  if (policy) errors.password = policy;
  if (password !== confirmPassword) errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  return errors;
}
