import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TokenSigner } from './token-signer';

const keyDir = await mkdtemp(path.join(os.tmpdir(), 'clausecraft-keys-'));
afterAll(() => rm(keyDir, { recursive: true, force: true }));
const claims = {
  userId: '0190f5d2-0000-7000-8000-000000000001',
  email: 'ada@example.com',
  authTime: 1_795_000_000,
};

describe('ID token verification, remembered until the token expires', () => {
  it('answers the same claims again, and refuses a token that differs only in its signature', async () => {
    const signer = await TokenSigner.load({ keyDir, issuer: 'http://localhost:8080', ttlSeconds: 900 });
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toMatchObject({ ...claims, issuedAtMs: expect.any(Number) });
    expect(await signer.verify(token)).toMatchObject({ ...claims, issuedAtMs: expect.any(Number) });
    const [header, payload] = token.split('.');
    await expect(signer.verify(`${header}.${payload}.${'A'.repeat(86)}`)).rejects.toMatchObject({
      code: 'invalid-credential',
    });
  });

  it('refuses a remembered token once it has expired', async () => {
    const signer = await TokenSigner.load({ keyDir, issuer: 'http://localhost:8080', ttlSeconds: 1 });
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toMatchObject({ ...claims, issuedAtMs: expect.any(Number) });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await expect(signer.verify(token)).rejects.toMatchObject({ status: 401, code: 'user-token-expired' });
  });

  it('refuses a token of another issuer although it carries a valid signature', async () => {
    const other = await TokenSigner.load({ keyDir, issuer: 'https://elsewhere.example', ttlSeconds: 900 });
    const signer = await TokenSigner.load({ keyDir, issuer: 'http://localhost:8080', ttlSeconds: 900 });
    await expect(signer.verify(await other.sign(claims))).rejects.toMatchObject({
      code: 'invalid-credential',
    });
  });
});
