import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  chatMessageSchema,
  CONTRACT_EDITABLE_FIELDS,
  CONTRACT_NUMBER_PATTERN,
  contractSchema,
} from '@shared-schema';
import { generateContract } from '@contract-engine';
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

const contractList = z.array(contractSchema);

async function create(
  user: SignedInUser,
  body: Record<string, unknown> = { name: 'Website build for Acme' },
) {
  const res = await server.request('/api/contracts', { token: user.token, body });
  expect(res.status, res.text).toBe(201);
  return contractSchema.parse(res.body);
}

/** A contract with generated content, as after a chat or a guest migration. */
async function createGenerated(user: SignedInUser, status = 'in-progress') {
  const { content, placeholders } = generateContract(
    'service-agreement',
    { 'CLIENT NAME': 'Acme LLC' },
    { today: '2026-03-01' },
  );
  return create(user, {
    name: 'Generated',
    status,
    type: 'service-agreement',
    content,
    placeholders,
    aiConfidence: 90,
  });
}

async function row(id: string) {
  return z
    .object({
      name: z.string(),
      status: z.string(),
      deleted: z.boolean(),
      field_updated_at: z.record(z.string(), z.number()),
      updated_at: z.date(),
    })
    .parse(await server.db('contracts').where({ id }).first());
}

describe('POST /api/contracts', () => {
  it('creates a draft with a CB-{year}-{six digits} number', async () => {
    const before = Date.now();
    const contract = await create(alice);
    expect(contract).toMatchObject({
      userId: alice.user.id,
      name: 'Website build for Acme',
      status: 'draft',
      type: null,
      content: null,
      aiConfidence: null,
      downloadedAt: null,
    });
    expect(contract.contractNumber).toMatch(CONTRACT_NUMBER_PATTERN);
    expect(contract.contractNumber.startsWith(`CB-${new Date().getFullYear()}-`)).toBe(true);
    const digits = Number(contract.contractNumber.slice(-6));
    expect(digits).toBeGreaterThanOrEqual((before % 1_000_000) - 1);
    const stored = await row(contract.id);
    expect(Object.keys(stored.field_updated_at).sort()).toEqual([...CONTRACT_EDITABLE_FIELDS].sort());
  });

  it('keeps a client number and the migrated draft data', async () => {
    const contract = await createGenerated(alice);
    expect(contract.status).toBe('in-progress');
    expect(contract.type).toBe('service-agreement');
    expect(contract.content).toContain('SERVICE AGREEMENT');
    expect(contract.aiConfidence).toBe(90);
    const numbered = await create(alice, { name: 'Numbered', contractNumber: 'CB-2025-123456' });
    expect(numbered.contractNumber).toBe('CB-2025-123456');
  });

  it('is idempotent on a client id for its owner, and refuses the id to anyone else', async () => {
    const id = randomUUID();
    const first = await create(alice, { id, name: 'Offline draft' });
    expect(first.id).toBe(id);
    const again = await server.request('/api/contracts', {
      token: alice.token,
      body: { id, name: 'Offline draft (retry)' },
    });
    expect(again.status).toBe(200);
    expect(contractSchema.parse(again.body)).toEqual(first);
    const theirs = await server.request('/api/contracts', { token: bob.token, body: { id, name: 'Hijack' } });
    expect(theirs.status).toBe(409);
    expect((await row(id)).name).toBe('Offline draft');
    const concurrent = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.request('/api/contracts', { token: alice.token, body: { id: concurrent, name: 'Race' } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await server.db('contracts').where({ id: concurrent }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it.each([
    ['no name', { status: 'draft' }, 'Please provide a name for your contract.'],
    ['a blank name', { name: '   ' }, 'Please provide a name for your contract.'],
    ['a number as name', { name: 42 }, 'Please provide a name for your contract.'],
    ['a long name', { name: 'x'.repeat(201) }, 'Contract names are at most 200 characters'],
    ['a bad id', { id: 'not-a-uuid', name: 'A' }, undefined],
    ['a bad number', { name: 'A', contractNumber: 'CB-1' }, 'contractNumber must look like CB-2026-123456'],
    ['status finalized', { name: 'A', status: 'finalized' }, undefined],
    ['confidence 101', { name: 'A', aiConfidence: 101 }, undefined],
    ['placeholders as a list', { name: 'A', placeholders: ['x'] }, undefined],
  ])('refuses %s with a 400', async (_label, body, message) => {
    const before = contractList.parse(
      (await server.request('/api/contracts', { token: alice.token })).body,
    ).length;
    const res = await server.request('/api/contracts', { token: alice.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid-argument', ...(message ? { message } : {}) });
    expect(
      contractList.parse((await server.request('/api/contracts', { token: alice.token })).body),
    ).toHaveLength(before);
  });

  it('refuses invalid JSON, a non-object, a non-JSON type, an oversized body and no token', async () => {
    expect((await server.request('/api/contracts', { token: alice.token, rawBody: '{"name":' })).status).toBe(
      400,
    );
    expect((await server.request('/api/contracts', { token: alice.token, rawBody: '[1]' })).status).toBe(400);
    expect(
      (
        await server.request('/api/contracts', {
          token: alice.token,
          rawBody: 'name=x',
          headers: { 'content-type': 'text/plain' },
        })
      ).status,
    ).toBe(415);
    const huge = await server.request('/api/contracts', {
      token: alice.token,
      body: { name: 'Huge', content: 'x'.repeat(1_100_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 'payload-too-large' });
    expect((await server.request('/api/contracts', { body: { name: 'A' } })).status).toBe(401);
  });
});

describe('GET /api/contracts and /api/contracts/:id', () => {
  it('lists only the caller’s live contracts, newest first', async () => {
    const user = await signUp(server);
    const first = await create(user, { name: 'First' });
    const second = await create(user, { name: 'Second' });
    const deleted = await create(user, { name: 'Deleted' });
    await server.request(`/api/contracts/${deleted.id}`, { token: user.token, method: 'DELETE' });
    const list = contractList.parse((await server.request('/api/contracts', { token: user.token })).body);
    expect(list.map((c) => c.id)).toEqual([second.id, first.id]);
    expect((await server.request('/api/contracts')).status).toBe(401);
  });

  it('answers one contract to its owner and 404 to everyone else, for deleted, unknown and malformed ids', async () => {
    const contract = await create(alice);
    const own = await server.request(`/api/contracts/${contract.id}`, { token: alice.token });
    expect(own.status).toBe(200);
    expect(contractSchema.parse(own.body)).toEqual(contract);
    for (const [token, id] of [
      [bob.token, contract.id],
      [alice.token, randomUUID()],
      [alice.token, '12345'],
    ] as const) {
      const res = await server.request(`/api/contracts/${id}`, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Contract not found', code: 'not-found' });
    }
  });
});

describe('PATCH /api/contracts/:id', () => {
  it('renames, bumps the name clock and updated_at, and reaches devices through sync', async () => {
    const contract = await create(alice, { name: 'Old name' });
    const before = await row(contract.id);
    const res = await server.request(`/api/contracts/${contract.id}`, {
      token: alice.token,
      method: 'PATCH',
      body: { name: '  New name  ' },
    });
    expect(res.status).toBe(200);
    expect(contractSchema.parse(res.body).name).toBe('New name');
    const after = await row(contract.id);
    expect(after.field_updated_at.name).toBeGreaterThan(before.field_updated_at.name ?? 0);
    expect(after.field_updated_at.status).toBe(before.field_updated_at.status);
    expect(after.updated_at.getTime()).toBeGreaterThanOrEqual(before.updated_at.getTime());
    const { documents } = await pullAll(server, alice.token, 'contracts');
    const doc = z
      .object({ name: z.string(), fieldUpdatedAt: z.record(z.string(), z.number()) })
      .parse(documents.find((d) => d.id === contract.id));
    expect(doc.name).toBe('New name');
    expect(doc.fieldUpdatedAt.name).toBe(after.field_updated_at.name);
    expect(doc.fieldUpdatedAt.name).toBeGreaterThan(before.field_updated_at.name ?? 0);
  });

  it('refuses blank names, wrong types, unknown and foreign ids, changing nothing', async () => {
    const contract = await create(alice, { name: 'Keep me' });
    const cases: Array<[string, string, unknown, number]> = [
      [alice.token, contract.id, { name: '' }, 400],
      [alice.token, contract.id, { name: ['x'] }, 400],
      [alice.token, contract.id, {}, 400],
      [bob.token, contract.id, { name: 'Stolen' }, 404],
      [alice.token, randomUUID(), { name: 'Ghost' }, 404],
    ];
    for (const [token, id, body, status] of cases) {
      expect((await server.request(`/api/contracts/${id}`, { token, method: 'PATCH', body })).status).toBe(
        status,
      );
    }
    expect(
      (
        await server.request(`/api/contracts/${contract.id}`, {
          token: alice.token,
          method: 'PATCH',
          rawBody: '{',
        })
      ).status,
    ).toBe(400);
    expect((await row(contract.id)).name).toBe('Keep me');
  });
});

describe('DELETE /api/contracts/:id', () => {
  it('tombstones the contract and its messages; sync sees the tombstones', async () => {
    const contract = await create(alice);
    await server.request(`/api/contracts/${contract.id}/messages`, {
      token: alice.token,
      body: { role: 'user', content: 'Hello' },
    });
    expect(
      (await server.request(`/api/contracts/${contract.id}`, { token: bob.token, method: 'DELETE' })).status,
    ).toBe(404);
    const res = await server.request(`/api/contracts/${contract.id}`, {
      token: alice.token,
      method: 'DELETE',
    });
    expect(res.status).toBe(200);
    expect((await row(contract.id)).deleted).toBe(true);
    const messages = await server.db('chat_messages').where({ contract_id: contract.id });
    expect(messages.map((m: { deleted: boolean }) => m.deleted)).toEqual([true]);
    expect((await server.request(`/api/contracts/${contract.id}`, { token: alice.token })).status).toBe(404);
    expect(
      (await server.request(`/api/contracts/${contract.id}`, { token: alice.token, method: 'DELETE' }))
        .status,
    ).toBe(404);
    const { documents } = await pullAll(server, alice.token, 'contracts');
    expect(documents.find((d) => d.id === contract.id)).toMatchObject({ _deleted: true });
    const batches = await pullAll(server, alice.token, 'messages');
    expect(batches.documents.find((d) => d.id === contract.id)).toMatchObject({
      _deleted: true,
      messages: [expect.objectContaining({ content: 'Hello', deleted: true })],
    });
  });
});

describe('POST /api/contracts/:id/finalize', () => {
  it('finalizes an in-progress or completed contract with content once', async () => {
    for (const status of ['in-progress', 'completed']) {
      const contract = await createGenerated(alice, status);
      const res = await server.request(`/api/contracts/${contract.id}/finalize`, {
        token: alice.token,
        method: 'POST',
      });
      expect(res.status).toBe(200);
      const finalized = contractSchema.parse(res.body);
      expect(finalized.status).toBe('finalized');
      expect(finalized.finalizedAt).toEqual(expect.any(String));
      const again = await server.request(`/api/contracts/${contract.id}/finalize`, {
        token: alice.token,
        method: 'POST',
      });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'already-finalized' });
    }
  });

  it('refuses a draft, a contract without content, and other users’ or unknown ids', async () => {
    const draft = await create(alice);
    const res = await server.request(`/api/contracts/${draft.id}/finalize`, {
      token: alice.token,
      method: 'POST',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'not-generated' });
    const empty = await create(alice, { name: 'Empty', status: 'in-progress', content: '  ' });
    expect(
      (await server.request(`/api/contracts/${empty.id}/finalize`, { token: alice.token, method: 'POST' }))
        .status,
    ).toBe(409);
    const generated = await createGenerated(alice);
    expect(
      (await server.request(`/api/contracts/${generated.id}/finalize`, { token: bob.token, method: 'POST' }))
        .status,
    ).toBe(404);
    expect(
      (
        await server.request(`/api/contracts/${randomUUID()}/finalize`, {
          token: alice.token,
          method: 'POST',
        })
      ).status,
    ).toBe(404);
    expect((await row(draft.id)).status).toBe('draft');
    expect((await row(generated.id)).status).toBe('in-progress');
  });
});

describe('messages', () => {
  it('stores messages and lists them by timestamp', async () => {
    const contract = await create(alice);
    const texts = ['I need a service agreement', 'Sure, who is the client?', 'Acme LLC'];
    for (const [index, content] of texts.entries()) {
      const res = await server.request(`/api/contracts/${contract.id}/messages`, {
        token: alice.token,
        body: { role: index % 2 ? 'assistant' : 'user', content },
      });
      expect(res.status).toBe(201);
      expect(chatMessageSchema.parse(res.body)).toMatchObject({ contractId: contract.id, content });
    }
    const res = await server.request(`/api/contracts/${contract.id}/messages`, { token: alice.token });
    const list = z.array(chatMessageSchema).parse(res.body);
    expect(list.map((m) => m.content)).toEqual(texts);
    expect(list.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('refuses bad messages and other users’ contracts', async () => {
    const contract = await create(alice);
    const url = `/api/contracts/${contract.id}/messages`;
    for (const body of [
      { role: 'system', content: 'x' },
      { role: 'user', content: '   ' },
      { role: 'user' },
      { role: 'user', content: 7 },
      { role: 'user', content: 'x'.repeat(10_001) },
    ]) {
      expect((await server.request(url, { token: alice.token, body })).status).toBe(400);
    }
    expect((await server.request(url, { token: alice.token, rawBody: 'nope' })).status).toBe(400);
    expect(
      (await server.request(url, { token: bob.token, body: { role: 'user', content: 'Hi' } })).status,
    ).toBe(404);
    expect((await server.request(url, { token: bob.token })).status).toBe(404);
    expect(
      (await server.request(`/api/contracts/${randomUUID()}/messages`, { token: alice.token })).status,
    ).toBe(404);
    expect(
      z.array(chatMessageSchema).parse((await server.request(url, { token: alice.token })).body),
    ).toEqual([]);
  });
});
