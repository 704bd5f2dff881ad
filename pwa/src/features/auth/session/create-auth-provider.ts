import type { AppConfig } from '../../../lib/app-config';
import type { AuthProvider } from './auth-provider';
import { BuiltinAuthProvider } from './builtin-auth-provider';

/** The built-in identity is the default; Firebase code is fetched only when the server is configured for it. */
export async function createAuthProvider(config: AppConfig): Promise<AuthProvider> {
  if (config.identity === 'firebase' && config.firebase) {
    const { FirebaseAuthProvider } = await import('./firebase-auth-provider');
    return new FirebaseAuthProvider(config.firebase);
  }
  return new BuiltinAuthProvider();
}
