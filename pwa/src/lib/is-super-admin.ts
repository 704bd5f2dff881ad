import type { AdminStatus } from '@shared-schema';

/**
 * Spec 000 section 6: the Admin Panel shows only when the admin-status call reports isSuperAdmin,
 * role exactly super_admin, the one fixed super-admin e-mail, and the current user's own id.
 */
export function isVerifiedSuperAdmin(
  status: AdminStatus | undefined,
  userId: string | null,
  superAdminEmail: string | null,
): boolean {
  if (!status || !userId || !superAdminEmail) return false;
  return (
    status.isSuperAdmin &&
    status.role === 'super_admin' &&
    status.email.toLowerCase() === superAdminEmail.toLowerCase() &&
    status.userId === userId
  );
}
