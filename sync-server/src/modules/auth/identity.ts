import type { AuthUser } from '../../app-context';

/** A user let in ahead of the proof of their account check, and that proof (see Identity.authenticateRead). */
export type ProvisionalUser = {
  user: AuthUser;
  /** Resolves once the account check is proved; throws the refusal (401/403) if the account had changed. */
  confirm(): Promise<void>;
};

/** Maps a bearer ID token to the account it belongs to; throws 401/403 errors the client understands. */
export interface Identity {
  readonly kind: 'builtin' | 'firebase';
  authenticate(idToken: string): Promise<AuthUser>;
  /**
   * For a request that changes nothing: may answer at once from a recent account check whose proof is still
   * in flight, so the request's own query runs beside it; the caller awaits confirm() before answering.
   * Identities without it are asked authenticate().
   */
  authenticateRead?(idToken: string): Promise<ProvisionalUser>;
  /** Called when an account is deleted, so an external provider forgets it too. */
  deleteExternalUser?(firebaseUid: string): Promise<void>;
}
