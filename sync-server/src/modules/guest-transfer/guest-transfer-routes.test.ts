import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { analyzeContract } from '@contract-engine';
import {
  chatMessageSchema,
  CONTRACT_EDITABLE_FIELDS,
  CONTRACT_NUMBER_PATTERN,
  contractSchema,
  reviewDataSchema,
  transferResponseSchema,
  type GuestData,
} from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';
import { pullAll } from '../../../test/sync-client';

let server: TestServer;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  [alice, bob] = await Promise.all([signUp(server), signUp(server)]);
});
afterAll(() => server.close());

const TRANSFER = '/api/auth/transfer-guest-data';
const CONTRACT_TEXT = `SERVICE AGREEMENT
This Service Agreement is made on March 1, 2026 between Acme LLC ("Client") and Jane Doe ("Provider").
1. Services. Provider shall design and build the Client's website.
2. Payment. Client shall pay $5,000 within 30 days of invoice.
3. Term. This Agreement starts on March 1, 2026 and ends on June 30, 2026.
4. Governing Law. This Agreement is governed by the laws of the State of New York.`;

let guestCounter = 0;
function guestId(): string {
  guestCounter += 1;
  return `guest-test-${Date.now()}-${guestCounter}`;
}

function contractGuestData(overrides: Partial<NonNullable<GuestData['contract']>> = {}): GuestData {
  return {
    guestId: guestId(),
    aiConfidence: 85,
    messages: [
      {
        role: 'assistant',
        content: 'Hi! What kind of contract do you need?',
        timestamp: '2026-03-01T10:00:00.000Z',
      },
      { role: 'user', content: 'A website build for Acme', timestamp: '2026-03-01T10:00:05.000Z' },
      // Same clock as the previous one and one without a time: order must still be kept.
      { role: 'assistant', content: 'Who is the client?', timestamp: '2026-03-01T10:00:05.000Z' },
      { role: 'user', content: 'Acme LLC, paying $5,000' },
      { role: 'user', content: '   ' },
    ],
    contract: {
      id: 1767261600000,
      userId: 'guest',
      contractNumber: 'CB-2026-600000',
      name: 'Acme website',
      type: 'service-agreement',
      status: 'in-progress',
      aiConfidence: 85.4,
      content: 'SERVICE AGREEMENT between [INSERT CLIENT NAME] and Jane',
      placeholders: { 'CLIENT NAME': 'Acme LLC' },
      ...overrides,
    },
    contractReview: null,
  };
}

function reviewGuestData(createdAt = new Date().toISOString()): GuestData {
  const honest = analyzeContract(CONTRACT_TEXT);
  // A tampered client result: the server must store its own analysis instead.
  const forged = {
    ...honest,
    contractInfo: { ...honest.contractInfo, overallScore: 100, summary: 'Perfect contract' },
  };
  return {
    guestId: guestId(),
    messages: [],
    contract: null,
    contractReview: { contractText: CONTRACT_TEXT, reviewResult: forged, createdAt },
  };
}

async function transfer(user: SignedInUser, guestData: unknown) {
  return server.request(TRANSFER, { token: user.token, body: { guestData } });
}

async function count(table: string, userId: string): Promise<number> {
  const [row] = await server.db(table).where({ user_id: userId }).count({ n: '*' });
  return Number(z.object({ n: z.union([z.string(), z.number()]) }).parse(row).n);
}

const reviewRow = z.object({
  user_id: z.string(),
  name: z.string().nullable(),
  original_text: z.string(),
  review_data: reviewDataSchema,
  is_paid: z.boolean(),
  deleted: z.boolean(),
  field_updated_at: z.record(z.string(), z.number()),
});

describe('POST /api/auth/transfer-guest-data with a contract', () => {
  it('creates the contract for the token user and replays the chat in order', async () => {
    const before = Date.now();
    const res = await transfer(alice, contractGuestData());
    expect(res.status, res.text).toBe(201);
    const { contractId } = transferResponseSchema.parse(res.body);
    expect(contractId).toMatch(/^[0-9a-f-]{36}$/);

    const contract = contractSchema.parse(
      (await server.request(`/api/contracts/${contractId}`, { token: alice.token })).body,
    );
    expect(contract).toMatchObject({
      id: contractId,
      userId: alice.user.id,
      contractNumber: 'CB-2026-600000',
      name: 'Acme website',
      type: 'service-agreement',
      status: 'in-progress',
      aiConfidence: 85,
      content: 'SERVICE AGREEMENT between [INSERT CLIENT NAME] and Jane',
      placeholders: { 'CLIENT NAME': 'Acme LLC' },
      downloadedAt: null,
    });

    const messages = z
      .array(chatMessageSchema)
      .parse((await server.request(`/api/contracts/${contractId}/messages`, { token: alice.token })).body);
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['assistant', 'Hi! What kind of contract do you need?'],
      ['user', 'A website build for Acme'],
      ['assistant', 'Who is the client?'],
      ['user', 'Acme LLC, paying $5,000'],
    ]);
    expect(messages[0]?.timestamp).toBe('2026-03-01T10:00:00.000Z');
    const times = messages.map((m) => Date.parse(m.timestamp));
    for (let i = 1; i < times.length; i += 1) expect(times[i]).toBeGreaterThan(times[i - 1] ?? 0);

    // Synced rows: every user-editable field clock is set to the transfer time, and devices pull them.
    const row = z
      .object({ field_updated_at: z.record(z.string(), z.number()) })
      .parse(await server.db('contracts').where({ id: contractId }).first());
    expect(Object.keys(row.field_updated_at).sort()).toEqual([...CONTRACT_EDITABLE_FIELDS].sort());
    for (const clock of Object.values(row.field_updated_at)) expect(clock).toBeGreaterThanOrEqual(before);
    const pulled = await pullAll(server, alice.token, 'contracts');
    expect(pulled.documents.some((d) => d.id === contractId)).toBe(true);
  });

  it('generates a contract number when the guest one is missing or malformed, and never keeps finalized', async () => {
    const noNumber = transferResponseSchema.parse(
      (await transfer(alice, contractGuestData({ contractNumber: undefined, status: 'finalized' }))).body,
    );
    const malformed = transferResponseSchema.parse(
      (
        await transfer(
          alice,
          contractGuestData({ contractNumber: 'CB-26-1', status: 'finalized', content: null }),
        )
      ).body,
    );
    const first = contractSchema.parse(
      (await server.request(`/api/contracts/${noNumber.contractId}`, { token: alice.token })).body,
    );
    const second = contractSchema.parse(
      (await server.request(`/api/contracts/${malformed.contractId}`, { token: alice.token })).body,
    );
    expect(first.contractNumber).toMatch(CONTRACT_NUMBER_PATTERN);
    expect(second.contractNumber).toMatch(CONTRACT_NUMBER_PATTERN);
    expect(first.status).toBe('completed');
    expect(second.status).toBe('draft');
  });

  it('takes the guest confidence when the draft has none, and a draft template with no chat', async () => {
    const data = {
      ...contractGuestData({
        aiConfidence: null,
        type: null,
        content: null,
        placeholders: null,
        status: 'draft',
      }),
      aiConfidence: 35,
      messages: [],
    };
    const { contractId } = transferResponseSchema.parse((await transfer(alice, data)).body);
    const contract = contractSchema.parse(
      (await server.request(`/api/contracts/${contractId}`, { token: alice.token })).body,
    );
    expect(contract).toMatchObject({
      status: 'draft',
      aiConfidence: 35,
      type: null,
      content: null,
      placeholders: null,
    });
    expect(
      (await server.request(`/api/contracts/${contractId}/messages`, { token: alice.token })).body,
    ).toEqual([]);
  });

  it('prefers the contract when the guest data holds a contract and a review', async () => {
    const data = { ...contractGuestData(), contractReview: reviewGuestData().contractReview };
    const reviewsBefore = await count('contract_reviews', alice.user.id);
    const body = transferResponseSchema.parse((await transfer(alice, data)).body);
    expect(body.contractId).toBeDefined();
    expect(body.reviewId).toBeUndefined();
    expect(await count('contract_reviews', alice.user.id)).toBe(reviewsBefore);
  });
});

describe('POST /api/auth/transfer-guest-data with a review', () => {
  it('stores an unpaid, unnamed review with the server’s own analysis', async () => {
    const res = await transfer(alice, reviewGuestData());
    expect(res.status, res.text).toBe(201);
    const { reviewId } = transferResponseSchema.parse(res.body);
    const row = reviewRow.parse(await server.db('contract_reviews').where({ id: reviewId }).first());
    expect(row).toMatchObject({
      user_id: alice.user.id,
      name: null,
      original_text: CONTRACT_TEXT,
      is_paid: false,
      deleted: false,
    });
    expect(row.review_data).toEqual(analyzeContract(CONTRACT_TEXT));
    expect(row.review_data.contractInfo.summary).not.toBe('Perfect contract');
    expect(Object.keys(row.field_updated_at)).toEqual(['name']);
    const pulled = await pullAll(server, alice.token, 'reviews');
    expect(pulled.documents.some((d) => d.id === reviewId)).toBe(true);
  });
});

describe('idempotency', () => {
  it('answers a sequential retry with the first result and creates nothing more', async () => {
    const user = await signUp(server);
    const data = contractGuestData();
    const first = await transfer(user, data);
    expect(first.status).toBe(201);
    // A retry after the guest kept chatting still maps to the first contract.
    const retry = await transfer(user, {
      ...data,
      messages: [...data.messages, { role: 'user', content: 'one more' }],
    });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await count('contracts', user.user.id)).toBe(1);
    expect(await count('chat_messages', user.user.id)).toBe(4);

    const review = reviewGuestData();
    const r1 = await transfer(user, review);
    const r2 = await transfer(user, review);
    expect([r1.status, r2.status]).toEqual([201, 200]);
    expect(r2.body).toEqual(r1.body);
    expect(await count('contract_reviews', user.user.id)).toBe(1);

    // Another review of the same guest (a later createdAt) is a new transfer.
    const later = await transfer(user, {
      ...review,
      contractReview: { ...review.contractReview, createdAt: new Date(Date.now() + 1000).toISOString() },
    });
    expect(later.status).toBe(201);
    expect(await count('contract_reviews', user.user.id)).toBe(2);
  });

  it('creates one contract and one review under 5 concurrent retries each', async () => {
    const user = await signUp(server);
    const data = contractGuestData();
    const answers = await Promise.all(Array.from({ length: 5 }, () => transfer(user, data)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await count('contracts', user.user.id)).toBe(1);
    expect(await count('chat_messages', user.user.id)).toBe(4);

    const review = reviewGuestData();
    const reviewAnswers = await Promise.all(Array.from({ length: 5 }, () => transfer(user, review)));
    expect(reviewAnswers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(reviewAnswers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await count('contract_reviews', user.user.id)).toBe(1);
  });

  it('keeps transfers of different users apart, even with the same guest data', async () => {
    const data = contractGuestData();
    const mine = transferResponseSchema.parse((await transfer(alice, data)).body);
    const theirs = await transfer(bob, data);
    expect(theirs.status).toBe(201);
    const theirId = transferResponseSchema.parse(theirs.body).contractId;
    expect(theirId).not.toBe(mine.contractId);
    // The owner is always the token's user, whatever the body says.
    const forged = await transfer(bob, {
      ...contractGuestData(),
      userId: alice.user.id,
      contract: { ...contractGuestData().contract, userId: alice.user.id },
    });
    expect(forged.status).toBe(400);
    const sneaky = transferResponseSchema.parse(
      (
        await server.request(TRANSFER, {
          token: bob.token,
          body: { guestData: contractGuestData(), userId: alice.user.id },
        })
      ).body,
    );
    const row = z
      .object({ user_id: z.string() })
      .parse(await server.db('contracts').where({ id: sneaky.contractId }).first());
    expect(row.user_id).toBe(bob.user.id);
    expect((await server.request(`/api/contracts/${theirId}`, { token: alice.token })).status).toBe(404);
  });
});

describe('bad input', () => {
  it.each([
    ['an empty guest data', {}, 'neither a contract nor a contract review'],
    [
      'only messages',
      { messages: [{ role: 'user', content: 'hi' }] },
      'neither a contract nor a contract review',
    ],
    [
      'null contract and review',
      { contract: null, contractReview: null },
      'neither a contract nor a contract review',
    ],
    ['a contract without a name', { contract: { ...contractGuestData().contract, name: '  ' } }, undefined],
    [
      'a contract with a wrong status',
      { contract: { ...contractGuestData().contract, status: 'signed' } },
      undefined,
    ],
    [
      'a contract with an unknown locale',
      { contract: { ...contractGuestData().contract, locale: 'fr-FR' } },
      'The contract locale must be one of en-US',
    ],
    [
      'a confidence above 100',
      { contract: { ...contractGuestData().contract, aiConfidence: 150 } },
      undefined,
    ],
    [
      'messages that are not a list',
      { messages: 'hello', contract: contractGuestData().contract },
      undefined,
    ],
    [
      'a message with a wrong role',
      { messages: [{ role: 'system', content: 'x' }], contract: contractGuestData().contract },
      undefined,
    ],
    [
      'a review without its result',
      { contractReview: { contractText: CONTRACT_TEXT, createdAt: new Date().toISOString() } },
      undefined,
    ],
    [
      'a review with a blank text',
      { contractReview: { ...reviewGuestData().contractReview, contractText: '   ' } },
      'no contract text',
    ],
    [
      'a review with a bad date',
      { contractReview: { ...reviewGuestData().contractReview, createdAt: 'yesterday' } },
      undefined,
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, guestData, message) => {
    const user = await signUp(server);
    const res = await transfer(user, guestData);
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    if (message) expect(z.object({ message: z.string() }).parse(res.body).message).toContain(message);
    expect(await count('contracts', user.user.id)).toBe(0);
    expect(await count('contract_reviews', user.user.id)).toBe(0);
    expect(await count('guest_transfers', user.user.id)).toBe(0);
  });

  it('refuses a missing guestData, wrong types, invalid JSON, a non-JSON type and an oversized body', async () => {
    const user = await signUp(server);
    expect((await server.request(TRANSFER, { token: user.token, body: {} })).status).toBe(400);
    expect((await server.request(TRANSFER, { token: user.token, body: { guestData: 'x' } })).status).toBe(
      400,
    );
    expect((await server.request(TRANSFER, { token: user.token, body: { guestData: [] } })).status).toBe(400);
    expect((await server.request(TRANSFER, { token: user.token, rawBody: '{"guestData":' })).status).toBe(
      400,
    );
    expect((await server.request(TRANSFER, { token: user.token, rawBody: '[1]' })).status).toBe(400);
    expect(
      (
        await server.request(TRANSFER, {
          token: user.token,
          rawBody: 'guestData=x',
          headers: { 'content-type': 'text/plain' },
        })
      ).status,
    ).toBe(415);
    const hugeText = 'x'.repeat(1_100_000);
    const huge = await transfer(user, {
      contractReview: { ...reviewGuestData().contractReview, contractText: hugeText },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 'payload-too-large' });
    expect(await count('contract_reviews', user.user.id)).toBe(0);
    expect(await count('guest_transfers', user.user.id)).toBe(0);
  });

  it('answers 401 without a valid token and stores nothing', async () => {
    const data = contractGuestData();
    const anonymous = await server.request(TRANSFER, { body: { guestData: data } });
    expect(anonymous.status).toBe(401);
    expect((await server.request(TRANSFER, { token: 'not-a-token', body: { guestData: data } })).status).toBe(
      401,
    );
    expect(
      await server.db('guest_transfers').where('transfer_key', 'like', `%${data.guestId ?? ''}%`),
    ).toEqual([]);
  });
});
