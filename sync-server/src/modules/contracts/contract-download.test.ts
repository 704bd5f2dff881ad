import { randomUUID } from 'node:crypto';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractSchema } from '@shared-schema';
import { generateContract } from '@contract-engine';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';
import { pullAll, push } from '../../../test/sync-client';

let server: TestServer;
let bob: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  bob = await signUp(server);
});
afterAll(() => server.close());

const FACTS = { 'CLIENT NAME': 'Acme LLC', 'SERVICE PROVIDER NAME': 'Jane Doe', 'PAYMENT AMOUNT': '$2,500' };

async function createGenerated(user: SignedInUser, name = 'Website build for Acme', status = 'in-progress') {
  const { content, placeholders } = generateContract('service-agreement', FACTS, { today: '2026-03-01' });
  const res = await server.request('/api/contracts', {
    token: user.token,
    body: { name, status, type: 'service-agreement', content, placeholders, aiConfidence: 80 },
  });
  expect(res.status, res.text).toBe(201);
  return contractSchema.parse(res.body);
}

async function download(user: SignedInUser, id: string) {
  const res = await fetch(`${server.url}/api/contracts/${id}/download`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function cost(user: SignedInUser, id: string): Promise<unknown> {
  const res = await server.request(`/api/contracts/${id}/download-cost`, { token: user.token });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

async function balance(user: SignedInUser): Promise<number> {
  return z
    .object({ credits: z.number() })
    .parse((await server.request('/api/credits', { token: user.token })).body).credits;
}

async function ledgerRows(id: string) {
  return server.db('credit_ledger').whereLike('idempotency_key', `contract-download:${id}:%`);
}

async function downloadedAt(id: string): Promise<Date | null> {
  return z
    .object({ downloaded_at: z.date().nullable() })
    .parse(await server.db('contracts').where({ id }).first('downloaded_at')).downloaded_at;
}

describe('POST /api/contracts/:id/download', () => {
  it('Download Again stays free through edits that keep type and parties; a new party or type costs again', async () => {
    const user = await signUp(server);
    const contract = await createGenerated(user);
    expect(await cost(user, contract.id)).toEqual({ credits: 2, reason: 'first' });
    expect((await download(user, contract.id)).status).toBe(200);
    expect(await balance(user)).toBe(1);
    expect(await cost(user, contract.id)).toEqual({ credits: 0, reason: 'paid' });

    // A device renames it, adds a clause and changes the price: the same contract, still paid for.
    const [doc] = (await pullAll(server, user.token, 'contracts')).documents.filter(
      (d) => d.id === contract.id,
    );
    const clock = Date.now() + 1;
    const placeholders = { ...Object(doc?.placeholders), 'PAYMENT AMOUNT': '$3,000' };
    const edited = {
      ...doc,
      name: 'Renamed',
      content: `${String(doc?.content)}\n\nAn extra clause.`,
      placeholders,
      fieldUpdatedAt: { ...Object(doc?.fieldUpdatedAt), name: clock, content: clock, placeholders: clock },
    };
    await push(server, user.token, 'contracts', [edited]);
    expect(await downloadedAt(contract.id)).not.toBeNull();
    expect(await cost(user, contract.id)).toEqual({ credits: 0, reason: 'paid' });
    expect((await download(user, contract.id)).status).toBe(200);
    expect(await balance(user)).toBe(1);

    // Another client: another contract. The app is told the price and why before anything is charged.
    const otherClient = {
      ...edited,
      placeholders: { ...placeholders, 'CLIENT NAME': 'Globex Corporation' },
      fieldUpdatedAt: { ...edited.fieldUpdatedAt, placeholders: clock + 1 },
    };
    await push(server, user.token, 'contracts', [otherClient]);
    expect(await downloadedAt(contract.id)).toBeNull();
    expect(await cost(user, contract.id)).toEqual({ credits: 2, reason: 'changed' });
    expect((await download(user, contract.id)).status).toBe(402);
    expect(await balance(user)).toBe(1);
    const email = await server.request(`/api/contracts/${contract.id}/send-email`, {
      token: user.token,
      body: { email: 'someone@example.com' },
    });
    expect(email.body).toMatchObject({ code: 'download-required' });

    // Back to the client paid for: the ledger already holds that contract, so it is free again, charged never.
    const back = {
      ...otherClient,
      placeholders,
      fieldUpdatedAt: { ...otherClient.fieldUpdatedAt, placeholders: clock + 2 },
    };
    await push(server, user.token, 'contracts', [back]);
    expect(await cost(user, contract.id)).toEqual({ credits: 0, reason: 'paid' });
    expect((await download(user, contract.id)).status).toBe(200);
    expect(await balance(user)).toBe(1);
    expect(await ledgerRows(contract.id)).toHaveLength(1);
  });

  it('a change of type costs again, and 10 concurrent downloads after it charge once', async () => {
    const user = await signUp(server);
    await server.services.credits.grant(user.user.id, 10, 'purchase', 'test', 'grant-10');
    const contract = await createGenerated(user);
    expect((await download(user, contract.id)).status).toBe(200);
    const [doc] = (await pullAll(server, user.token, 'contracts')).documents.filter(
      (d) => d.id === contract.id,
    );
    const retyped = {
      ...doc,
      type: 'consulting',
      fieldUpdatedAt: { ...Object(doc?.fieldUpdatedAt), type: Date.now() + 1 },
    };
    await push(server, user.token, 'contracts', [retyped]);
    expect(await cost(user, contract.id)).toEqual({ credits: 2, reason: 'changed' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => download(user, contract.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await ledgerRows(contract.id)).toHaveLength(2);
    expect(await balance(user)).toBe(3 + 10 - 4);
    expect(await cost(user, contract.id)).toEqual({ credits: 0, reason: 'paid' });
  });

  it('answers the cost only to the owner: 404 for another user and unknown ids, 401 without a token', async () => {
    const contract = await createGenerated(bob);
    const eve = await signUp(server);
    expect(
      (await server.request(`/api/contracts/${contract.id}/download-cost`, { token: eve.token })).status,
    ).toBe(404);
    expect(
      (await server.request(`/api/contracts/${randomUUID()}/download-cost`, { token: bob.token })).status,
    ).toBe(404);
    expect((await server.request(`/api/contracts/${contract.id}/download-cost`)).status).toBe(401);
  });

  it('answers a Word file with the contract text and number, charges 2 credits once, and Download Again is free', async () => {
    const user = await signUp(server);
    const contract = await createGenerated(user);
    const first = await download(user, contract.id);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(first.headers.get('content-disposition')).toBe(
      'attachment; filename="Website build for Acme.docx"',
    );
    expect(first.bytes.subarray(0, 2).toString()).toBe('PK');
    const { value: text } = await mammoth.extractRawText({ buffer: first.bytes });
    expect(text).toContain('SERVICE AGREEMENT');
    expect(text).toContain(contract.contractNumber);
    expect(text).toContain('Acme LLC');
    expect(text).toContain('1. SERVICES');
    expect(text).toContain('[INSERT CLIENT TYPE]');
    expect(await balance(user)).toBe(1);
    const rows = await ledgerRows(contract.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: -2, type: 'spend', contract_id: contract.id });
    expect(await downloadedAt(contract.id)).toBeInstanceOf(Date);

    const again = await download(user, contract.id);
    expect(again.status).toBe(200);
    expect(again.bytes.subarray(0, 2).toString()).toBe('PK');
    expect(await balance(user)).toBe(1);
    expect(await ledgerRows(contract.id)).toHaveLength(1);

    const { documents } = await pullAll(server, user.token, 'contracts');
    expect(documents.find((d) => d.id === contract.id)).toMatchObject({ downloadedAt: expect.any(String) });
    const got = contractSchema.parse(
      (await server.request(`/api/contracts/${contract.id}`, { token: user.token })).body,
    );
    expect(got.downloadedAt).toEqual(expect.any(String));
  });

  it('answers 402 with the spec body when credits are short, and charges nothing', async () => {
    const user = await signUp(server);
    await server.services.credits.spend(user.user.id, 2, 'test', 'test-spend');
    const contract = await createGenerated(user);
    const res = await server.request(`/api/contracts/${contract.id}/download`, {
      token: user.token,
      method: 'POST',
    });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      message: 'Insufficient credits. You have 1 credit, but need 2 credits.',
      code: 'insufficient-credits',
      currentCredits: 1,
      requiredCredits: 2,
    });
    expect(await balance(user)).toBe(1);
    expect(await ledgerRows(contract.id)).toHaveLength(0);
    expect(await downloadedAt(contract.id)).toBeNull();
  });

  it('charges 10 concurrent first downloads once, and every answer is the file', async () => {
    const user = await signUp(server);
    await server.services.credits.grant(user.user.id, 10, 'purchase', 'test', 'grant-10');
    const contract = await createGenerated(user);
    const answers = await Promise.all(Array.from({ length: 10 }, () => download(user, contract.id)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    for (const answer of answers) {
      const { value } = await mammoth.extractRawText({ buffer: answer.bytes });
      expect(value).toContain(contract.contractNumber);
    }
    expect(await balance(user)).toBe(11);
    expect(await ledgerRows(contract.id)).toHaveLength(1);
    expect(await downloadedAt(contract.id)).toBeInstanceOf(Date);
  });

  it('downloads completed and finalized contracts; a draft or a contract without content is a 409', async () => {
    const user = await signUp(server);
    await server.services.credits.grant(user.user.id, 10, 'purchase', 'test', 'grant-10');
    const completed = await createGenerated(user, 'Completed', 'completed');
    expect((await download(user, completed.id)).status).toBe(200);
    const finalized = await createGenerated(user, 'Finalized');
    expect(
      (await server.request(`/api/contracts/${finalized.id}/finalize`, { token: user.token, method: 'POST' }))
        .status,
    ).toBe(200);
    expect((await download(user, finalized.id)).status).toBe(200);
    const draft = contractSchema.parse(
      (await server.request('/api/contracts', { token: user.token, body: { name: 'Draft' } })).body,
    );
    const res = await server.request(`/api/contracts/${draft.id}/download`, {
      token: user.token,
      method: 'POST',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'not-generated' });
    const empty = contractSchema.parse(
      (
        await server.request('/api/contracts', {
          token: user.token,
          body: { name: 'Empty', status: 'in-progress', content: '' },
        })
      ).body,
    );
    expect((await download(user, empty.id)).status).toBe(409);
    expect(await balance(user)).toBe(13 - 4);
  });

  it('falls back to contract-{id}.docx when the name gives no file name', async () => {
    const user = await signUp(server);
    const contract = await createGenerated(user, '???');
    const res = await download(user, contract.id);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="contract-${contract.id}.docx"`,
    );
  });

  it('answers 404 for another user’s and unknown ids, 401 without a token, and charges nobody', async () => {
    const user = await signUp(server);
    const contract = await createGenerated(user);
    expect((await download(bob, contract.id)).status).toBe(404);
    expect((await download(user, randomUUID())).status).toBe(404);
    expect((await download(user, 'abc')).status).toBe(404);
    expect((await server.request(`/api/contracts/${contract.id}/download`, { method: 'POST' })).status).toBe(
      401,
    );
    expect(await balance(user)).toBe(3);
    expect(await balance(bob)).toBe(3);
    expect(await downloadedAt(contract.id)).toBeNull();
  });
});

describe('POST /api/contracts/:id/send-email', () => {
  it('needs a download first, then mails the same file', async () => {
    const user = await signUp(server);
    const contract = await createGenerated(user);
    const url = `/api/contracts/${contract.id}/send-email`;
    const early = await server.request(url, { token: user.token, body: { email: 'client@example.com' } });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'download-required' });
    expect(await server.outbox()).toHaveLength(0);

    expect((await download(user, contract.id)).status).toBe(200);
    const res = await server.request(url, { token: user.token, body: { email: ' client@example.com ' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    const mails = await server.outbox();
    expect(mails).toHaveLength(1);
    const mail = (mails[0] ?? '').replace(/=\n/g, '').replace(/=3D/g, '=');
    expect(mail).toContain('To: client@example.com');
    expect(mail).toContain('Subject: Your contract: Website build for Acme');
    expect(mail).toContain('filename="Website build for Acme.docx"');
    expect(mail).toContain(contract.contractNumber);
    expect(await balance(user)).toBe(1);
  });

  it('refuses bad addresses, unknown and foreign ids', async () => {
    const user = await signUp(server);
    const contract = await createGenerated(user);
    const url = `/api/contracts/${contract.id}/send-email`;
    for (const body of [
      {},
      { email: '' },
      { email: 'not-an-address' },
      { email: 42 },
      { email: `${'a'.repeat(250)}@example.com` },
    ]) {
      const res = await server.request(url, { token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await server.request(url, { token: user.token, rawBody: '{' })).status).toBe(400);
    expect((await server.request(url, { token: bob.token, body: { email: 'x@example.com' } })).status).toBe(
      404,
    );
    expect(
      (
        await server.request(`/api/contracts/${randomUUID()}/send-email`, {
          token: user.token,
          body: { email: 'x@example.com' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('send-email when the mail server is down', () => {
  it("answers 502 'Unable to send email.'", async () => {
    const broken = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const user = await signUp(broken);
      const { content, placeholders } = generateContract('service-agreement', FACTS);
      const created = await broken.request('/api/contracts', {
        token: user.token,
        body: { name: 'Mail test', status: 'in-progress', content, placeholders },
      });
      const contract = contractSchema.parse(created.body);
      expect(
        (
          await broken.request(`/api/contracts/${contract.id}/download`, {
            token: user.token,
            method: 'POST',
          })
        ).status,
      ).toBe(200);
      const res = await broken.request(`/api/contracts/${contract.id}/send-email`, {
        token: user.token,
        body: { email: 'client@example.com' },
      });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({
        message: 'Unable to send email. Please try again later.',
        code: 'email-failed',
      });
    } finally {
      await broken.close();
    }
  });
});
