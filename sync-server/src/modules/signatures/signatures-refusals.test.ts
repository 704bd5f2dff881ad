import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';
import {
  finalizedContract,
  linkFor,
  send,
  signWith,
  TWO_SIGNERS,
  TYPED,
} from './test-support/signature-fixtures';

let server: TestServer;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  [alice, bob] = await Promise.all([signUp(server), signUp(server)]);
});
afterAll(() => server.close());

const counts = async () => ({
  envelopes: Number((await server.db('signature_envelopes').count({ n: '*' }).first())?.n),
  events: Number((await server.db('signature_events').count({ n: '*' }).first())?.n),
});

function expectError(res: { status: number; body: unknown; text: string }, status: number, code?: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toMatchObject({ message: expect.any(String), ...(code && { code }) });
}

describe('sending refuses what it must, changing nothing', () => {
  it('answers bad bodies, unfinished, unpaid and foreign contracts with a 4xx', async () => {
    const paid = await finalizedContract(server, alice);
    const unpaid = await finalizedContract(server, alice, false);
    const before = await counts();
    const url = (id: string) => `/api/contracts/${id}/signature-requests`;
    const one = [TWO_SIGNERS[0]];
    for (const body of [
      {},
      { signers: [] },
      { signers: [{ name: 'A', email: 'not-an-email', party: 'CLIENT' }] },
      { signers: [{ name: '', email: 'a@example.com', party: 'CLIENT' }] },
      { signers: [TWO_SIGNERS[0], TWO_SIGNERS[0]] },
      {
        signers: Array.from({ length: 11 }, (_, i) => ({
          name: `S${i}`,
          email: `s${i}@example.com`,
          party: 'P',
        })),
      },
      { signers: one, ordered: 'yes' },
      { signers: one, message: 'x'.repeat(2001) },
    ]) {
      expectError(await server.request(url(paid.id), { token: alice.token, body }), 400);
    }
    expectError(
      await server.request(url(unpaid.id), { token: alice.token, body: { signers: one } }),
      409,
      'download-required',
    );
    expectError(
      await server.request(url(paid.id), { token: bob.token, body: { signers: one } }),
      404,
      'not-found',
    );
    expectError(await server.request(url('not-a-uuid'), { token: alice.token, body: { signers: one } }), 404);
    expectError(await server.request(url(paid.id), { body: { signers: one } }), 401);
    expect(await counts()).toEqual(before);
  });

  it('refuses a second request, another user’s envelope, and deleting a contract that is out for signature', async () => {
    const contract = await finalizedContract(server, alice);
    const envelope = await send(server, alice, contract.id);
    const again = await server.request(`/api/contracts/${contract.id}/signature-requests`, {
      token: alice.token,
      body: { signers: TWO_SIGNERS },
    });
    expectError(again, 409, 'signature-request-live');
    for (const action of ['remind', 'void'])
      expectError(
        await server.request(`/api/signature-requests/${envelope.id}/${action}`, {
          token: bob.token,
          body: {},
        }),
        404,
      );
    expectError(
      await server.request(`/api/signature-requests/${envelope.id}/signed-pdf`, {
        token: bob.token,
        method: 'POST',
      }),
      404,
    );
    expectError(
      await server.request(`/api/signature-requests/${envelope.id}/trail`, { token: bob.token }),
      404,
    );
    const bobs = await server.request('/api/signature-requests', { token: bob.token });
    expect(bobs.body).toEqual([]);

    expectError(
      await server.request(`/api/contracts/${contract.id}`, { token: alice.token, method: 'DELETE' }),
      409,
      'signature-request-live',
    );
    const voided = await server.request(`/api/signature-requests/${envelope.id}/void`, {
      token: alice.token,
      body: { reason: 'Wrong price' },
    });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body).toMatchObject({ status: 'voided', voidReason: 'Wrong price' });
    expect(
      (await server.request(`/api/contracts/${contract.id}`, { token: alice.token, method: 'DELETE' }))
        .status,
    ).toBe(200);
    const actions = await server
      .db('activity_logs')
      .where({ user_id: alice.user.id })
      .whereLike('action', 'signature_request_%')
      .pluck('action');
    expect(actions).toEqual(expect.arrayContaining(['signature_request_sent', 'signature_request_voided']));
  });
});

describe('signing links', () => {
  it('refuses altered, expired, reused and voided links with their own codes', async () => {
    const contract = await finalizedContract(server, alice);
    const envelope = await send(server, alice, contract.id);
    const ann = await linkFor(server, 'ann@example.com');
    const sam = await linkFor(server, 'sam@example.com');
    const altered = `${ann.slice(0, -1)}${ann.endsWith('A') ? 'B' : 'A'}`;
    expectError(await server.request(`/api/sign/${altered}`), 404, 'invalid-link');
    expectError(await server.request('/api/sign/short'), 404, 'invalid-link');
    expectError(
      await signWith(server, ann, { consent: false, signature: { kind: 'typed', name: 'Ann' } }),
      400,
    );
    expectError(
      await signWith(server, ann, {
        consent: true,
        signature: { kind: 'drawn', image: 'data:image/gif;base64,AAAA' },
      }),
      400,
    );
    expectError(await server.request(`/api/sign/${ann}/decline`, { body: { reason: '  ' } }), 400);

    expect((await signWith(server, ann, TYPED('Ann Client'))).status).toBe(200);
    expectError(await signWith(server, ann, TYPED('Ann Client')), 410, 'link-used');
    expectError(await server.request(`/api/sign/${ann}`), 410, 'link-used');

    await server
      .db('signature_signers')
      .where({ email: 'sam@example.com', envelope_id: envelope.id })
      .update({ token_expires_at: new Date(Date.now() - 1000) });
    expectError(await server.request(`/api/sign/${sam}`), 410, 'link-expired');
    const reminded = await server.request(`/api/signature-requests/${envelope.id}/remind`, {
      token: alice.token,
      body: {},
    });
    expect(reminded.status, reminded.text).toBe(200);
    const fresh = await linkFor(server, 'sam@example.com');
    expect(fresh).not.toBe(sam);
    expectError(await server.request(`/api/sign/${sam}`), 404, 'invalid-link');

    await server.request(`/api/signature-requests/${envelope.id}/void`, { token: alice.token, body: {} });
    expectError(await signWith(server, fresh, TYPED('Sam Provider')), 410, 'envelope-voided');
  });

  it('a decline closes the request for everyone and tells the sender', async () => {
    const contract = await finalizedContract(server, alice);
    const envelope = await send(server, alice, contract.id);
    const ann = await linkFor(server, 'ann@example.com');
    const declined = await server.request(`/api/sign/${ann}/decline`, {
      body: { reason: 'The fee is wrong' },
    });
    expect(declined.status, declined.text).toBe(200);
    expectError(
      await signWith(server, await linkFor(server, 'sam@example.com'), TYPED('Sam')),
      410,
      'envelope-declined',
    );
    const list = z
      .array(z.object({ id: z.string(), status: z.string() }))
      .parse((await server.request('/api/signature-requests', { token: alice.token })).body);
    expect(list.find((e) => e.id === envelope.id)?.status).toBe('declined');
    const mails = await server.outbox();
    expect(mails.some((m) => m.includes(`To: ${alice.email}`) && m.includes('The fee is wrong'))).toBe(true);
  });

  it('a contract changed after sending voids the request at the next signer step, and says so', async () => {
    const contract = await finalizedContract(server, alice);
    const envelope = await send(server, alice, contract.id);
    // Any write path (a sync push, a later feature): the stored text is what counts.
    await server.db('contracts').where({ id: contract.id }).update({ content: 'A different contract.' });
    const res = await server.request(`/api/sign/${await linkFor(server, 'ann@example.com')}`);
    expectError(res, 410, 'envelope-voided');
    expect(res.text).toContain('changed after it was sent');
    const row = await server.db('signature_envelopes').where({ id: envelope.id }).first('status');
    expect(row).toMatchObject({ status: 'voided' });
  });

  it('the trail detects an event edited in PostgreSQL', async () => {
    const contract = await finalizedContract(server, alice);
    const envelope = await send(server, alice, contract.id);
    await server.request(`/api/sign/${await linkFor(server, 'ann@example.com')}`);
    const trail = async () =>
      z
        .object({ chainValid: z.boolean() })
        .parse(
          (await server.request(`/api/signature-requests/${envelope.id}/trail`, { token: alice.token })).body,
        ).chainValid;
    expect(await trail()).toBe(true);
    const first = await server
      .db('signature_events')
      .where({ envelope_id: envelope.id, type: 'opened' })
      .first('id');
    await server
      .db('signature_events')
      .where({ id: z.object({ id: z.union([z.string(), z.number()]) }).parse(first).id })
      .update({ ip: '203.0.113.9' });
    expect(await trail()).toBe(false);
  });
});
