import type { IdentityProvider } from './identity-provider';
import type { TokenSigner } from './token-signer';

/** Our own ID tokens (ES256, signed with the key in $DATA_DIR/keys). */
export function builtinIdentityProvider(signer: TokenSigner): IdentityProvider {
  return {
    kind: 'builtin',
    async verify(idToken) {
      const claims = await signer.verify(idToken);
      return {
        subject: claims.userId,
        email: claims.email,
        emailVerified: false,
        name: null,
        authTime: claims.authTime,
        issuedAtMs: claims.issuedAtMs,
        ...(claims.sessionId && { sessionId: claims.sessionId }),
      };
    },
  };
}
