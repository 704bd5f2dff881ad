import { supportRequestSchema, type SupportRequest } from '@shared-schema';

export type SupportField = keyof SupportRequest;
export type SupportErrors = Partial<Record<SupportField, string>>;

function isSupportField(value: unknown): value is SupportField {
  return value === 'name' || value === 'email' || value === 'message';
}

/** The support form's rules and exact messages come from the shared schema (spec 000 section 5). */
export function validateSupport(
  values: SupportRequest,
): { ok: true; data: SupportRequest } | { ok: false; errors: SupportErrors } {
  const parsed = supportRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: SupportErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isSupportField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
