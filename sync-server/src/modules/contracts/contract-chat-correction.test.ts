import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chatResponseSchema, contractSchema } from '@shared-schema';
import { SAMPLE_CONVERSATIONS } from '../../../../contract-engine/src/builder/sample-conversations';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';
import { pullAll } from '../../../test/sync-client';

// Issue 13: a correction after generation reaches the stored document (content, placeholders and
// their field clocks), so every device shows the new value and the old one is gone.

let server: TestServer;
let alice: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  alice = await signUp(server);
});
afterAll(() => server.close());

const story = SAMPLE_CONVERSATIONS.find((sample) => sample.typeId === 'service-agreement')?.story ?? [];

const syncedContract = z.object({
  id: z.string(),
  content: z.string().nullable(),
  placeholders: z.record(z.string(), z.string()).nullable(),
  fieldUpdatedAt: z.record(z.string(), z.number()),
});

async function chat(id: string, message: string) {
  const res = await server.request(`/api/contracts/${id}/chat`, { token: alice.token, body: { message } });
  expect(res.status, res.text).toBe(200);
  return chatResponseSchema.parse(res.body);
}

async function synced(id: string) {
  const { documents } = await pullAll(server, alice.token, 'contracts');
  return syncedContract.parse(documents.find((document) => document.id === id));
}

describe('corrections after generation', () => {
  it('a new price replaces the old one in the stored content and moves the content clocks only', async () => {
    const created = await server.request('/api/contracts', {
      token: alice.token,
      body: { name: 'Website build for Acme' },
    });
    const contract = contractSchema.parse(created.body);
    for (const text of story) await chat(contract.id, text);
    const before = await synced(contract.id);
    expect(before.content).toContain('$2,500');

    const answer = await chat(contract.id, 'Change the price to $3,100');
    expect(answer.message).toMatch(/payment amount is now \$3,100 \(was \$2,500\)/);
    expect(answer.contract.content).toContain('$3,100');
    expect(answer.contract.content).not.toContain('$2,500');
    expect(answer.contract.placeholders?.['PAYMENT AMOUNT']).toBe('$3,100');

    const after = await synced(contract.id);
    expect(after.content).toBe(answer.contract.content);
    expect(after.placeholders?.['PAYMENT AMOUNT']).toBe('$3,100');
    expect(after.fieldUpdatedAt['content']).toBeGreaterThan(before.fieldUpdatedAt['content'] ?? 0);
    expect(after.fieldUpdatedAt['placeholders']).toBeGreaterThan(before.fieldUpdatedAt['placeholders'] ?? 0);
    // Unchanged fields keep their clocks, so they never override a device's own edit.
    expect(after.fieldUpdatedAt['status']).toBe(before.fieldUpdatedAt['status']);
    expect(after.fieldUpdatedAt['type']).toBe(before.fieldUpdatedAt['type']);
  });

  it('an edit of the services text and a clause removal after generation reach the stored content', async () => {
    const created = await server.request('/api/contracts', {
      token: alice.token,
      body: { name: 'Website build for Acme' },
    });
    const contract = contractSchema.parse(created.body);
    for (const text of story) await chat(contract.id, text);

    const edited = await chat(
      contract.id,
      'Change the service description to: develop the front end of an online shop in React',
    );
    expect(edited.message).toMatch(/service description is now develop the front end/);
    expect(edited.contract.content).toContain('develop the front end of an online shop in React');
    expect(edited.contract.content).not.toContain('five-page website');
    expect(edited.contract.content).toMatch(/^\d+\. CONFIDENTIALITY$/m);

    const removed = await chat(contract.id, 'Please remove the confidentiality clause.');
    expect(removed.message).toMatch(/removed the confidentiality section/i);
    expect(removed.contract.content).not.toMatch(/^\d+\. CONFIDENTIALITY$/m);
    expect(removed.contract.content).toContain('develop the front end of an online shop in React');
    expect((await synced(contract.id)).content).toBe(removed.contract.content);
  });
});
