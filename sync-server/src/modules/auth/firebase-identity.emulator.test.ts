import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminStatusSchema, apiErrorBodySchema, profileSchema, transactionsPageSchema } from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, uniqueEmail } from '../../../test/test-users';

/*
 * The Firebase identity end to end against the real Firebase Auth emulator (offline, demo- project, no
 * credentials). Run with scripts/test-firebase-emulator.sh, which starts the emulator and sets
 * FIREBASE_AUTH_EMULATOR_HOST for this process, the server under test and firebase-admin alike.
 *
 * Emulator caveat: firebase-admin skips signature checks for emulator tokens (they are unsigned, alg
 * "none") and instead always looks the user up (disabled / deleted / revoked). So a payload edited to name
 * another *existing* user is accepted here; in production the RS256 signature refuses it. The tampering
 * cases below are the ones refused in both worlds.
 */

const PROJECT_ID = 'demo-clausecraft';
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!emulatorHost)
  throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run scripts/test-firebase-emulator.sh');
const IDENTITY_TOOLKIT = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`;
const PASSWORD = 'emulator-pass-1';

const sessionSchema = z.object({ localId: z.string(), idToken: z.string() });
const emulatorErrorSchema = z.object({ error: z.object({ code: z.number(), message: z.string() }) });
const lookupSchema = z.object({
  users: z.array(z.object({ localId: z.string(), email: z.string(), emailVerified: z.boolean() })),
});
const claimsSchema = z.record(z.string(), z.unknown());
const countSchema = z.object({ count: z.coerce.number() });

type FirebaseSession = { uid: string; idToken: string; email: string };

/** One call to the emulator's client REST API (what the Firebase JS SDK calls in the PWA). */
async function identityToolkit(
  method: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${IDENTITY_TOOLKIT}/accounts:${method}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function firebaseSignUp(email: string, displayName?: string): Promise<FirebaseSession> {
  const res = await identityToolkit('signUp', {
    email,
    password: PASSWORD,
    returnSecureToken: true,
    ...(displayName ? { displayName } : {}),
  });
  if (res.status !== 200)
    throw new Error(`emulator signUp failed: ${res.status} ${JSON.stringify(res.body)}`);
  const session = sessionSchema.parse(res.body);
  return { uid: session.localId, idToken: session.idToken, email };
}

async function firebaseSignIn(email: string): Promise<FirebaseSession> {
  const res = await identityToolkit('signInWithPassword', {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  if (res.status !== 200)
    throw new Error(`emulator signInWithPassword failed: ${res.status} ${JSON.stringify(res.body)}`);
  const session = sessionSchema.parse(res.body);
  return { uid: session.localId, idToken: session.idToken, email };
}

function decodeClaims(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  return claimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
}

/** Re-encodes a token with edited header/payload claims (and an optional signature part). */
function forge(
  idToken: string,
  edit: { header?: Record<string, unknown>; claims?: Record<string, unknown>; signature?: string },
): string {
  const [header = '', payload = ''] = idToken.split('.');
  const decode = (part: string) =>
    claimsSchema.parse(JSON.parse(Buffer.from(part, 'base64url').toString('utf8')));
  const encode = (value: Record<string, unknown>) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ ...decode(header), ...edit.header })}.${encode({ ...decode(payload), ...edit.claims })}.${edit.signature ?? ''}`;
}

function errorCode(body: unknown): string {
  return apiErrorBodySchema.parse(body).code;
}

let server: TestServer;
let adminApp: App;
let adminAuth: Auth;
const superAdminEmail = uniqueEmail('boss');

/** A Firebase user whose e-mail the emulator has verified, with a fresh token that says so. */
async function verifiedFirebaseUser(email: string): Promise<FirebaseSession> {
  const created = await firebaseSignUp(email);
  await adminAuth.updateUser(created.uid, { emailVerified: true });
  return firebaseSignIn(email);
}

async function usersWithFirebaseUid(uid: string): Promise<number> {
  return countSchema.parse(
    await server.db('users').where({ firebase_uid: uid }).count({ count: '*' }).first(),
  ).count;
}

beforeAll(async () => {
  if (!emulatorHost) throw new Error('unreachable');
  server = await startTestServer({
    env: {
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      SUPER_ADMIN_EMAIL: superAdminEmail,
    },
  });
  // The test's own firebase-admin (the emulator's admin side: no credentials for a demo- project).
  adminApp = initializeApp({ projectId: PROJECT_ID }, `emulator-test-${randomBytes(4).toString('hex')}`);
  adminAuth = getAuth(adminApp);
});
afterAll(async () => {
  await server.close();
  await deleteApp(adminApp);
});

describe('Firebase identity against the Auth emulator', () => {
  it('runs the server with the Firebase identity pointed at the emulator', async () => {
    const res = await server.request('/api/config');
    expect(res.body).toMatchObject({
      identity: 'firebase',
      firebase: { projectId: PROJECT_ID, emulatorHost },
    });
  });

  it('creates the account with its 3-credit free trial exactly once, even for 5 concurrent first requests', async () => {
    const fb = await firebaseSignUp(uniqueEmail('first'), 'Ada King Lovelace');
    const first = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        server.request(i % 2 === 0 ? '/api/credits' : '/api/auth/user', { token: fb.idToken }),
      ),
    );
    expect(first.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);

    const profile = profileSchema.parse((await server.request('/api/auth/user', { token: fb.idToken })).body);
    expect(profile).toMatchObject({
      email: fb.email,
      firstName: 'Ada',
      lastName: 'King Lovelace',
      role: 'user',
    });
    first.forEach((res, i) => {
      if (i % 2 === 0) expect(res.body).toEqual({ credits: 3 });
      else expect(profileSchema.parse(res.body).id).toBe(profile.id);
    });
    expect((await server.request('/api/credits', { token: fb.idToken })).body).toEqual({ credits: 3 });
    const ledger = transactionsPageSchema.parse(
      (await server.request('/api/credit-transactions', { token: fb.idToken })).body,
    );
    expect(ledger.total).toBe(1);
    expect(await usersWithFirebaseUid(fb.uid)).toBe(1);

    // A later sign-in maps to the same account and grants nothing more.
    const again = await firebaseSignIn(fb.email);
    expect(
      profileSchema.parse((await server.request('/api/auth/user', { token: again.idToken })).body).id,
    ).toBe(profile.id);
    expect((await server.request('/api/credits', { token: again.idToken })).body).toEqual({ credits: 3 });
  });

  it('refuses tampered and foreign tokens with 401 invalid-credential', async () => {
    const fb = await firebaseSignUp(uniqueEmail('tamper'));
    expect((await server.request('/api/auth/user', { token: fb.idToken })).status).toBe(200);
    const claims = decodeClaims(fb.idToken);
    expect(claims).toMatchObject({ aud: PROJECT_ID, sub: fb.uid });

    const tampered = {
      // A signature the token never had, as if re-signed with someone's own key.
      resigned: forge(fb.idToken, {
        header: { alg: 'RS256', kid: 'attacker' },
        signature: randomBytes(256).toString('base64url'),
      }),
      // The payload edited to a user Firebase does not know.
      unknownUser: forge(fb.idToken, {
        claims: { sub: 'no-such-firebase-user', user_id: 'no-such-firebase-user' },
      }),
      // A token for another Firebase project.
      otherProject: forge(fb.idToken, {
        claims: { aud: 'demo-other-project', iss: 'https://securetoken.google.com/demo-other-project' },
      }),
      expired: forge(fb.idToken, {
        claims: { iat: Number(claims.iat) - 7200, exp: Number(claims.iat) - 3600 },
      }),
      truncated: fb.idToken.slice(0, fb.idToken.length - 12),
      garbage: 'not-a-jwt',
    };
    for (const [name, token] of Object.entries(tampered)) {
      const res = await server.request('/api/auth/user', { token });
      expect({ name, status: res.status }).toEqual({ name, status: 401 });
      expect({ name, code: errorCode(res.body) }).toEqual({
        name,
        code: name === 'expired' ? 'user-token-expired' : 'invalid-credential',
      });
    }
    expect(await usersWithFirebaseUid('no-such-firebase-user')).toBe(0);
  });

  it('a disabled Firebase user cannot sign in again and its token stops working', async () => {
    const fb = await firebaseSignUp(uniqueEmail('disabled'));
    expect((await server.request('/api/auth/user', { token: fb.idToken })).status).toBe(200);

    await adminAuth.updateUser(fb.uid, { disabled: true });
    const signIn = await identityToolkit('signInWithPassword', {
      email: fb.email,
      password: PASSWORD,
      returnSecureToken: true,
    });
    expect(signIn.status).toBe(400);
    expect(emulatorErrorSchema.parse(signIn.body).error.message).toMatch(/^USER_DISABLED/);

    // firebase-admin checks disabled users on every verification against the emulator; in production only
    // with verifyIdToken(token, true), so there a disabled user's last token lives until it expires (1 h).
    const res = await server.request('/api/auth/user', { token: fb.idToken });
    expect(res.status).toBe(401);
    expect(errorCode(res.body)).toBe('user-disabled');
  });

  it('a suspended account (users.is_active false) gets 403 user-disabled at once', async () => {
    const fb = await firebaseSignUp(uniqueEmail('suspended'));
    const profile = profileSchema.parse((await server.request('/api/auth/user', { token: fb.idToken })).body);

    await server.db('users').where({ id: profile.id }).update({ is_active: false });
    for (const path of ['/api/auth/user', '/api/credits', '/api/admin/status']) {
      const res = await server.request(path, { token: fb.idToken });
      expect({ path, status: res.status, code: errorCode(res.body) }).toEqual({
        path,
        status: 403,
        code: 'user-disabled',
      });
    }
    // A fresh Firebase sign-in does not bring the account back.
    const again = await firebaseSignIn(fb.email);
    expect((await server.request('/api/auth/user', { token: again.idToken })).status).toBe(403);

    await server.db('users').where({ id: profile.id }).update({ is_active: true });
    expect((await server.request('/api/auth/user', { token: again.idToken })).status).toBe(200);
  });

  it('grants super_admin to SUPER_ADMIN_EMAIL only once Firebase has verified the address', async () => {
    const unverified = await firebaseSignUp(superAdminEmail);
    expect(decodeClaims(unverified.idToken).email_verified).toBe(false);
    for (let i = 0; i < 2; i++) {
      const res = await server.request('/api/admin/status', { token: unverified.idToken });
      expect(res.status).toBe(200);
      expect(adminStatusSchema.parse(res.body)).toMatchObject({
        isSuperAdmin: false,
        isAdmin: false,
        role: 'user',
        email: superAdminEmail,
      });
    }
    const row = z
      .object({ role: z.string() })
      .parse(await server.db('users').where({ firebase_uid: unverified.uid }).first());
    expect(row.role).toBe('user');

    // Verifying some other address of the same Firebase user does not count for the configured one.
    const ownEmail = uniqueEmail('own');
    await adminAuth.updateUser(unverified.uid, { email: ownEmail, emailVerified: true });
    const otherAddress = await firebaseSignIn(ownEmail);
    expect(decodeClaims(otherAddress.idToken)).toMatchObject({ email: ownEmail, email_verified: true });
    expect(
      adminStatusSchema.parse(
        (await server.request('/api/admin/status', { token: otherAddress.idToken })).body,
      ),
    ).toMatchObject({ isSuperAdmin: false, role: 'user' });

    await adminAuth.updateUser(unverified.uid, { email: superAdminEmail, emailVerified: true });
    const verified = await firebaseSignIn(superAdminEmail);
    expect(decodeClaims(verified.idToken).email_verified).toBe(true);
    const status = adminStatusSchema.parse(
      (await server.request('/api/admin/status', { token: verified.idToken })).body,
    );
    expect(status).toMatchObject({
      isSuperAdmin: true,
      isAdmin: true,
      role: 'super_admin',
      email: superAdminEmail,
    });
    expect(
      profileSchema.parse((await server.request('/api/auth/user', { token: verified.idToken })).body).role,
    ).toBe('super_admin');
  });

  it('links an existing built-in account with the same e-mail only when the e-mail is verified', async () => {
    const email = uniqueEmail('linked');
    const builtin = await signUp(server, email);

    const unverified = await firebaseSignUp(email);
    const refused = await server.request('/api/auth/user', { token: unverified.idToken });
    expect(refused.status).toBe(401);
    expect(errorCode(refused.body)).toBe('email-already-in-use');
    expect(
      z
        .object({ firebase_uid: z.string().nullable() })
        .parse(await server.db('users').where({ id: builtin.user.id }).first()).firebase_uid,
    ).toBeNull();

    await adminAuth.updateUser(unverified.uid, { emailVerified: true });
    const verified = await firebaseSignIn(email);
    const linked = profileSchema.parse(
      (await server.request('/api/auth/user', { token: verified.idToken })).body,
    );
    expect(linked.id).toBe(builtin.user.id);
    expect(await usersWithFirebaseUid(verified.uid)).toBe(1);
    // The account keeps its one free trial: linking grants nothing.
    expect((await server.request('/api/credits', { token: verified.idToken })).body).toEqual({ credits: 3 });
    expect(
      transactionsPageSchema.parse(
        (await server.request('/api/credit-transactions', { token: verified.idToken })).body,
      ).total,
    ).toBe(1);
  });

  it('does not link to an account already linked to another Firebase user, even with a verified e-mail', async () => {
    const email = uniqueEmail('taken');
    const owner = await verifiedFirebaseUser(email);
    const ownerProfile = profileSchema.parse(
      (await server.request('/api/auth/user', { token: owner.idToken })).body,
    );
    // The same address comes back as a different Firebase user (the first one was deleted at Firebase only).
    await adminAuth.deleteUser(owner.uid);
    const other = await verifiedFirebaseUser(email);
    const res = await server.request('/api/auth/user', { token: other.idToken });
    expect(res.status).toBe(401);
    expect(errorCode(res.body)).toBe('email-already-in-use');
    expect(
      z
        .object({ firebase_uid: z.string() })
        .parse(await server.db('users').where({ id: ownerProfile.id }).first()).firebase_uid,
    ).toBe(owner.uid);
  });

  it('DELETE /api/profile after a recent sign-in deletes the account and the Firebase user', async () => {
    const fb = await verifiedFirebaseUser(uniqueEmail('leaving'));
    const profile = profileSchema.parse((await server.request('/api/auth/user', { token: fb.idToken })).body);
    const before = await identityToolkit('lookup', { idToken: fb.idToken });
    expect(lookupSchema.parse(before.body).users).toEqual([
      { localId: fb.uid, email: fb.email, emailVerified: true },
    ]);

    const res = await server.request('/api/profile', { method: 'DELETE', token: fb.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });

    expect(await server.db('users').where({ id: profile.id }).first()).toBeUndefined();
    const lookup = await identityToolkit('lookup', { idToken: fb.idToken });
    expect(lookup.status).toBe(400);
    expect(emulatorErrorSchema.parse(lookup.body).error.message).toMatch(/^USER_NOT_FOUND/);
    await expect(adminAuth.getUser(fb.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(
      (
        await identityToolkit('signInWithPassword', {
          email: fb.email,
          password: PASSWORD,
          returnSecureToken: true,
        })
      ).status,
    ).toBe(400);

    // The deleted user's last token is refused rather than re-creating the account with a new free trial.
    const after = await server.request('/api/credits', { token: fb.idToken });
    expect(after.status).toBe(401);
    expect(await usersWithFirebaseUid(fb.uid)).toBe(0);
  });
});
