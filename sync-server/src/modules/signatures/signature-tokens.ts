import { createHash, randomBytes } from 'node:crypto';
import { ESIGN_LIMITS } from '@shared-schema';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A signing link's token: 32 random bytes; only its SHA-256 is stored, so a database copy signs nothing. */
export function newSigningToken(now = new Date()): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ESIGN_LIMITS.linkTtlDays * 24 * 3600 * 1000);
  return { token, hash: hashToken(token), expiresAt };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a string can be a token at all: anything else is refused before the database is asked. */
export function looksLikeToken(token: string): boolean {
  return TOKEN.test(token);
}
