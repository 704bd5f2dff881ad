import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeContract } from '@contract-engine';
import { z } from 'zod';
import { SYNC_SCHEMA_VERSIONS } from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';
import {
  batchMessage,
  contractDoc,
  messageBatch,
  messageRow,
  newId,
  pull,
  pullAll,
  push,
} from '../../../test/sync-client';

/** The contracts schema version this server serves (it moves with the declared fields). */
const V = `v${SYNC_SCHEMA_VERSIONS.contracts}`;

let server: TestServer;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  alice = await signUp(server);
  bob = await signUp(server);
});
afterAll(() => server.close());

describe('pull', () => {
  it('returns only the user’s documents, in change order, page by page with checkpoints', async () => {
    const user = await signUp(server);
    const docs = Array.from({ length: 7 }, (_, i) => contractDoc({ name: `Contract ${i}` }));
    for (const doc of docs) await push(server, user.token, 'contracts', [doc]);
    await push(server, bob.token, 'contracts', [contractDoc({ name: 'Bob’s' })]);
    const first = await pull(server, user.token, 'contracts', null, 3);
    expect(first.documents.map((d) => d.name)).toEqual(['Contract 0', 'Contract 1', 'Contract 2']);
    const all = await pullAll(server, user.token, 'contracts', first.checkpoint);
    expect(all.documents.map((d) => d.name)).toEqual([
      'Contract 3',
      'Contract 4',
      'Contract 5',
      'Contract 6',
    ]);
    expect((await pull(server, user.token, 'contracts', all.checkpoint)).documents).toEqual([]);
  });

  it('never skips a writer whose transaction commits after a later one', async () => {
    const user = await signUp(server);
    const slowId = newId();
    const fastId = newId();
    const { checkpoint: start } = await pullAll(server, user.token, 'contracts');
    const slow = await server.db.transaction();
    await slow('contracts').insert({
      id: slowId,
      user_id: user.user.id,
      contract_number: 'CB-2026-000001',
      name: 'slow writer',
    });
    await push(server, user.token, 'contracts', [contractDoc({ id: fastId, name: 'fast writer' })]);
    // The fast writer committed, but the slow one is still open: the pull holds the fast one back.
    const during = await pullAll(server, user.token, 'contracts', start);
    expect(during.documents.map((d) => d.name)).toEqual([]);
    await slow.commit();
    const after = await pullAll(server, user.token, 'contracts', during.checkpoint);
    expect(after.documents.map((d) => d.name)).toEqual(['slow writer', 'fast writer']);
  });

  it('refuses a malformed checkpoint and an unknown collection', async () => {
    expect(
      (await server.request(`/api/sync/contracts/${V}/pull?checkpoint=nope`, { token: alice.token })).status,
    ).toBe(400);
    expect(
      (await server.request(`/api/sync/contracts/${V}/pull?limit=5000`, { token: alice.token })).status,
    ).toBe(400);
    expect((await server.request('/api/sync/secrets/v1/pull', { token: alice.token })).status).toBe(404);
    expect((await server.request(`/api/sync/contracts/${V}/pull`)).status).toBe(401);
  });

  it('answers an outdated schema version with 426 and asks for a reload', async () => {
    const res = await server.request('/api/sync/contracts/v0/pull', { token: alice.token });
    expect(res.status).toBe(404);
    // Contracts v1 had no locale (a declared field added later moves the version): its clients reload.
    const served = SYNC_SCHEMA_VERSIONS.contracts;
    expect(served).toBeGreaterThan(1);
    const old = await server.request(`/api/sync/contracts/v${served - 1}/pull`, { token: alice.token });
    expect(old.status).toBe(426);
    expect(old.body).toMatchObject({ code: 'client-outdated' });
    const newer = await server.request(`/api/sync/contracts/v${served + 1}/pull`, { token: alice.token });
    expect(newer.status).toBe(404);
  });
});

describe('push', () => {
  it('is idempotent: the same push twice makes one document and no conflict', async () => {
    const doc = contractDoc();
    expect(await push(server, alice.token, 'contracts', [doc])).toEqual({ conflicts: [], rejected: [] });
    expect(await push(server, alice.token, 'contracts', [doc])).toEqual({ conflicts: [], rejected: [] });
    expect(await server.db('contracts').where({ id: doc.id })).toHaveLength(1);
  });

  it('takes the owner from the token and never lets a client set server-owned fields', async () => {
    const doc = contractDoc({
      status: 'finalized',
      downloadedAt: '2026-01-01T00:00:00.000Z',
      userId: bob.user.id,
    });
    const result = await push(server, alice.token, 'contracts', [doc]);
    expect(result.conflicts).toHaveLength(1);
    expect(result.conflicts[0]).toMatchObject({ id: doc.id, status: 'completed', downloadedAt: null });
    const row = await server.db('contracts').where({ id: doc.id }).first();
    expect(row).toMatchObject({ user_id: alice.user.id, status: 'completed', downloaded_at: null });

    await server
      .db('contracts')
      .where({ id: doc.id })
      .update({ status: 'finalized', downloaded_at: new Date() });
    const later = Date.now() + 1;
    const edit = await push(server, alice.token, 'contracts', [
      {
        ...doc,
        status: 'draft',
        content: 'changed',
        name: 'Renamed',
        fieldUpdatedAt: { status: later, content: later, name: later },
      },
    ]);
    expect(edit.conflicts[0]).toMatchObject({ status: 'finalized', content: null, name: 'Renamed' });
  });

  it('reviews pushed by a client are unpaid, and their analysis cannot be changed later', async () => {
    const reviewData = analyzeContract(
      'This Services Agreement is made between Acme LLC and Bob. Payment is due within 30 days.',
    );
    const now = new Date().toISOString();
    const doc = {
      id: newId(),
      name: null,
      originalText: 'text',
      reviewData,
      isPaid: true,
      createdAt: now,
      updatedAt: now,
      fieldUpdatedAt: {},
      _deleted: false,
    };
    const first = await push(server, alice.token, 'reviews', [doc]);
    expect(first.conflicts[0]).toMatchObject({ isPaid: false });
    const tampered = {
      ...doc,
      isPaid: true,
      reviewData: { ...reviewData, redFlags: [] },
      name: 'Mine',
      fieldUpdatedAt: { name: Date.now() },
    };
    const second = await push(server, alice.token, 'reviews', [tampered]);
    expect(second.conflicts[0]).toMatchObject({ isPaid: false, name: 'Mine' });
    const row = await server.db('contract_reviews').where({ id: doc.id }).first();
    expect(row.review_data.redFlags).toEqual(reviewData.redFlags);
  });

  it('reports an invalid document and still applies the rest of the batch', async () => {
    const good = contractDoc({ name: 'good' });
    const result = await push(server, alice.token, 'contracts', [
      { id: 'x', name: 5 },
      { ...contractDoc(), status: 'signed' },
      good,
    ]);
    expect(result.rejected).toHaveLength(2);
    expect(result.rejected[0]).toMatchObject({ id: 'x' });
    expect(await server.db('contracts').where({ id: good.id })).toHaveLength(1);
  });

  it('refuses bad bodies with a 400', async () => {
    expect(
      (
        await server.request(`/api/sync/contracts/${V}/push`, {
          token: alice.token,
          body: { not: 'an array' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await server.request(`/api/sync/contracts/${V}/push`, { token: alice.token, rawBody: '[{' })).status,
    ).toBe(400);
    const tooMany = Array.from({ length: 1001 }, () => ({ newDocumentState: {} }));
    expect(
      (await server.request(`/api/sync/contracts/${V}/push`, { token: alice.token, body: tooMany })).status,
    ).toBe(400);
  });
});

describe('ownership', () => {
  it('user B can neither pull nor push user A’s documents, nor learn that they exist', async () => {
    const doc = contractDoc({ name: 'Alice private' });
    await push(server, alice.token, 'contracts', [doc]);
    const bobsView = await pullAll(server, bob.token, 'contracts');
    expect(bobsView.documents.some((d) => d.id === doc.id)).toBe(false);

    const hijack = await push(server, bob.token, 'contracts', [
      { ...doc, name: 'Bob was here', fieldUpdatedAt: { name: Date.now() + 1 } },
    ]);
    const unknown = await push(server, bob.token, 'contracts', [{ ...contractDoc(), id: 'not-a-uuid' }]);
    expect(hijack.conflicts).toEqual([]);
    expect(hijack.rejected[0]?.message).toBe('This document cannot be saved');
    expect(unknown.rejected).toHaveLength(1);
    expect((await server.db('contracts').where({ id: doc.id }).first()).name).toBe('Alice private');

    const sneaky = await push(server, bob.token, 'messages', [
      messageBatch(doc.id, [batchMessage({ content: 'sneaky' })]),
    ]);
    expect(sneaky.rejected[0]?.message).toBe('This document cannot be saved');
  });
});

describe('conflicts', () => {
  it('field-level last writer wins; edits of different fields on two devices both survive', async () => {
    const base = contractDoc({ name: 'Base', content: 'v1' });
    await push(server, alice.token, 'contracts', [base]);
    const t = Date.now();
    const deviceA = {
      ...base,
      name: 'Renamed on A',
      fieldUpdatedAt: { ...base.fieldUpdatedAt, name: t + 10 },
    };
    const deviceB = {
      ...base,
      content: 'v2 from B',
      fieldUpdatedAt: { ...base.fieldUpdatedAt, content: t + 5 },
    };
    await push(server, alice.token, 'contracts', [deviceA]);
    const result = await push(server, alice.token, 'contracts', [deviceB]);
    expect(result.conflicts[0]).toMatchObject({ name: 'Renamed on A', content: 'v2 from B' });
    // An older edit of the same field loses.
    const stale = { ...base, name: 'Old name', fieldUpdatedAt: { ...base.fieldUpdatedAt, name: t + 1 } };
    expect((await push(server, alice.token, 'contracts', [stale])).conflicts[0]).toMatchObject({
      name: 'Renamed on A',
    });
  });

  it('a delete wins over an edit, whichever arrives first', async () => {
    const doc = contractDoc();
    await push(server, alice.token, 'contracts', [doc]);
    await push(server, alice.token, 'contracts', [{ ...doc, _deleted: true }]);
    const edit = await push(server, alice.token, 'contracts', [
      { ...doc, name: 'edited later', fieldUpdatedAt: { name: Date.now() + 100 } },
    ]);
    expect(edit.conflicts[0]).toMatchObject({ _deleted: true, name: doc.name });
  });

  it('a clock from the future is capped at the server’s time', async () => {
    const doc = contractDoc();
    await push(server, alice.token, 'contracts', [
      { ...doc, fieldUpdatedAt: { name: Date.now() + 10 ** 9 } },
    ]);
    const row = await server.db('contracts').where({ id: doc.id }).first();
    expect(row.field_updated_at.name).toBeLessThanOrEqual(Date.now());
  });
});

describe('tombstones', () => {
  it('deleted documents are pulled as tombstones', async () => {
    const user = await signUp(server);
    const doc = contractDoc();
    await push(server, user.token, 'contracts', [doc]);
    await push(server, user.token, 'contracts', [{ ...doc, _deleted: true }]);
    const { documents } = await pullAll(server, user.token, 'contracts');
    expect(documents).toEqual([expect.objectContaining({ id: doc.id, _deleted: true })]);
  });
});

describe('reviews', () => {
  it('an unpaid review reaches devices as its free preview only', async () => {
    const user = await signUp(server);
    const text =
      'This Services Agreement is made between Acme LLC and Bob Smith. Client shall pay within 30 days. Provider shall indemnify Client for all claims. This Agreement renews automatically for successive one-year terms unless either party gives 180 days notice.';
    const full = analyzeContract(text);
    expect(full.editSuggestions.length + full.obligations.length).toBeGreaterThan(0);
    const id = newId();
    await server.db('contract_reviews').insert({
      id,
      user_id: user.user.id,
      original_text: text,
      review_data: JSON.stringify(full),
      is_paid: false,
    });
    const unpaid = (await pullAll(server, user.token, 'reviews')).documents.find((d) => d.id === id);
    expect(unpaid).toMatchObject({ isPaid: false, reviewData: { editSuggestions: [], obligations: [] } });
    await server.db('contract_reviews').where({ id }).update({ is_paid: true });
    const paid = (await pullAll(server, user.token, 'reviews')).documents.find((d) => d.id === id);
    expect(paid).toMatchObject({
      isPaid: true,
      reviewData: { editSuggestions: full.editSuggestions, obligations: full.obligations },
    });
  });
});

describe('chat history as one batch per contract (messages v2)', () => {
  it('merges batches from two offline devices by message id: no message is lost, a delete wins', async () => {
    const user = await signUp(server);
    const contract = contractDoc({ name: 'Chat' });
    await push(server, user.token, 'contracts', [contract]);
    const shared = batchMessage({ content: 'first' });
    expect(await push(server, user.token, 'messages', [messageBatch(contract.id, [shared])])).toEqual({
      conflicts: [],
      rejected: [],
    });
    // Both devices start from [shared] and append offline; B also deletes the shared message.
    const fromA = batchMessage({ content: 'from A' });
    const fromB = batchMessage({ content: 'from B' });
    const deletedOffline = batchMessage({ content: 'written and deleted on B', deleted: true });
    await push(server, user.token, 'messages', [messageBatch(contract.id, [shared, fromA])]);
    const answer = await push(server, user.token, 'messages', [
      messageBatch(contract.id, [{ ...shared, deleted: true }, fromB, deletedOffline]),
    ]);
    expect(answer.rejected).toEqual([]);
    const merged = z
      .object({ messages: z.array(z.object({ id: z.string(), deleted: z.boolean() }).loose()) })
      .parse(answer.conflicts[0]);
    expect(new Map(merged.messages.map((m) => [m.id, m.deleted]))).toEqual(
      new Map([
        [shared.id, true],
        [fromA.id, false],
        [fromB.id, false],
        [deletedOffline.id, true],
      ]),
    );
    // The server's rows stay one per message, which the REST API and the assistant read.
    const listed = await server.request(`/api/contracts/${contract.id}/messages`, { token: user.token });
    expect(
      z
        .array(z.object({ content: z.string() }))
        .parse(listed.body)
        .map((m) => m.content)
        .sort(),
    ).toEqual(['from A', 'from B']);
    // A device that already has everything gets no conflict; repeating a push changes nothing.
    const again = await push(server, user.token, 'messages', [messageBatch(contract.id, merged.messages)]);
    expect(again).toEqual({ conflicts: [], rejected: [] });
    expect(await server.db('chat_messages').where({ contract_id: contract.id })).toHaveLength(4);
  });

  it('pulls each contract’s batch once per change, in change order, page by page', async () => {
    const user = await signUp(server);
    const contracts = Array.from({ length: 5 }, () => contractDoc());
    for (const c of contracts)
      await push(server, user.token, 'messages', [
        messageBatch(c.id, [batchMessage(), batchMessage({ role: 'assistant' })]),
      ]);
    const first = await pull(server, user.token, 'messages', null, 2);
    expect(first.documents.map((d) => d.id)).toEqual(contracts.slice(0, 2).map((c) => c.id));
    const all = await pullAll(server, user.token, 'messages');
    expect(all.documents.map((d) => d.id)).toEqual(contracts.map((c) => c.id));
    // A new message on the first contract moves its batch past the checkpoint, with all its messages.
    const later = batchMessage({ content: 'later' });
    await push(server, user.token, 'messages', [messageBatch(contracts[0]?.id ?? '', [later])]);
    const next = await pullAll(server, user.token, 'messages', all.checkpoint);
    expect(next.documents).toHaveLength(1);
    expect(next.documents[0]).toMatchObject({ id: contracts[0]?.id, _deleted: false });
    expect(z.object({ messages: z.array(z.unknown()) }).parse(next.documents[0]).messages).toHaveLength(3);
  });

  it('never skips a message whose transaction commits after a later one', async () => {
    const user = await signUp(server);
    const [slowContract, fastContract] = [newId(), newId()];
    const { checkpoint: start } = await pullAll(server, user.token, 'messages');
    const slow = await server.db.transaction();
    await slow('chat_messages').insert(messageRow(slowContract, user.user.id, 'slow writer'));
    await push(server, user.token, 'messages', [messageBatch(fastContract, [batchMessage()])]);
    const during = await pullAll(server, user.token, 'messages', start);
    expect(during.documents).toEqual([]);
    await slow.commit();
    const after = await pullAll(server, user.token, 'messages', during.checkpoint);
    expect(after.documents.map((d) => d.id).sort()).toEqual([slowContract, fastContract].sort());
  });

  it('refuses invalid batches and old per-message clients', async () => {
    const contract = contractDoc();
    const bad = await push(server, alice.token, 'messages', [
      messageBatch(contract.id, [batchMessage({ role: 'system' })]),
      messageBatch('not-a-uuid', []),
      messageBatch(
        contract.id,
        Array.from({ length: 5_001 }, () => batchMessage()),
      ),
    ]);
    expect(bad.rejected).toHaveLength(3);
    expect(await server.db('chat_messages').where({ contract_id: contract.id })).toHaveLength(0);
    const old = await server.request('/api/sync/messages/v1/pull', { token: alice.token });
    expect(old.status).toBe(426);
    expect((await server.request('/api/sync/stream?messages=1', { token: alice.token })).status).toBe(426);
  });
});
