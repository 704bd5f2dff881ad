import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { UnauthorizedError } from '../../errors';
import type { IdentityProvider } from './identity-provider';

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/**
 * Firebase Authentication: the PWA signs in with the Firebase client SDK; firebase-admin verifies its ID
 * tokens here (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set).
 */
export function firebaseIdentityProvider(projectId: string): IdentityProvider {
  const app =
    getApps().find((a) => a.name === `clausecraft-${projectId}`) ??
    initializeApp({ projectId }, `clausecraft-${projectId}`);
  const auth = getAuth(app satisfies App);
  return {
    kind: 'firebase',
    async verify(idToken) {
      let decoded: DecodedIdToken;
      try {
        decoded = await auth.verifyIdToken(idToken);
      } catch (error) {
        const code = errorCode(error);
        if (code === 'auth/id-token-expired')
          throw new UnauthorizedError(
            'Your session has expired. Please sign in again.',
            'user-token-expired',
          );
        if (code === 'auth/user-disabled')
          throw new UnauthorizedError('This account has been disabled', 'user-disabled');
        throw new UnauthorizedError('Invalid authentication token', 'invalid-credential');
      }
      return {
        subject: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        authTime: decoded.auth_time,
        issuedAtMs: decoded.iat * 1000,
      };
    },
    async deleteUser(uid) {
      await auth.deleteUser(uid).catch((error: unknown) => {
        if (errorCode(error) !== 'auth/user-not-found') throw error;
      });
    },
  };
}
