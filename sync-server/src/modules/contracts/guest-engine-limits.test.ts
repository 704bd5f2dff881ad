import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';
import { contractDoc, push } from '../../../test/sync-client';
import { EngineGate } from '../../adapters/engine/engine-gate';

let server: TestServer;
let user: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server);
});
afterAll(() => server.close());

const clause = (i: number) =>
  `${i}. The Supplier shall indemnify the Customer against all losses arising from any breach of this Agreement, including reasonable legal fees. Either party may terminate this Agreement on ninety days written notice.\n`;

describe('engine calls', () => {
  it('a guest conversation longer than the limit in all is refused with 413 naming the limit', async () => {
    const message = 'a'.repeat(LIMITS.chatMessageMax);
    const count = Math.floor(LIMITS.chatConversationMax / LIMITS.chatMessageMax) + 1;
    const messages = Array.from({ length: count }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: message,
    }));
    const res = await server.request('/api/guest/chat', { body: { messages } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'payload-too-large',
      message: expect.stringContaining(String(LIMITS.chatConversationMax)),
    });
    const fits = await server.request('/api/guest/chat', { body: { messages: messages.slice(0, 2) } });
    expect(fits.status).toBe(200);
  });

  it('a signed-in chat whose stored conversation is past the limit is refused with 413, storing nothing', async () => {
    const contract = contractDoc({ name: 'Long talk' });
    await push(server, user.token, 'contracts', [contract]);
    const rows = Array.from(
      { length: Math.ceil(LIMITS.chatConversationMax / LIMITS.chatMessageMax) },
      () => ({
        id: crypto.randomUUID(),
        contract_id: contract.id,
        user_id: user.user.id,
        role: 'user',
        content: 'b'.repeat(LIMITS.chatMessageMax),
      }),
    );
    await server.db('chat_messages').insert(rows);
    const res = await server.request(`/api/contracts/${contract.id}/chat`, {
      token: user.token,
      body: { message: 'One more thing' },
    });
    expect(res.status).toBe(413);
    const stored = await server
      .db('chat_messages')
      .where({ contract_id: contract.id })
      .count({ n: '*' })
      .first();
    expect(Number(stored?.n)).toBe(rows.length);
  });

  it('health answers while a guest review is being computed, before the review does', async () => {
    // The review is held in its engine thread until the gate opens (engine-gate.ts): it is in progress, not
    // finished, for as long as the test needs, whatever the machine's speed.
    const gate = new EngineGate();
    const gated = await startTestServer({ engineGate: gate });
    try {
      const contractText = Array.from({ length: 40 }, (_, i) => clause(i + 1)).join('');
      let reviewAnswered = false;
      const review = gated.request('/api/guest/review', { body: { contractText } });
      void review.then(() => (reviewAnswered = true));
      while (gate.started === 0) await new Promise((resolve) => setImmediate(resolve));
      const health = await gated.request('/api/health');
      expect(health.status).toBe(200);
      expect(reviewAnswered).toBe(false);
      gate.open();
      const answered = await review;
      expect(answered.status).toBe(200);
      expect(answered.body).toEqual(expect.any(Object));
    } finally {
      await gated.close();
    }
  });
});
