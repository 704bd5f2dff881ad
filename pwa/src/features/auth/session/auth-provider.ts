/** The signed-in identity the app needs, whichever provider holds it. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export type AuthListener = (user: AuthUser | null) => void;

/**
 * One small interface in front of the identity provider: the built-in accounts of our server by
 * default, Firebase Authentication when /api/config says so.
 */
export interface AuthProvider {
  readonly kind: 'builtin' | 'firebase';
  readonly supportsGoogle: boolean;
  /** Restores a persisted session, then reports the user (or null) to subscribers. */
  start(): Promise<void>;
  subscribe(listener: AuthListener): () => void;
  /** A current ID token, refreshed when it is about to expire; null when signed out. */
  getIdToken(): Promise<string | null>;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  confirmPasswordReset(token: string, password: string): Promise<void>;
  /** Proves a recent login with the current e-mail and this password (before account deletion). */
  reauthenticate(password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Forgets the local session without calling the server (the server already ended it). */
  forgetSession(): void;
}

/** A provider failure with the provider's code (spec 000 section 8, 'Provider codes recognized'). */
export class AuthError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'AuthError';
    this.code = code;
  }
}
