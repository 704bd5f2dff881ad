import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONTRACT_DECLARED,
  CONTRACT_DOC_DECLARED,
  contractSchema,
  makeContractDoc,
  sampleValues,
  transferResponseSchema,
  type DeclaredField,
} from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';
import { newId, pullAll, push } from '../../../test/sync-client';

// Every declared contract field survives each way a contract travels: REST, sync push and pull, and the
// guest transfer. The test iterates over the declaration (shared-schema synced-fields), so a new field is
// covered the moment it is declared.

let server: TestServer;
let user: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server);
});
afterAll(() => server.close());

/** The fields a client writes: their samples must come back unchanged. */
const WRITTEN = CONTRACT_DECLARED.filter((f) => f.role === 'created' || f.role === 'editable');
const EDITABLE = WRITTEN.filter((f) => f.role === 'editable');
const SAMPLES = sampleValues(WRITTEN);
const contractList = z.array(contractSchema);

function expectFields(
  got: Record<string, unknown> | undefined,
  fields: readonly DeclaredField[],
  expected: Record<string, unknown>,
) {
  expect(got).toBeDefined();
  for (const field of fields)
    expect({ [field.name]: got?.[field.name] }).toEqual({ [field.name]: expected[field.name] });
}

/** Every declared field is present: the written ones with their samples, the others at least as keys. */
function expectEntity(got: Record<string, unknown> | undefined, declared: readonly DeclaredField[]) {
  for (const field of declared) expect(got).toHaveProperty(field.name);
  expectFields(got, WRITTEN, SAMPLES);
}

async function restGet(id: string): Promise<Record<string, unknown>> {
  const res = await server.request(`/api/contracts/${id}`, { token: user.token });
  expect(res.status, res.text).toBe(200);
  return contractSchema.parse(res.body);
}

async function pulled(id: string): Promise<Record<string, unknown> | undefined> {
  const { documents } = await pullAll(server, user.token, 'contracts');
  return documents.find((doc) => doc.id === id);
}

describe('every declared contract field', () => {
  it('has a sample unlike its default, so a lost field shows', () => {
    for (const field of WRITTEN) {
      expect(field.sample, field.name).toBeDefined();
      if (field.hasDefault) expect(field.sample, field.name).not.toEqual(field.default);
    }
  });

  it('survives REST: create, read and list, and then a pull', async () => {
    const id = newId();
    const res = await server.request('/api/contracts', { token: user.token, body: { ...SAMPLES, id } });
    expect(res.status, res.text).toBe(201);
    expectEntity(contractSchema.parse(res.body), CONTRACT_DECLARED);
    expectEntity(await restGet(id), CONTRACT_DECLARED);
    const list = await server.request('/api/contracts', { token: user.token });
    expectEntity(
      contractList.parse(list.body).find((c) => c.id === id),
      CONTRACT_DECLARED,
    );
    expectEntity(await pulled(id), CONTRACT_DOC_DECLARED);
  });

  it('survives a sync push of a new document and of an edit, read back by pull and REST', async () => {
    const now = Date.now();
    const created = makeContractDoc({ id: newId() }, { now: now - 1000 });
    expect((await push(server, user.token, 'contracts', [created])).rejected).toEqual([]);
    expectFields(await pulled(created.id), EDITABLE, created);

    // Every editable field edited at once, each with a newer clock: the merge takes each one.
    const edited = makeContractDoc({ id: created.id }, { values: 'samples', now });
    expect((await push(server, user.token, 'contracts', [edited])).rejected).toEqual([]);
    expectFields(await pulled(created.id), EDITABLE, SAMPLES);
    expectFields(await restGet(created.id), EDITABLE, SAMPLES);

    const inserted = makeContractDoc({ id: newId() }, { values: 'samples' });
    expect((await push(server, user.token, 'contracts', [inserted])).rejected).toEqual([]);
    expectEntity(await pulled(inserted.id), CONTRACT_DOC_DECLARED);
    expectEntity(await restGet(inserted.id), CONTRACT_DECLARED);
  });

  it('survives the guest transfer', async () => {
    const guestContract = { ...SAMPLES, id: Date.now(), userId: 'guest' };
    const res = await server.request('/api/auth/transfer-guest-data', {
      token: user.token,
      body: { guestData: { guestId: `guest-${newId()}`, messages: [], contract: guestContract } },
    });
    expect(res.status, res.text).toBe(201);
    const { contractId } = transferResponseSchema.parse(res.body);
    expect(contractId).toBeDefined();
    expectEntity(await restGet(contractId ?? ''), CONTRACT_DECLARED);
    expectEntity(await pulled(contractId ?? ''), CONTRACT_DOC_DECLARED);
  });

  it('takes its default in a guest draft saved before the field existed', async () => {
    const added = EDITABLE.filter((f) => f.since > 0);
    const older = Object.fromEntries(
      Object.entries(SAMPLES).filter(([name]) => !added.some((f) => f.name === name)),
    );
    const res = await server.request('/api/auth/transfer-guest-data', {
      token: user.token,
      body: {
        guestData: {
          guestId: `guest-${newId()}`,
          messages: [],
          contract: { ...older, id: 1, userId: 'guest' },
        },
      },
    });
    expect(res.status, res.text).toBe(201);
    const { contractId } = transferResponseSchema.parse(res.body);
    const contract = await restGet(contractId ?? '');
    for (const field of added) expect(contract[field.name], field.name).toEqual(field.default);
  });
});
