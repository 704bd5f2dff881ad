/**
 * The identity concern: verifies an ID token and says whom it names. The built-in provider checks our
 * own ES256 tokens (TokenSigner); the real one is Firebase Authentication. Mapping the token to an
 * account is the auth module's job (modules/auth/*-identity.ts), so adapters know no module.
 */
export type VerifiedIdToken = {
  /** The provider's id of the person: our user id (built in) or the Firebase uid. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** Seconds since the epoch of the sign-in that issued the token. */
  authTime: number;
  /** When this token was issued (ms since the epoch): tokens from before a password reset are refused. */
  issuedAtMs: number;
  /** The sign-in (refresh-token family) the token belongs to, where the provider says: sign-out ends it. */
  sessionId?: string;
};

export interface IdentityProvider {
  readonly kind: 'builtin' | 'firebase';
  /** Throws UnauthorizedError with a code the client understands when the token is not valid. */
  verify(idToken: string): Promise<VerifiedIdToken>;
  /** Makes an external provider forget a person whose account was deleted. */
  deleteUser?(subject: string): Promise<void>;
}
