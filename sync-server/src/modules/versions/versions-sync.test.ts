import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatFactSetMessage } from '@contract-engine';
import { contractSchema, transferResponseSchema, versionDocSchema, type VersionDoc } from '@shared-schema';
import { SAMPLE_CONVERSATIONS } from '../../../../contract-engine/src/builder/sample-conversations';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';
import { contractDoc, newId, pullAll, push, versionDoc } from '../../../test/sync-client';

let server: TestServer;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  [alice, bob] = await Promise.all([signUp(server), signUp(server)]);
});
afterAll(() => server.close());

const version = versionDoc;

async function versionsOf(user: SignedInUser, contractId?: string): Promise<VersionDoc[]> {
  const { documents } = await pullAll(server, user.token, 'versions');
  return documents
    .map((doc) => versionDocSchema.parse(doc))
    .filter((doc) => contractId === undefined || doc.contractId === contractId);
}

async function rowCount(): Promise<number> {
  const [row] = await server.db('contract_versions').count({ n: '*' });
  return z.object({ n: z.coerce.number() }).parse(row).n;
}

describe('contract versions sync', () => {
  it('stores a pushed version once and never changes it (append-only, the first stored wins)', async () => {
    const contract = contractDoc();
    await push(server, alice.token, 'contracts', [contract]);
    const first = version(contract.id);
    expect(await push(server, alice.token, 'versions', [first])).toEqual({ conflicts: [], rejected: [] });
    // The same id sent again with other values changes nothing; the answer is the stored version.
    const again = await push(server, alice.token, 'versions', [{ ...first, summary: 'Rewritten' }]);
    expect(again.rejected).toEqual([]);
    expect(again.conflicts).toEqual([first]);
    expect(await versionsOf(alice, contract.id)).toEqual([first]);
  });

  it('keeps a version that arrives before its contract, and caps a time from the future at the server time', async () => {
    const contractId = newId();
    const future = version(contractId, { createdAt: '2099-01-01T00:00:00.000Z' });
    const before = Date.now();
    const answer = await push(server, alice.token, 'versions', [future]);
    expect(answer.rejected).toEqual([]);
    const [stored] = await versionsOf(alice, contractId);
    expect(Date.parse(stored?.createdAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(stored?.createdAt ?? '')).toBeLessThanOrEqual(Date.now());
    // The device adopts the server's time from the push answer.
    expect(answer.conflicts).toEqual([stored]);
  });

  it("refuses a version of another user's contract and stores nothing", async () => {
    const contract = contractDoc();
    await push(server, alice.token, 'contracts', [contract]);
    const count = await rowCount();
    const answer = await push(server, bob.token, 'versions', [version(contract.id)]);
    expect(answer.rejected).toEqual([expect.objectContaining({ message: 'This document cannot be saved' })]);
    expect(await rowCount()).toBe(count);
    expect(await versionsOf(bob)).toEqual([]);
    // Another user's version id cannot be overwritten either.
    const mine = version(contract.id);
    await push(server, alice.token, 'versions', [mine]);
    const stolen = await push(server, bob.token, 'versions', [{ ...mine, contractId: newId() }]);
    expect(stolen.rejected).toHaveLength(1);
    expect(await versionsOf(alice, contract.id)).toEqual([mine]);
  });

  it('answers bad input with a clear refusal and changes nothing', async () => {
    const contractId = newId();
    const count = await rowCount();
    const bad = [
      { ...version(contractId), authorKind: 'robot' },
      { ...version(contractId), deviceId: 'has spaces' },
      { ...version(contractId), content: 'x'.repeat(500_001) },
      { ...version(contractId), _deleted: true },
      { id: 'not-a-uuid' },
    ];
    const answer = await push(server, alice.token, 'versions', bad);
    expect(answer.rejected).toHaveLength(bad.length);
    for (const refusal of answer.rejected)
      expect(refusal.message).toMatch(/Invalid document|cannot be deleted/);
    expect(await rowCount()).toBe(count);

    const notArray = await server.request('/api/sync/versions/v1/push', {
      token: alice.token,
      body: { a: 1 },
    });
    expect(notArray.status).toBe(400);
    expect(notArray.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const unknownVersion = await server.request('/api/sync/versions/v9/pull', { token: alice.token });
    expect(unknownVersion.status).toBe(404);
    const anonymous = await server.request('/api/sync/versions/v1/pull');
    expect(anonymous.status).toBe(401);
    expect(await rowCount()).toBe(count);
  });
});

describe('versions made on the server', () => {
  it('the chat makes a version for each change of the text: the assistant, then the person in the Details panel', async () => {
    const sample = SAMPLE_CONVERSATIONS.find((s) => s.typeId === 'service-agreement');
    if (!sample) throw new Error('no service-agreement sample');
    const created = await server.request('/api/contracts', {
      token: alice.token,
      body: { name: sample.contractName },
    });
    const contract = contractSchema.parse(created.body);
    for (const text of sample.story) {
      const res = await server.request(`/api/contracts/${contract.id}/chat`, {
        token: alice.token,
        body: { message: text, deviceId: 'laptop-7' },
      });
      expect(res.status, res.text).toBe(200);
    }
    const drafted = await versionsOf(alice, contract.id);
    expect(drafted.length).toBeGreaterThanOrEqual(1);
    expect(drafted[0]).toMatchObject({ authorKind: 'assistant', cause: 'generation', deviceId: 'laptop-7' });
    expect(drafted[0]?.summary).toMatch(/^First draft/);

    const res = await server.request(`/api/contracts/${contract.id}/chat`, {
      token: alice.token,
      body: { message: formatFactSetMessage('service-agreement', 'CLIENT NAME', 'Beta Corp') },
    });
    expect(res.status, res.text).toBe(200);
    const after = await versionsOf(alice, contract.id);
    expect(after).toHaveLength(drafted.length + 1);
    const latest = after.find((v) => !drafted.some((d) => d.id === v.id));
    expect(latest).toMatchObject({ authorKind: 'person', cause: 'details', deviceId: 'server' });
    expect(latest?.summary).toContain('Client name: Acme LLC → Beta Corp');
    expect(latest?.placeholders?.['CLIENT NAME']).toBe('Beta Corp');

    const badDevice = await server.request(`/api/contracts/${contract.id}/chat`, {
      token: alice.token,
      body: { message: 'hello', deviceId: 'not a device' },
    });
    expect(badDevice.status).toBe(400);
    expect(await versionsOf(alice, contract.id)).toHaveLength(after.length);
  });

  it("the guest transfer makes the draft the contract's first version", async () => {
    const carol = await signUp(server);
    const res = await server.request('/api/auth/transfer-guest-data', {
      token: carol.token,
      body: {
        guestData: {
          guestId: `guest-versions-${Date.now()}`,
          messages: [{ role: 'user', content: 'A website build for Acme' }],
          contract: {
            id: 1767261600000,
            userId: 'guest',
            contractNumber: 'CB-2026-600001',
            name: 'Acme website',
            type: 'service-agreement',
            status: 'in-progress',
            aiConfidence: 80,
            content: 'SERVICE AGREEMENT between [INSERT CLIENT NAME] and Jane',
            placeholders: { 'CLIENT NAME': 'Acme LLC' },
          },
          contractReview: null,
        },
      },
    });
    expect(res.status, res.text).toBe(201);
    const { contractId } = transferResponseSchema.parse(res.body);
    expect(await versionsOf(carol, contractId ?? '')).toEqual([
      expect.objectContaining({
        cause: 'guest-draft',
        authorKind: 'person',
        content: 'SERVICE AGREEMENT between [INSERT CLIENT NAME] and Jane',
        summary: 'Draft written before signing up',
      }),
    ]);
  });
});
