import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { GOOD_PASSWORD, signUp, uniqueEmail } from '../../../test/test-users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the current password of an e-mail change', () => {
  it('locks after the same number of wrong tries as change-password, and the lock covers both', async () => {
    const user = await signUp(server);
    const change = (currentPassword: string) =>
      server.request('/api/profile', {
        method: 'PATCH',
        token: user.token,
        body: { firstName: 'A', lastName: 'B', email: uniqueEmail('moved'), currentPassword },
      });
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) answers.push((await change(`Wrong!Guess${i}`)).status);
    // Five wrong tries are checked (400); after that the account is locked (429), the right password too.
    expect(answers).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const right = await change(GOOD_PASSWORD);
    expect(right.status).toBe(429);
    const password = await server.request('/api/auth/change-password', {
      token: user.token,
      body: { currentPassword: GOOD_PASSWORD, newPassword: 'An0ther!Passw0rd' },
    });
    expect(password.status).toBe(429);
    expect(await server.outbox()).not.toContainEqual(expect.stringContaining('moved'));
  });
});
