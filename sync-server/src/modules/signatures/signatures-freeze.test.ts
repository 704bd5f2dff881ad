import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp } from '../../../test/test-users';
import { pullAll, push } from '../../../test/sync-client';
import { finalizedContract, send } from './test-support/signature-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a contract out for signature or signed is frozen on every write path', () => {
  it('rejects a synced delete until the request is voided; a synced content edit changes nothing', async () => {
    const user = await signUp(server);
    const contract = await finalizedContract(server, user);
    const envelope = await send(server, user, contract.id);
    const { documents } = await pullAll(server, user.token, 'contracts');
    const doc = documents.find((d) => d.id === contract.id);
    expect(doc).toBeDefined();

    const edited = await push(server, user.token, 'contracts', [
      {
        ...doc,
        content: 'Rewritten after sending.',
        fieldUpdatedAt: { ...(doc?.fieldUpdatedAt ?? {}), content: Date.now() + 1000 },
      },
    ]);
    expect(edited).toBeDefined();
    const stored = await server.db('contracts').where({ id: contract.id }).first('content', 'deleted');
    expect(stored).toMatchObject({ content: contract.content, deleted: false });

    await push(server, user.token, 'contracts', [{ ...doc, _deleted: true }]);
    expect(await server.db('contracts').where({ id: contract.id }).first('deleted')).toEqual({
      deleted: false,
    });

    const voided = await server.request(`/api/signature-requests/${envelope.id}/void`, {
      token: user.token,
      body: {},
    });
    expect(voided.status, voided.text).toBe(200);
    await push(server, user.token, 'contracts', [{ ...doc, _deleted: true }]);
    expect(await server.db('contracts').where({ id: contract.id }).first('deleted')).toEqual({
      deleted: true,
    });
  });
});
