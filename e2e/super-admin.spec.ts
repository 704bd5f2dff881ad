import { expect, test } from './fixtures';
import { z } from 'zod';
import { ensureVerifiedSuperAdmin } from './helpers';

test('the super admin helper yields a verified super admin (the role waits for the e-mailed link)', async ({
  request,
}) => {
  const { email, password } = await ensureVerifiedSuperAdmin(request);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { idToken } = z.object({ idToken: z.string() }).parse(await login.json());
  const status = await request.get('/api/admin/status', { headers: { authorization: `Bearer ${idToken}` } });
  expect(await status.json()).toMatchObject({ isSuperAdmin: true, role: 'super_admin' });
  // A second call (an earlier test made the account) answers the same account.
  expect(await ensureVerifiedSuperAdmin(request)).toEqual({ email, password });
});
