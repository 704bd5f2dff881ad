import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SYNC_SCHEMA_VERSIONS } from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';
import { batchMessage, contractDoc, messageBatch, messageRow, newId, push } from '../../../test/sync-client';
import { openSse } from '../../../test/sse-reader';
import { contractsSync } from '../contracts/contracts-sync';
import { messagesSync } from '../messages/messages-sync';
import { reviewsSync } from '../reviews/reviews-sync';
import { versionsSync } from '../versions/versions-sync';
import { SyncService } from './sync-service';

/** The stream's query for contracts (and messages) at the versions this server serves. */
const CONTRACTS = `contracts=${SYNC_SCHEMA_VERSIONS.contracts}`;
const WITH_MESSAGES = `${CONTRACTS}&messages=${SYNC_SCHEMA_VERSIONS.messages}`;

let server: TestServer;
let second: TestServer;
let alice: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  second = await startTestServer({ shareDatabaseWith: server });
  alice = await signUp(server);
});
afterAll(async () => {
  await second.close();
  await server.close();
});

describe('GET /api/sync/stream', () => {
  it('sends RESYNC on connect, then the changes of the user as they commit', async () => {
    const stream = await openSse(`${server.url}/api/sync/stream?${WITH_MESSAGES}`, alice.token);
    expect(stream.status).toBe(200);
    expect(await stream.next()).toBe('RESYNC');
    const doc = contractDoc({ name: 'Streamed' });
    await push(server, alice.token, 'contracts', [doc]);
    expect(await stream.next()).toMatchObject({
      collection: 'contracts',
      documents: [expect.objectContaining({ id: doc.id, name: 'Streamed' })],
      checkpoint: expect.objectContaining({ id: doc.id }),
    });
    await push(server, alice.token, 'messages', [messageBatch(doc.id, [batchMessage({ content: 'hello' })])]);
    expect(await stream.next()).toMatchObject({
      collection: 'messages',
      documents: [
        expect.objectContaining({ id: doc.id, messages: [expect.objectContaining({ content: 'hello' })] }),
      ],
    });
    stream.close();
  });

  it('does not send another user’s changes', async () => {
    const bob = await signUp(server);
    const stream = await openSse(`${server.url}/api/sync/stream?${CONTRACTS}`, bob.token);
    expect(await stream.next()).toBe('RESYNC');
    await push(server, alice.token, 'contracts', [contractDoc({ name: 'Not for Bob' })]);
    await expect(stream.next(500)).rejects.toThrow('no event in time');
    stream.close();
  });

  it('carries a change pushed to one server instance to a stream on another', async () => {
    const stream = await openSse(`${second.url}/api/sync/stream?${CONTRACTS}`, alice.token);
    expect(await stream.next()).toBe('RESYNC');
    const doc = contractDoc({ name: 'Across instances' });
    await push(server, alice.token, 'contracts', [doc]);
    expect(await stream.next()).toMatchObject({
      collection: 'contracts',
      documents: [expect.objectContaining({ id: doc.id })],
    });
    stream.close();
  });

  it('sends a change whose transaction was still open when the stream started, though a later one had committed', async () => {
    // Two devices reconnect at once: B's push is still open while A's later push commits and A's stream opens.
    // The stream must start below B's open transaction, or it would never send B's messages to A.
    const user = await signUp(server);
    const [slowContract, fastContract, slowDoc] = [newId(), newId(), newId()];
    const slow = await server.db.transaction();
    await slow('chat_messages').insert(messageRow(slowContract, user.user.id, 'slow writer'));
    await slow('contracts').insert({
      id: slowDoc,
      user_id: user.user.id,
      contract_number: 'CB-2026-000001',
      name: 'slow contract',
    });
    await push(server, user.token, 'messages', [messageBatch(fastContract, [batchMessage()])]);
    await push(server, user.token, 'contracts', [contractDoc({ name: 'fast contract' })]);
    const stream = await openSse(`${server.url}/api/sync/stream?${WITH_MESSAGES}`, user.token);
    expect(await stream.next()).toBe('RESYNC');
    await slow.commit();
    const seen = new Set<string>();
    while (!seen.has(slowContract) || !seen.has(slowDoc)) {
      const event = z
        .object({ documents: z.array(z.object({ id: z.string() })) })
        .parse(await stream.next(5_000));
      for (const doc of event.documents) seen.add(doc.id);
    }
    stream.close();
  });

  it('waits for a change only while one is held back behind an older open transaction', async () => {
    // A stream woken with nothing new to send (the change went out with an earlier wake-up) returns at once;
    // it looks again shortly only when a committed change cannot be pulled yet.
    const sync = new SyncService({
      db: server.db,
      definitions: {
        contracts: contractsSync,
        messages: messagesSync,
        reviews: reviewsSync,
        versions: versionsSync,
      },
    });
    const user = await signUp(server);
    const other = await signUp(server);
    await push(server, user.token, 'contracts', [contractDoc({ name: 'Committed' })]);
    expect(await sync.heldBack('contracts', user.user.id)).toBe(false);
    // Another user's transaction is open (it has written, so it holds an id) while this user's push commits.
    const older = await server.db.transaction();
    await older('contracts').insert({
      id: newId(),
      user_id: other.user.id,
      contract_number: 'CB-2026-000001',
      name: 'older, still open',
    });
    await push(server, user.token, 'contracts', [contractDoc({ name: 'Held back' })]);
    await push(server, user.token, 'messages', [messageBatch(newId(), [batchMessage()])]);
    expect(await sync.heldBack('contracts', user.user.id)).toBe(true);
    expect(await sync.heldBack('messages', user.user.id)).toBe(true);
    expect(await sync.heldBack('reviews', user.user.id)).toBe(false);
    await older.commit();
    expect(await sync.heldBack('contracts', user.user.id)).toBe(false);
    expect(await sync.heldBack('messages', user.user.id)).toBe(false);
  });

  it('needs a user, a collection and a served schema version', async () => {
    expect((await server.request(`/api/sync/stream?${CONTRACTS}`)).status).toBe(401);
    expect((await server.request('/api/sync/stream', { token: alice.token })).status).toBe(404);
    expect((await server.request('/api/sync/stream?contracts=7', { token: alice.token })).status).toBe(404);
  });
});
