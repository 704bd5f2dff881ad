import { z } from 'zod';
import { emailSchema } from './common';
import { profileSchema } from './profile';

/** Sign-up password policy (spec 000 section 5): each rule with its checklist label and its message. */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: 'At least 8 characters',
    message: 'Password must be at least 8 characters long',
    test: (p: string) => p.length >= 8,
  },
  {
    id: 'upper',
    label: 'One uppercase letter',
    message: 'Password must contain at least one uppercase letter',
    test: (p: string) => /[A-Z]/.test(p),
  },
  {
    id: 'lower',
    label: 'One lowercase letter',
    message: 'Password must contain at least one lowercase letter',
    test: (p: string) => /[a-z]/.test(p),
  },
  {
    id: 'number',
    label: 'One number',
    message: 'Password must contain at least one number',
    test: (p: string) => /[0-9]/.test(p),
  },
  {
    id: 'special',
    label: 'One special character',
    message: 'Password must contain at least one special character',
    test: (p: string) => /[^A-Za-z0-9\s]/.test(p),
  },
] as const;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_MAX_LENGTH = 128;

/** The first rule a password breaks, or null when it meets the policy. */
export function passwordPolicyError(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null;
}

export const credentialsSchema = z.object({
  email: emailSchema,
  password: z
    .string({ message: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const signupBodySchema = credentialsSchema;
export const loginBodySchema = credentialsSchema;

export const passwordResetBodySchema = z.object({ email: emailSchema });
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ message: 'The current password is required' })
    .min(1, 'The current password is required')
    .max(PASSWORD_MAX_LENGTH),
  newPassword: z
    .string({ message: 'A new password is required' })
    .min(1, 'A new password is required')
    .max(PASSWORD_MAX_LENGTH),
});

export const passwordResetConfirmBodySchema = z.object({
  token: z.string({ message: 'Token is required' }).min(1, 'Token is required').max(512),
  password: z
    .string({ message: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH),
});

/** Answer of signup, login and refresh. expiresIn is in seconds, as identity providers report it. */
export const authSessionSchema = z.object({
  idToken: z.string(),
  expiresIn: z.number().int(),
  user: profileSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

/** Re-authentication before account deletion (requires-recent-login). */
export const reauthenticateBodySchema = z.object({
  password: z
    .string({ message: 'Please enter your password to confirm account deletion.' })
    .min(1, 'Please enter your password to confirm account deletion.'),
});
