import type { AuthUser } from '../../app-context';

/** Maps a bearer ID token to the account it belongs to; throws 401/403 errors the client understands. */
export interface Identity {
  readonly kind: 'builtin' | 'firebase';
  authenticate(idToken: string): Promise<AuthUser>;
  /** Called when an account is deleted, so an external provider forgets it too. */
  deleteExternalUser?(firebaseUid: string): Promise<void>;
}
