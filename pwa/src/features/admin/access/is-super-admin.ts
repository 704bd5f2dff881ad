import type { AdminStatus } from '@shared-schema';

/**
 * Spec 000 section 6 and spec 001 section 4: the Admin Panel link and the dashboard need an admin-status
 * answer with isSuperAdmin and isActive, role exactly super_admin, and the current user's own id. The fixed
 * e-mail the spec also names is checked by the server (only that account gets the role), so the client
 * relies on /api/admin/status alone and /api/config need not publish the address.
 */
export function isVerifiedSuperAdmin(status: AdminStatus | undefined, userId: string | null): boolean {
  if (!status || !userId) return false;
  return status.isSuperAdmin && status.isActive && status.role === 'super_admin' && status.userId === userId;
}
