import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';
import { batchMessage, contractDoc, messageBatch, push } from '../../../test/sync-client';
import { openSse } from '../../../test/sse-reader';

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
    const stream = await openSse(`${server.url}/api/sync/stream?contracts=1&messages=2`, alice.token);
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
    const stream = await openSse(`${server.url}/api/sync/stream?contracts=1`, bob.token);
    expect(await stream.next()).toBe('RESYNC');
    await push(server, alice.token, 'contracts', [contractDoc({ name: 'Not for Bob' })]);
    await expect(stream.next(500)).rejects.toThrow('no event in time');
    stream.close();
  });

  it('carries a change pushed to one server instance to a stream on another', async () => {
    const stream = await openSse(`${second.url}/api/sync/stream?contracts=1`, alice.token);
    expect(await stream.next()).toBe('RESYNC');
    const doc = contractDoc({ name: 'Across instances' });
    await push(server, alice.token, 'contracts', [doc]);
    expect(await stream.next()).toMatchObject({
      collection: 'contracts',
      documents: [expect.objectContaining({ id: doc.id })],
    });
    stream.close();
  });

  it('needs a user, a collection and a served schema version', async () => {
    expect((await server.request('/api/sync/stream?contracts=1')).status).toBe(401);
    expect((await server.request('/api/sync/stream', { token: alice.token })).status).toBe(404);
    expect((await server.request('/api/sync/stream?contracts=7', { token: alice.token })).status).toBe(404);
  });
});
