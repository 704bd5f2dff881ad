import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessionSchema, PASSWORD_RULES } from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { GOOD_PASSWORD, refreshCookie, signUp, uniqueEmail } from '../../../test/test-users';
import { confirmationPathFrom, lastMailTo } from '../../../test/super-admin';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SUPER_ADMIN_EMAIL: 'boss@example.com' } });
});
afterAll(() => server.close());

const count = async (table: string) =>
  Number((await server.db(table).count<{ count: string }[]>({ count: '*' }))[0]?.count);

describe('POST /api/auth/signup', () => {
  it('creates the account, answers a session and a refresh cookie, and grants the free trial once', async () => {
    const email = uniqueEmail();
    const res = await server.request('/api/auth/signup', {
      body: { email: `  ${email.toUpperCase()} `, password: GOOD_PASSWORD },
    });
    expect(res.status).toBe(201);
    const session = authSessionSchema.parse(res.body);
    expect(session.user.email).toBe(email.toUpperCase());
    expect(session.user.role).toBe('user');
    expect(session.expiresIn).toBe(900);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cc_refresh='));
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=strict/i);
    // The hint beside it is readable by the page, holds no secret and lives as long as the refresh cookie.
    const hint = res.headers.getSetCookie().find((c) => c.startsWith('cc_session='));
    expect(hint).toMatch(/^cc_session=1; path=\/; expires=/);
    expect(hint).toMatch(/samesite=lax/i);
    expect(hint).not.toMatch(/httponly/i);
    const expires = (c: string | undefined) => /expires=([^;]+)/.exec(c ?? '')?.[1];
    expect(expires(hint)).toBe(expires(cookie));
    const credits = await server.request('/api/credits', { token: session.idToken });
    expect(credits.body).toEqual({ credits: 3 });
    const ledger = await server.db('credit_ledger').where({ user_id: session.user.id });
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount: 3, type: 'bonus', balance_after: 3 });
  });

  it('refuses an address that is taken, in any letter case, and changes nothing', async () => {
    const { email } = await signUp(server);
    const before = await count('users');
    const res = await server.request('/api/auth/signup', {
      body: { email: email.toUpperCase(), password: GOOD_PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'email-already-in-use', message: 'Email address is already in use' });
    expect(await count('users')).toBe(before);
  });

  it.each(PASSWORD_RULES.map((rule) => [rule.message, rule.id] as const))(
    'enforces the policy: %s',
    async (message, id) => {
      const weak: Record<string, string> = {
        length: 'Ab1!',
        upper: 'abcdef1!',
        lower: 'ABCDEF1!',
        number: 'Abcdefg!',
        special: 'Abcdefg1',
      };
      const before = await count('users');
      const res = await server.request('/api/auth/signup', {
        body: { email: uniqueEmail(), password: weak[id] },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'password-does-not-meet-requirements', message });
      expect(await count('users')).toBe(before);
    },
  );

  it('gives the super-admin address its role only after the e-mailed link proved the address', async () => {
    const admin = await signUp(server, 'Boss@Example.com');
    expect(admin.user.role).toBe('user');
    const before = await server.request('/api/admin/status', { token: admin.token });
    expect(before.body).toMatchObject({ isSuperAdmin: false, role: 'user' });
    // Signing in again does not grant it either (the old behaviour did, at sign-up and sign-in).
    const again = await server.request('/api/auth/login', {
      body: { email: 'boss@example.com', password: GOOD_PASSWORD },
    });
    expect(authSessionSchema.parse(again.body).user.role).toBe('user');

    const link = confirmationPathFrom(await lastMailTo(server, 'Boss@Example.com'));
    const page = await server.request(link);
    expect(page.status).toBe(200);
    expect(page.text).toContain('This account is now the administrator');
    const status = await server.request('/api/admin/status', { token: admin.token });
    expect(status.body).toMatchObject({
      isSuperAdmin: true,
      role: 'super_admin',
      isActive: true,
      userId: admin.user.id,
    });
    // A link works once.
    expect((await server.request(link)).status).toBe(400);
  });

  it('does not publish the super-admin address in /api/config', async () => {
    const config = await server.request('/api/config');
    expect(config.status).toBe(200);
    expect(config.text).not.toContain('boss@example.com');
    expect(config.body).not.toHaveProperty('superAdminEmail');
  });

  it.each([
    ['invalid JSON', { rawBody: '{"email": ' }, 400, 'invalid-json'],
    ['an array body', { rawBody: '[]' }, 400, 'invalid-json'],
    ['no body', {}, 400, 'invalid-argument'],
    ['a missing password', { body: { email: 'x@example.com' } }, 400, 'invalid-argument'],
    ['a wrong type', { body: { email: 42, password: GOOD_PASSWORD } }, 400, 'invalid-argument'],
    [
      'an invalid e-mail',
      { body: { email: 'not-an-email', password: GOOD_PASSWORD } },
      400,
      'invalid-argument',
    ],
    [
      'a text body',
      { rawBody: 'email=x', headers: { 'content-type': 'text/plain' } },
      415,
      'unsupported-media-type',
    ],
    [
      'an oversized body',
      { rawBody: JSON.stringify({ email: 'x@example.com', password: 'x'.repeat(2 * 1024 * 1024) }) },
      413,
      'payload-too-large',
    ],
  ])('answers %s with a clear 4xx and changes nothing', async (_name, options, status, code) => {
    const before = await count('users');
    const res = await server.request('/api/auth/signup', { method: 'POST', ...options });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code });
    expect(
      typeof (res.body && typeof res.body === 'object' && 'message' in res.body
        ? res.body.message
        : undefined),
    ).toBe('string');
    expect(await count('users')).toBe(before);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password', async () => {
    const { email } = await signUp(server);
    const res = await server.request('/api/auth/login', { body: { email, password: GOOD_PASSWORD } });
    expect(res.status).toBe(200);
    expect(authSessionSchema.parse(res.body).user.email).toBe(email);
  });

  it('tells an unknown account from a wrong password with the spec messages', async () => {
    const { email } = await signUp(server);
    expect(
      (await server.request('/api/auth/login', { body: { email: uniqueEmail(), password: GOOD_PASSWORD } }))
        .body,
    ).toEqual({
      code: 'user-not-found',
      message: 'No account found with this email',
    });
    expect(
      (await server.request('/api/auth/login', { body: { email, password: 'Wrong!Passw0rd' } })).body,
    ).toEqual({
      code: 'wrong-password',
      message: 'Incorrect password',
    });
  });

  it('throttles repeated failures for an account, even with the right password afterwards', async () => {
    const { email } = await signUp(server);
    for (let i = 0; i < 5; i++)
      await server.request('/api/auth/login', { body: { email, password: 'Wrong!Passw0rd' } });
    const res = await server.request('/api/auth/login', { body: { email, password: GOOD_PASSWORD } });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      code: 'too-many-requests',
      message:
        "Too many failed sign-in attempts. Please wait a few minutes before trying again, or reset your password if you've forgotten it.",
    });
  });

  it('counts concurrent wrong passwords atomically: of 25 at once only 5 are evaluated', async () => {
    const { email } = await signUp(server);
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        server.request('/api/auth/login', { body: { email, password: 'Wrong!Passw0rd' } }),
      ),
    );
    const codes = results.map((r) =>
      r.status === 429 ? 'throttled' : String(Reflect.get(Object(r.body), 'code')),
    );
    expect(codes.filter((c) => c === 'wrong-password')).toHaveLength(5);
    expect(codes.filter((c) => c === 'throttled')).toHaveLength(20);
  });

  it('refuses a suspended account, and its existing tokens stop working at once', async () => {
    const user = await signUp(server);
    expect((await server.request('/api/credits', { token: user.token })).status).toBe(200);
    await server.db('users').where({ id: user.user.id }).update({ is_active: false });
    const api = await server.request('/api/credits', { token: user.token });
    expect(api.status).toBe(403);
    expect(api.body).toMatchObject({ code: 'user-disabled' });
    const login = await server.request('/api/auth/login', {
      body: { email: user.email, password: GOOD_PASSWORD },
    });
    expect(login.body).toMatchObject({ code: 'user-disabled' });
    const refresh = await server.request('/api/auth/refresh', { method: 'POST', cookie: user.cookie });
    expect(refresh.body).toMatchObject({ code: 'user-disabled' });
  });
});

describe('ID tokens', () => {
  it('refuses a forged, a malformed and an expired token', async () => {
    const user = await signUp(server);
    const [h, p] = user.token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(86)}`;
    expect((await server.request('/api/credits', { token: forged })).body).toMatchObject({
      code: 'invalid-credential',
    });
    expect((await server.request('/api/credits', { headers: { authorization: 'Basic abc' } })).status).toBe(
      401,
    );
    expect((await server.request('/api/credits', { token: 'nonsense' })).status).toBe(401);
    const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(900);
  });

  it('still answers public calls when a stale token is sent', async () => {
    const res = await server.request('/api/maintenance-status', { token: 'stale' });
    expect(res.status).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate on use; a reused token revokes its whole family', async () => {
    const user = await signUp(server);
    const first = await server.request('/api/auth/refresh', { method: 'POST', cookie: user.cookie });
    expect(first.status).toBe(200);
    const second = refreshCookie(first.headers);
    expect(second).not.toBe(user.cookie);
    const third = await server.request('/api/auth/refresh', { method: 'POST', cookie: second });
    expect(third.status).toBe(200);
    const latest = refreshCookie(third.headers);
    // The first cookie was rotated away: using it again is theft; the newest one dies with it.
    const reuse = await server.request('/api/auth/refresh', { method: 'POST', cookie: user.cookie });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ code: 'user-token-expired' });
    expect((await server.request('/api/auth/refresh', { method: 'POST', cookie: latest })).status).toBe(401);
  });

  it('a refresh whose answer was lost can be repeated with the old cookie, once, within a minute', async () => {
    const user = await signUp(server);
    // The browser never stored this answer's cookie (the page navigated away mid-request).
    const lost = await server.request('/api/auth/refresh', { method: 'POST', cookie: user.cookie });
    expect(lost.status).toBe(200);
    const retried = await server.request('/api/auth/refresh', { method: 'POST', cookie: user.cookie });
    expect(retried.status).toBe(200);
    const kept = refreshCookie(retried.headers);
    expect(kept).not.toBe(refreshCookie(lost.headers));
    const next = await server.request('/api/auth/refresh', { method: 'POST', cookie: kept });
    expect(next.status).toBe(200);
    // Its replacement has now been used: the old cookie again is theft, and ends the sign-in.
    const reuse = await server.request('/api/auth/refresh', { method: 'POST', cookie: user.cookie });
    expect(reuse.status).toBe(401);
    const latest = refreshCookie(next.headers);
    expect((await server.request('/api/auth/refresh', { method: 'POST', cookie: latest })).status).toBe(401);
  });

  it('after the grace minute a rotated cookie ends the sign-in even if its replacement was never used', async () => {
    const user = await signUp(server);
    const lost = await server.request('/api/auth/refresh', { method: 'POST', cookie: user.cookie });
    expect(lost.status).toBe(200);
    await server
      .db('refresh_tokens')
      .where({ user_id: user.user.id })
      .update({
        rotated_at: server.db.raw("rotated_at - interval '2 minutes'"),
        created_at: server.db.raw("created_at - interval '2 minutes'"),
      });
    const late = await server.request('/api/auth/refresh', { method: 'POST', cookie: user.cookie });
    expect(late.status).toBe(401);
    const unused = refreshCookie(lost.headers);
    expect((await server.request('/api/auth/refresh', { method: 'POST', cookie: unused })).status).toBe(401);
  });

  it('keeps the original sign-in time across refreshes', async () => {
    const user = await signUp(server);
    const res = await server.request('/api/auth/refresh', { method: 'POST', cookie: user.cookie });
    const claims = (t: string) => JSON.parse(Buffer.from(t.split('.')[1] ?? '', 'base64url').toString());
    expect(claims(authSessionSchema.parse(res.body).idToken).auth_time).toBe(claims(user.token).auth_time);
  });

  it('answers 401 without a cookie', async () => {
    const res = await server.request('/api/auth/refresh', { method: 'POST' });
    expect(res.status).toBe(401);
  });

  it('sets the session hint with every rotation and clears it with a refused refresh', async () => {
    const user = await signUp(server);
    const ok = await server.request('/api/auth/refresh', { method: 'POST', cookie: user.cookie });
    expect(ok.headers.getSetCookie().some((c) => c.startsWith('cc_session=1;'))).toBe(true);
    await server.request('/api/logout', { cookie: refreshCookie(ok.headers) });
    const refused = await server.request('/api/auth/refresh', {
      method: 'POST',
      cookie: refreshCookie(ok.headers),
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.getSetCookie().join(';')).toMatch(/cc_session=;.*expires=Thu, 01 Jan 1970/);
  });

  it('GET /api/logout revokes the session, clears the cookie and redirects home', async () => {
    const user = await signUp(server);
    const res = await server.request('/api/logout', { cookie: user.cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.getSetCookie().join(';')).toMatch(/cc_refresh=;/);
    expect(res.headers.getSetCookie().join(';')).toMatch(/cc_session=;/);
    expect((await server.request('/api/auth/refresh', { method: 'POST', cookie: user.cookie })).status).toBe(
      401,
    );
  });
});

describe('password reset', () => {
  const linkFrom = (mail: string) => {
    // Quoted-printable: join soft line breaks, then decode '=3D'.
    const match = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(
      mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    );
    if (!match?.[1]) throw new Error('no link in mail');
    return decodeURIComponent(match[1]);
  };

  it('e-mails a link whose token sets a new password once, and ends old sessions', async () => {
    const user = await signUp(server);
    const sent = (await server.outbox()).length;
    const res = await server.request('/api/auth/password-reset', { body: { email: user.email } });
    expect(res.status).toBe(200);
    const mails = await server.outbox();
    expect(mails).toHaveLength(sent + 1);
    const mail = mails.at(-1) ?? '';
    expect(mail).toContain(`To: ${user.email}`);
    expect(mail).toContain('http://localhost:8080/reset-password?token=');
    const token = linkFrom(mail);

    const weak = await server.request('/api/auth/password-reset/confirm', {
      body: { token, password: 'weak' },
    });
    expect(weak.body).toMatchObject({ code: 'password-does-not-meet-requirements' });

    const newPassword = 'N3w!Password';
    expect(
      (await server.request('/api/auth/password-reset/confirm', { body: { token, password: newPassword } }))
        .status,
    ).toBe(200);
    expect(
      (await server.request('/api/auth/login', { body: { email: user.email, password: GOOD_PASSWORD } }))
        .status,
    ).toBe(400);
    expect(
      (await server.request('/api/auth/login', { body: { email: user.email, password: newPassword } }))
        .status,
    ).toBe(200);
    expect((await server.request('/api/auth/refresh', { method: 'POST', cookie: user.cookie })).status).toBe(
      401,
    );

    const again = await server.request('/api/auth/password-reset/confirm', {
      body: { token, password: 'An0ther!Pass' },
    });
    expect(again.body).toMatchObject({ code: 'invalid-action-code' });
  });

  it('refuses an expired link', async () => {
    const user = await signUp(server);
    await server.request('/api/auth/password-reset', { body: { email: user.email } });
    const token = linkFrom((await server.outbox()).at(-1) ?? '');
    await server
      .db('action_codes')
      .where({ user_id: user.user.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const res = await server.request('/api/auth/password-reset/confirm', {
      body: { token, password: 'N3w!Password' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'expired-action-code' });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const sent = (await server.outbox()).length;
    const res = await server.request('/api/auth/password-reset', { body: { email: uniqueEmail() } });
    expect(res.status).toBe(200);
    expect(await server.outbox()).toHaveLength(sent);
  });

  it('refuses an unknown token and bad input', async () => {
    expect(
      (
        await server.request('/api/auth/password-reset/confirm', {
          body: { token: 'nope', password: 'N3w!Password' },
        })
      ).body,
    ).toMatchObject({ code: 'invalid-action-code' });
    expect((await server.request('/api/auth/password-reset/confirm', { body: { token: 5 } })).status).toBe(
      400,
    );
    expect((await server.request('/api/auth/password-reset', { body: { email: 'bad' } })).status).toBe(400);
  });
});
