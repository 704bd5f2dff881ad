import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  chatMessageSchema,
  chatResponseSchema,
  contractSchema,
  guestChatResponseSchema,
} from '@shared-schema';
import { findContractType, generateContract } from '@contract-engine';
import { SAMPLE_CONVERSATIONS } from '../../../../contract-engine/src/builder/sample-conversations';
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

const serviceAgreement = SAMPLE_CONVERSATIONS.find((sample) => sample.typeId === 'service-agreement');

async function create(
  user: SignedInUser,
  body: Record<string, unknown> = { name: 'Website build for Acme' },
) {
  const res = await server.request('/api/contracts', { token: user.token, body });
  expect(res.status, res.text).toBe(201);
  return contractSchema.parse(res.body);
}

async function messageCount(): Promise<number> {
  const [row] = await server.db('chat_messages').count({ n: '*' });
  return z.object({ n: z.coerce.number() }).parse(row).n;
}

function unfilledRequired(typeId: string, content: string): string[] {
  return (findContractType(typeId)?.facts ?? [])
    .filter((fact) => fact.required && content.includes(`[INSERT ${fact.key}]`))
    .map((fact) => fact.key);
}

describe('POST /api/contracts/:id/chat', () => {
  it('reaches a generated service agreement over a realistic conversation', async () => {
    if (!serviceAgreement) throw new Error('no service-agreement sample');
    const contract = await create(alice, { name: serviceAgreement.contractName });
    let last: z.infer<typeof chatResponseSchema> | undefined;
    const confidences: number[] = [];
    for (const text of serviceAgreement.story) {
      const res = await server.request(`/api/contracts/${contract.id}/chat`, {
        token: alice.token,
        body: { message: text },
      });
      expect(res.status, res.text).toBe(200);
      last = chatResponseSchema.parse(res.body);
      confidences.push(last.confidence);
      expect(last.message.length).toBeGreaterThan(0);
    }
    if (!last) throw new Error('no answer');
    expect(confidences.at(-1)).toBeGreaterThanOrEqual(75);
    expect(confidences[0]).toBeLessThan(75);
    expect(last.shouldGenerate).toBe(true);
    expect(last.generationStarting).toBe(true);
    expect(last.contract).toMatchObject({
      id: contract.id,
      status: 'in-progress',
      type: 'service-agreement',
      aiConfidence: last.confidence,
    });
    const content = last.contract.content ?? '';
    expect(unfilledRequired('service-agreement', content)).toEqual([]);
    expect(content).toContain('Acme LLC');
    expect(content).toContain('Jane Doe');
    expect(content).toContain('$2,500');
    expect(last.contract.placeholders?.['CLIENT NAME']).toBe('Acme LLC');

    const messages = z
      .array(chatMessageSchema)
      .parse((await server.request(`/api/contracts/${contract.id}/messages`, { token: alice.token })).body);
    expect(messages).toHaveLength(serviceAgreement.story.length * 2);
    expect(messages.map((m) => m.role)).toEqual(serviceAgreement.story.flatMap(() => ['user', 'assistant']));
    expect(messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([
      ...serviceAgreement.story,
    ]);
    expect(messages.at(-1)?.content).toBe(last.message);

    // The generated draft reaches devices through sync, with clocks on the fields the chat changed.
    const { documents } = await pullAll(server, alice.token, 'contracts');
    const doc = z
      .object({
        status: z.string(),
        content: z.string().nullable(),
        fieldUpdatedAt: z.record(z.string(), z.number()),
      })
      .parse(documents.find((d) => d.id === contract.id));
    expect(doc.status).toBe('in-progress');
    expect(doc.content).toBe(content);
    expect(Object.keys(doc.fieldUpdatedAt)).toEqual(
      expect.arrayContaining(['content', 'placeholders', 'status', 'aiConfidence', 'type']),
    );
    // Chat history replicates as one batch per contract, holding every message of the conversation.
    const batches = await pullAll(server, alice.token, 'messages');
    const batch = z
      .object({ messages: z.array(z.object({ id: z.string() })) })
      .parse(batches.documents.find((d) => d.id === contract.id));
    expect(batch.messages.map((m) => m.id).sort()).toEqual(messages.map((m) => m.id).sort());
  });

  it("writes the draft in the contract's locale: dates and amounts the British way for en-GB", async () => {
    const contract = await create(alice, { name: 'Garden design services', locale: 'en-GB' });
    const res = await server.request(`/api/contracts/${contract.id}/chat`, {
      token: alice.token,
      body: {
        message:
          'A service agreement: Hedge & Border Ltd designs the garden of Priya Shah, starting March 2, 2027, ' +
          'for $4,500. Draft it now.',
      },
    });
    expect(res.status, res.text).toBe(200);
    const content = chatResponseSchema.parse(res.body).contract?.content ?? '';
    expect(content).toContain('2 March 2027');
    expect(content).not.toContain('March 2, 2027');
    expect(content).toContain('US$4,500');
  });

  it('asks for the type first and keeps a draft while facts are missing', async () => {
    const contract = await create(alice, { name: 'Something' });
    const res = await server.request(`/api/contracts/${contract.id}/chat`, {
      token: alice.token,
      body: { message: 'Hello there' },
    });
    const answer = chatResponseSchema.parse(res.body);
    expect(answer).toMatchObject({ shouldGenerate: false, generationStarting: false, confidence: 0 });
    expect(answer.contract.status).toBe('draft');
    expect(answer.contract.content).toBeNull();
  });

  it('never changes a finalized contract', async () => {
    const { content, placeholders } = generateContract('service-agreement', { 'CLIENT NAME': 'Acme LLC' });
    const contract = await create(alice, {
      name: 'Done',
      status: 'in-progress',
      type: 'service-agreement',
      content,
      placeholders,
    });
    expect(
      (await server.request(`/api/contracts/${contract.id}/finalize`, { token: alice.token, method: 'POST' }))
        .status,
    ).toBe(200);
    const before = await messageCount();
    const res = await server.request(`/api/contracts/${contract.id}/chat`, {
      token: alice.token,
      body: { message: 'Change the client to Globex' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'contract-finalized' });
    expect(await messageCount()).toBe(before);
    expect(
      contractSchema.parse(
        (await server.request(`/api/contracts/${contract.id}`, { token: alice.token })).body,
      ).content,
    ).toBe(content);
  });

  it('refuses bad input, unknown and foreign ids without storing anything', async () => {
    const contract = await create(alice);
    const url = `/api/contracts/${contract.id}/chat`;
    const before = await messageCount();
    for (const body of [
      {},
      { message: '' },
      { message: '   ' },
      { message: 12 },
      { message: 'x'.repeat(10_001) },
      { text: 'hi' },
    ]) {
      const res = await server.request(url, { token: alice.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid-argument' });
    }
    expect((await server.request(url, { token: alice.token, rawBody: '{"message": "hi"' })).status).toBe(400);
    expect(
      (
        await server.request(url, {
          token: alice.token,
          rawBody: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
        })
      ).status,
    ).toBe(413);
    expect((await server.request(url, { token: bob.token, body: { message: 'hi' } })).status).toBe(404);
    expect(
      (
        await server.request(`/api/contracts/${randomUUID()}/chat`, {
          token: alice.token,
          body: { message: 'hi' },
        })
      ).status,
    ).toBe(404);
    expect((await server.request(url, { body: { message: 'hi' } })).status).toBe(401);
    expect(await messageCount()).toBe(before);
  });
});

describe('POST /api/guest/chat', () => {
  it('answers without an account and stores nothing', async () => {
    const before = await messageCount();
    const res = await server.request('/api/guest/chat', {
      body: {
        messages: [{ role: 'user', content: 'I need a service agreement for my web design client' }],
        contractId: 1712345678901,
      },
    });
    expect(res.status, res.text).toBe(200);
    const answer = guestChatResponseSchema.parse(res.body);
    expect(answer.contract).toBeNull();
    expect(answer.confidence).toBeGreaterThan(0);
    expect(answer.message).toMatch(/Service Agreement/i);
    expect(await messageCount()).toBe(before);
  });

  it('returns the full contract once the conversation is complete', async () => {
    if (!serviceAgreement) throw new Error('no service-agreement sample');
    const messages = serviceAgreement.story.map((content) => ({ role: 'user', content }));
    const answer = guestChatResponseSchema.parse(
      (
        await server.request('/api/guest/chat', {
          body: { messages, contractId: null, contractName: serviceAgreement.contractName },
        })
      ).body,
    );
    expect(answer.confidence).toBeGreaterThanOrEqual(75);
    expect(answer.contract).toMatchObject({ status: 'in-progress', type: 'service-agreement' });
    expect(unfilledRequired('service-agreement', answer.contract?.content ?? '')).toEqual([]);
  });

  it('shows a draft with markers after the 4th message (3rd with payment talk), as spec 000 section 4 says', async () => {
    const ask = async (texts: string[]) =>
      guestChatResponseSchema.parse(
        (
          await server.request('/api/guest/chat', {
            body: { messages: texts.map((content) => ({ role: 'user', content })) },
          })
        ).body,
      );
    const two = await ask(['I need a consulting agreement', 'The client is Acme LLC']);
    expect(two.contract).toBeNull();
    const three = await ask([
      'I need a consulting agreement',
      'The client is Acme LLC',
      'The payment is $500',
    ]);
    expect(three.contract?.content).toContain('[INSERT');
    expect(three.contract?.status).toBe('in-progress');
    const threeQuiet = await ask([
      'I need a consulting agreement',
      'The client is Acme LLC',
      'My name is Jane Doe',
    ]);
    expect(threeQuiet.contract).toBeNull();
    const four = await ask([
      'I need a consulting agreement',
      'The client is Acme LLC',
      'My name is Jane Doe',
      'Start on March 3, 2026',
    ]);
    expect(four.contract?.content).toContain('Acme LLC');
  });

  it("writes the draft for the guest's locale, whatever the governing law", async () => {
    const answer = guestChatResponseSchema.parse(
      (
        await server.request('/api/guest/chat', {
          body: {
            locale: 'en-GB',
            messages: [
              'I need a consulting agreement with Acme LLC',
              'The fee is 2,000 per month',
              'Work starts on May 4, 2027',
              'The law of Texas applies',
            ].map((content) => ({ role: 'user', content })),
          },
        })
      ).body,
    );
    expect(answer.contract?.content).toContain('4 May 2027');
    expect(answer.contract?.content).toContain('£2,000');
  });

  it("keeps the currency of the guest's kept facts after a locale change: US dollars stay US dollars", async () => {
    const messages = [
      'I design websites for Acme LLC',
      'The fee is 2,000 per month',
      'Work starts on May 4, 2027',
      'The law of Texas applies',
    ].map((content) => ({ role: 'user', content }));
    const ask = async (extra: Record<string, unknown>) =>
      guestChatResponseSchema.parse(
        (
          await server.request('/api/guest/chat', {
            body: { contractName: 'Website design', locale: 'en-GB', messages, ...extra },
          })
        ).body,
      );
    // The draft written under en-US kept the amount as US dollars (pinned by the locale change to en-GB).
    const moved = await ask({ keptFacts: { 'PAYMENT AMOUNT': 'US$2,000 per month' } });
    expect(moved.contract?.content).toContain('US$2,000');
    expect(moved.contract?.content).not.toContain('£2,000');
    expect(moved.contract?.content).toContain('4 May 2027');
    const fresh = await ask({});
    expect(fresh.contract?.content).toContain('£2,000');
  });

  it('refuses bad input with a 400 or 413', async () => {
    const cases: unknown[] = [
      {},
      { messages: [] },
      { messages: 'hi' },
      { messages: [{ role: 'system', content: 'x' }] },
      { messages: [{ role: 'user' }] },
      { messages: Array.from({ length: 201 }, () => ({ role: 'user', content: 'x' })) },
      { messages: [{ role: 'user', content: 'x' }], contractId: { a: 1 } },
      { messages: [{ role: 'user', content: 'x' }], locale: 'fr-FR' },
      { messages: [{ role: 'user', content: 'x' }], locale: 'en-GB', keptFacts: 'US$2,000' },
      { messages: [{ role: 'user', content: 'x' }], keptFacts: { 'PAYMENT AMOUNT': 2000 } },
      {
        messages: [{ role: 'user', content: 'x' }],
        keptFacts: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`FACT ${i}`, 'x'])),
      },
    ];
    for (const body of cases)
      expect((await server.request('/api/guest/chat', { body })).status, JSON.stringify(body)).toBe(400);
    const badLocale = await server.request('/api/guest/chat', {
      body: { messages: [{ role: 'user', content: 'x' }], locale: 'fr-FR' },
    });
    expect(badLocale.body).toMatchObject({
      code: expect.any(String),
      message: expect.stringMatching(/locale/i),
    });
    expect(
      (
        await server.request('/api/guest/chat', {
          rawBody: 'not json',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    const huge = {
      messages: Array.from({ length: 150 }, () => ({ role: 'user', content: 'x'.repeat(9_000) })),
    };
    expect((await server.request('/api/guest/chat', { body: huge })).status).toBe(413);
  });
});
