import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp } from '../../../test/test-users';

describe('POST /api/support (outbox)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SUPPORT_EMAIL: 'help@clausecraft.test' } });
  });
  afterAll(() => server.close());

  it('stores the request and e-mails it to the support address', async () => {
    const user = await signUp(server);
    const res = await server.request('/api/support', {
      token: user.token,
      body: { name: ' Ada ', email: 'ada@example.com', message: 'My download did not start.' },
    });
    expect(res.status).toBe(201);
    const row = await server.db('support_requests').first();
    expect(row).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'My download did not start.',
      user_id: user.user.id,
    });
    expect(row.emailed_at).not.toBeNull();
    const mail = (await server.outbox()).at(-1) ?? '';
    expect(mail).toContain('To: help@clausecraft.test');
    expect(mail).toContain('Reply-To: ada@example.com');
    expect(mail).toContain('My download did not start.');
  });

  it('accepts requests from visitors who are not signed in', async () => {
    const res = await server.request('/api/support', {
      body: { name: 'Bo', email: 'bo@example.com', message: 'How do credits work?' },
    });
    expect(res.status).toBe(201);
  });

  it.each([
    [
      { name: 'A', email: 'a@example.com', message: 'Long enough message' },
      'Name must be at least 2 characters',
    ],
    [{ name: 'Ada', email: 'nope', message: 'Long enough message' }, 'Please enter a valid email address'],
    [{ name: 'Ada', email: 'a@example.com', message: 'short' }, 'Message must be at least 10 characters'],
    [
      { name: 'Ada', email: 'a@example.com', message: '         x' },
      'Message must be at least 10 characters',
    ],
    [{ email: 'a@example.com', message: 'Long enough message' }, 'Name must be at least 2 characters'],
    [
      { name: ['Ada'], email: 'a@example.com', message: 'Long enough message' },
      'Name must be at least 2 characters',
    ],
  ])('refuses %j with the spec message and stores nothing', async (body, message) => {
    const before = (await server.db('support_requests').count<{ count: string }[]>({ count: '*' }))[0]?.count;
    const res = await server.request('/api/support', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: 'invalid-argument' });
    expect((await server.db('support_requests').count<{ count: string }[]>({ count: '*' }))[0]?.count).toBe(
      before,
    );
  });
});

describe('POST /api/support (SMTP)', () => {
  let server: TestServer;
  let smtp: SMTPServer;
  const received: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.server.address();
    const port = address && typeof address === 'object' ? address.port : 0;
    server = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SUPPORT_EMAIL: 'team@clausecraft.test' },
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers through a real SMTP server when SMTP_URL is set', async () => {
    const res = await server.request('/api/support', {
      body: { name: 'Cy', email: 'cy@example.com', message: 'Testing SMTP delivery.' },
    });
    expect(res.status).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: team@clausecraft.test');
    expect(received[0]).toContain('Testing SMTP delivery.');
    expect(await server.outbox()).toEqual([]);
  });
});
