import type { Auth, User } from 'firebase/auth';
import { AuthError, type AuthListener, type AuthProvider, type AuthUser } from './auth-provider';
import { writeCachedUser } from './cached-user';

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  emulatorHost: string | null;
}

type FirebaseAuthModule = typeof import('firebase/auth');

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName };
}

/** Firebase codes come as 'auth/wrong-password'; the app knows them without the prefix. */
function toAuthError(error: unknown): AuthError {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    const message =
      'message' in error && typeof error.message === 'string' ? error.message : 'Authentication failed';
    return new AuthError(error.code.replace(/^auth\//, ''), message);
  }
  return new AuthError('unknown', error instanceof Error ? error.message : 'Authentication failed');
}

async function wrap<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    throw toAuthError(error);
  }
}

/** Firebase Authentication, loaded with a dynamic import so the SDK is only downloaded when configured. */
export class FirebaseAuthProvider implements AuthProvider {
  readonly kind = 'firebase';
  readonly supportsGoogle = true;
  private auth: Auth | null = null;
  private sdk: FirebaseAuthModule | null = null;
  private listeners = new Set<AuthListener>();
  private user: AuthUser | null = null;

  constructor(private readonly settings: FirebaseSettings) {}

  async start(): Promise<void> {
    const [{ initializeApp }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    const app = initializeApp({
      apiKey: this.settings.apiKey,
      authDomain: this.settings.authDomain,
      projectId: this.settings.projectId,
    });
    const auth = sdk.getAuth(app);
    if (this.settings.emulatorHost)
      sdk.connectAuthEmulator(auth, `http://${this.settings.emulatorHost}`, { disableWarnings: true });
    this.auth = auth;
    this.sdk = sdk;
    // Completes a Google redirect sign-in; failures surface as a signed-out state.
    await sdk.getRedirectResult(auth).catch((error: unknown) => console.warn('Google sign-in failed', error));
    await new Promise<void>((resolve) => {
      sdk.onIdTokenChanged(auth, (user) => {
        this.user = user ? toAuthUser(user) : null;
        // Remembered so the next start knows / is Home, not the landing, before Firebase restores the session.
        writeCachedUser(this.user);
        for (const listener of this.listeners) listener(this.user);
        resolve();
      });
    });
  }

  subscribe(listener: AuthListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async getIdToken(): Promise<string | null> {
    const current = this.auth?.currentUser;
    if (!current) return null;
    return wrap(() => current.getIdToken());
  }

  async signIn(email: string, password: string): Promise<void> {
    const { auth, sdk } = this.ready();
    await wrap(() => sdk.signInWithEmailAndPassword(auth, email, password));
  }

  async signUp(email: string, password: string): Promise<void> {
    const { auth, sdk } = this.ready();
    await wrap(() => sdk.createUserWithEmailAndPassword(auth, email, password));
  }

  async signInWithGoogle(): Promise<void> {
    const { auth, sdk } = this.ready();
    const google = new sdk.GoogleAuthProvider();
    google.addScope('email');
    google.addScope('profile');
    await wrap(() => sdk.signInWithRedirect(auth, google));
  }

  async sendPasswordReset(email: string): Promise<void> {
    const { auth, sdk } = this.ready();
    await wrap(() => sdk.sendPasswordResetEmail(auth, email));
  }

  async confirmPasswordReset(token: string, password: string): Promise<void> {
    const { auth, sdk } = this.ready();
    await wrap(() => sdk.confirmPasswordReset(auth, token, password));
  }

  async reauthenticate(password: string): Promise<void> {
    const { auth, sdk } = this.ready();
    const current = auth.currentUser;
    if (!current?.email) throw new AuthError('user-not-found', 'No authenticated user found');
    const email = current.email;
    await wrap(() =>
      sdk.reauthenticateWithCredential(current, sdk.EmailAuthProvider.credential(email, password)),
    );
  }

  async signOut(): Promise<void> {
    const { auth, sdk } = this.ready();
    await wrap(() => sdk.signOut(auth));
  }

  forgetSession(): void {
    void this.signOut().catch((error: unknown) => console.warn('Sign out error', error));
  }

  private ready(): { auth: Auth; sdk: FirebaseAuthModule } {
    if (!this.auth || !this.sdk) throw new AuthError('network-request-failed', 'Authentication failed');
    return { auth: this.auth, sdk: this.sdk };
  }
}
