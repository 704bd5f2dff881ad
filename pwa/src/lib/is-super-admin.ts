import type { AdminStatus } from '@shared-schema';

/**
 * Spec 000 section 6: the Admin Panel shows only when the admin-status call reports isSuperAdmin, role
 * exactly super_admin, and the current user's own id. The server alone knows the super-admin address
 * (it grants the role only once that address is verified), so the app does not compare addresses.
 */
export function isVerifiedSuperAdmin(status: AdminStatus | undefined, userId: string | null): boolean {
  if (!status || !userId) return false;
  return status.isSuperAdmin && status.role === 'super_admin' && status.userId === userId;
}
