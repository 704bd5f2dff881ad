import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  errors,
  type CryptoKey,
  type JWK,
} from 'jose';
import { z } from 'zod';
import { UnauthorizedError } from '../../errors';

const ALG = 'ES256';
const AUDIENCE = 'clausecraft';

const keyFileSchema = z.object({
  kid: z.string(),
  privateJwk: z.record(z.string(), z.unknown()),
  publicJwk: z.record(z.string(), z.unknown()),
});
const claimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  auth_time: z.number(),
  exp: z.number(),
  iat: z.number(),
  // Issue time in milliseconds: a password reset revokes tokens issued before it to the millisecond.
  iat_ms: z.number().optional(),
  // The sign-in (refresh-token family) the token belongs to: signing out revokes it.
  sid: z.string().optional(),
});
/** Verified tokens remembered until they expire; a device sends the same token for up to 15 minutes. */
const VERIFIED_CACHE_MAX = 10_000;

export type IdTokenClaims = { userId: string; email: string; authTime: number; sessionId?: string };
export type VerifiedClaims = IdTokenClaims & { issuedAtMs: number };

/** Signs and verifies the built-in identity's short-lived ID tokens with a key created on first start. */
export class TokenSigner {
  private constructor(
    private readonly kid: string,
    private readonly privateKey: CryptoKey,
    private readonly publicKey: CryptoKey,
    private readonly issuer: string,
    readonly ttlSeconds: number,
  ) {}

  private readonly verified = new Map<string, { claims: VerifiedClaims; expiresAtMs: number }>();

  private remember(token: string, claims: VerifiedClaims, expiresAtMs: number): void {
    this.verified.delete(token);
    if (this.verified.size >= VERIFIED_CACHE_MAX) {
      const now = Date.now();
      for (const [key, entry] of this.verified) if (entry.expiresAtMs <= now) this.verified.delete(key);
      // Still full: forget the oldest entry (a Map iterates in insertion order).
      const oldest = this.verified.size >= VERIFIED_CACHE_MAX ? this.verified.keys().next().value : undefined;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, { claims, expiresAtMs });
  }

  static async load(options: { keyDir: string; issuer: string; ttlSeconds: number }): Promise<TokenSigner> {
    const file = path.join(options.keyDir, 'id-token-signing-key.json');
    if (!existsSync(file)) await createKeyFile(file);
    const stored = keyFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    const privateKey = await importJWK(toJwk(stored.privateJwk), ALG);
    const publicKey = await importJWK(toJwk(stored.publicJwk), ALG);
    if (privateKey instanceof Uint8Array || publicKey instanceof Uint8Array)
      throw new Error('Signing key file holds a symmetric key');
    return new TokenSigner(stored.kid, privateKey, publicKey, options.issuer, options.ttlSeconds);
  }

  async sign(claims: IdTokenClaims): Promise<string> {
    return new SignJWT({
      email: claims.email,
      auth_time: claims.authTime,
      iat_ms: Date.now(),
      ...(claims.sessionId && { sid: claims.sessionId }),
    })
      .setProtectedHeader({ alg: ALG, kid: this.kid, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(this.issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.privateKey);
  }

  /**
   * The signature check (ES256) was the largest single cost of an authenticated request, so a verified
   * token's claims are kept until the token expires. Whether the account may still act is checked on
   * every request by the identity, not here.
   */
  async verify(token: string): Promise<VerifiedClaims> {
    const cached = this.verified.get(token);
    if (cached && cached.expiresAtMs > Date.now()) return cached.claims;
    try {
      const { payload } = await jwtVerify(token, this.publicKey, {
        issuer: this.issuer,
        audience: AUDIENCE,
        algorithms: [ALG],
      });
      const parsed = claimsSchema.parse(payload);
      const claims = {
        userId: parsed.sub,
        email: parsed.email,
        authTime: parsed.auth_time,
        issuedAtMs: parsed.iat_ms ?? parsed.iat * 1000,
        ...(parsed.sid && { sessionId: parsed.sid }),
      };
      this.remember(token, claims, parsed.exp * 1000);
      return claims;
    } catch (error) {
      if (error instanceof errors.JWTExpired)
        throw new UnauthorizedError('Your session has expired. Please sign in again.', 'user-token-expired');
      throw new UnauthorizedError('Invalid authentication token', 'invalid-credential');
    }
  }
}

function toJwk(value: Record<string, unknown>): JWK {
  return { ...value };
}

async function createKeyFile(file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
  const kid = new Date().toISOString();
  const content = { kid, privateJwk: await exportJWK(privateKey), publicJwk: await exportJWK(publicKey) };
  // wx: two instances starting at once must not overwrite each other's key.
  await writeFile(file, JSON.stringify(content), { mode: 0o600, flag: 'wx' }).catch((error: unknown) => {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  });
}
