import { z } from 'zod';
import { emailSchema } from './common';
import { LIMITS } from './constants';

export const ROLES = ['user', 'admin', 'super_admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Profile (spec 000 section 3) plus the claims the app reads. */
export const profileSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  role: roleSchema,
  preferences: z.record(z.string(), z.unknown()),
  claims: z.object({
    sub: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

const requiredName = z
  .string({ message: 'Please fill in all required fields.' })
  .trim()
  .min(1, 'Please fill in all required fields.')
  .max(LIMITS.nameMax, `Names are at most ${LIMITS.nameMax} characters`);

export const profileUpdateBodySchema = z.object({
  firstName: requiredName,
  lastName: requiredName,
  email: z
    .string({ message: 'Please fill in all required fields.' })
    .trim()
    .min(1, 'Please fill in all required fields.')
    .max(LIMITS.emailMax)
    .pipe(z.email({ message: 'Please enter a valid email address.' })),
  /** Needed only to change the e-mail address (built-in accounts): proves the person at the keyboard. */
  currentPassword: z.string().max(256).optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

export const preferencesBodySchema = z.object({
  preferences: z
    .record(z.string().max(64), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]))
    .refine((p) => Object.keys(p).length <= 50, 'At most 50 preferences'),
});

export { emailSchema };
