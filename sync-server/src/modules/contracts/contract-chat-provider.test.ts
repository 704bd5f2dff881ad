import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chatResponseSchema, contractSchema, guestChatResponseSchema } from '@shared-schema';
import {
  SERVICE_AGREEMENT_FACTS,
  startOpenAiStub,
  type OpenAiStub,
} from '../../adapters/assistant/openai-stub-server';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';

// The chat endpoints with OPENAI_BASE_URL pointing at a local OpenAI-compatible stub.

let stub: OpenAiStub;
let server: TestServer;
let user: SignedInUser;
beforeAll(async () => {
  stub = await startOpenAiStub();
  server = await startTestServer({
    env: { OPENAI_BASE_URL: stub.baseUrl, OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'stub-model' },
  });
  user = await signUp(server);
});
afterAll(async () => {
  await server.close();
  await stub.close();
});
beforeEach(() => {
  stub.mode = 'ok';
  stub.reply = () => ({
    message: 'Thanks, your service agreement is ready.',
    contractType: 'service-agreement',
    facts: SERVICE_AGREEMENT_FACTS,
  });
});

async function createContract() {
  return contractSchema.parse(
    (await server.request('/api/contracts', { token: user.token, body: { name: 'Website build for Acme' } }))
      .body,
  );
}

async function messages(id: string): Promise<number> {
  return z
    .array(z.unknown())
    .parse((await server.request(`/api/contracts/${id}/messages`, { token: user.token })).body).length;
}

describe('chat through the configured provider', () => {
  it('answers with the model’s reply and our generated contract', async () => {
    const contract = await createContract();
    const res = await server.request(`/api/contracts/${contract.id}/chat`, {
      token: user.token,
      body: { message: 'Website for Acme LLC, $2,500, I am Jane Doe' },
    });
    expect(res.status, res.text).toBe(200);
    const answer = chatResponseSchema.parse(res.body);
    expect(answer.message).toBe('Thanks, your service agreement is ready.');
    expect(answer).toMatchObject({ shouldGenerate: true, generationStarting: true });
    expect(answer.contract).toMatchObject({ status: 'in-progress', type: 'service-agreement' });
    expect(answer.contract.content).toContain('Jane Doe, an individual (the "Service Provider")');
    expect(await messages(contract.id)).toBe(2);
    const sent = z
      .object({ model: z.string(), messages: z.array(z.object({ role: z.string(), content: z.string() })) })
      .parse(stub.requests.at(-1)?.body);
    expect(sent.model).toBe('stub-model');
    expect(sent.messages.at(-1)).toEqual({
      role: 'user',
      content: 'Website for Acme LLC, $2,500, I am Jane Doe',
    });
  });

  it('answers 503 {message, code} when the provider fails, storing nothing', async () => {
    const contract = await createContract();
    stub.mode = 'fail';
    const res = await server.request(`/api/contracts/${contract.id}/chat`, {
      token: user.token,
      body: { message: 'Hello' },
    });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      message: 'The assistant is not available right now. Please try again in a moment.',
      code: 'assistant-unavailable',
    });
    expect(await messages(contract.id)).toBe(0);
    expect(
      contractSchema.parse(
        (await server.request(`/api/contracts/${contract.id}`, { token: user.token })).body,
      ).status,
    ).toBe('draft');
  });

  it('answers 502 when the provider’s output is unusable', async () => {
    const contract = await createContract();
    stub.mode = 'garbage';
    const res = await server.request(`/api/contracts/${contract.id}/chat`, {
      token: user.token,
      body: { message: 'Hello' },
    });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'assistant-bad-response' });
    expect(await messages(contract.id)).toBe(0);
  });

  it('uses the provider for guests and falls back to the built-in engine when it fails', async () => {
    const body = { messages: [{ role: 'user', content: 'I need a service agreement for a website client' }] };
    const fromModel = guestChatResponseSchema.parse((await server.request('/api/guest/chat', { body })).body);
    expect(fromModel.message).toBe('Thanks, your service agreement is ready.');
    expect(fromModel.contract?.type).toBe('service-agreement');
    stub.mode = 'fail';
    const res = await server.request('/api/guest/chat', { body });
    expect(res.status).toBe(200);
    const fallback = guestChatResponseSchema.parse(res.body);
    expect(fallback.message).not.toBe('Thanks, your service agreement is ready.');
    expect(fallback.message).toMatch(/Service Agreement/i);
    expect(fallback.contract).toBeNull();
  });
});
