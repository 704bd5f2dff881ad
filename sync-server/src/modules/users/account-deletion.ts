import type { Identity } from '../auth/identity';
import type { UserRecord, UsersRepository } from './users-repository';

/**
 * Removes an account everywhere: the identity provider's account first (were it left behind, the next
 * sign-in would re-create the account), then the user row with everything that cascades from it.
 * Used by the user's own deletion and by the super admin's.
 */
export async function deleteAccountEverywhere(
  deps: { users: UsersRepository; identity: Identity },
  record: UserRecord,
): Promise<boolean> {
  if (record.firebaseUid) await deps.identity.deleteExternalUser?.(record.firebaseUid);
  return deps.users.delete(record.id);
}
