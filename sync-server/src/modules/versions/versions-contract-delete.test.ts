import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUpSuperAdmin } from '../../../test/super-admin';
import { signUp, type SignedInUser } from '../../../test/test-users';
import { contractDoc, newId, push, versionDoc, type Doc } from '../../../test/sync-client';

let server: TestServer;
let alice: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  server = await startTestServer({ env: { SUPER_ADMIN_EMAIL: 'root@example.com' } });
  [alice, bob, admin] = await Promise.all([signUp(server), signUp(server), signUpSuperAdmin(server)]);
});
afterAll(() => server.close());

const idsSchema = z.array(z.object({ id: z.string() }));

/** The ids of every stored version row of a contract (deleted or not), straight from the table. */
async function storedVersionIds(contractId: string): Promise<string[]> {
  const rows: unknown = await server.db('contract_versions').where({ contract_id: contractId }).select('id');
  return idsSchema
    .parse(rows)
    .map((row) => row.id)
    .sort();
}

/** A synced contract of `user` with `count` versions, both pushed the way a device pushes them. */
async function contractWithVersions(
  user: SignedInUser,
  count: number,
): Promise<{ contract: Doc; ids: string[] }> {
  const contract = contractDoc();
  await push(server, user.token, 'contracts', [contract]);
  const versions = Array.from({ length: count }, () => versionDoc(contract.id));
  expect(await push(server, user.token, 'versions', versions)).toEqual({ conflicts: [], rejected: [] });
  return { contract, ids: versions.map((v) => v.id).sort() };
}

describe("a deleted contract's versions", () => {
  it("go with the contract's REST delete; the user's other contracts and other users keep theirs", async () => {
    const gone = await contractWithVersions(alice, 2);
    const kept = await contractWithVersions(alice, 1);
    const bobs = await contractWithVersions(bob, 1);
    const res = await server.request(`/api/contracts/${gone.contract.id}`, {
      method: 'DELETE',
      token: alice.token,
    });
    expect(res.status, res.text).toBe(200);
    expect(await storedVersionIds(gone.contract.id)).toEqual([]);
    expect(await storedVersionIds(kept.contract.id)).toEqual(kept.ids);
    expect(await storedVersionIds(bobs.contract.id)).toEqual(bobs.ids);
  });

  it("stay when the REST delete is refused: another user's contract, an unknown or malformed id", async () => {
    const mine = await contractWithVersions(alice, 2);
    for (const path of [
      `/api/contracts/${mine.contract.id}`,
      `/api/contracts/${newId()}`,
      '/api/contracts/nope',
    ]) {
      const res = await server.request(path, { method: 'DELETE', token: bob.token });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'not-found', message: 'Contract not found' });
    }
    expect(await storedVersionIds(mine.contract.id)).toEqual(mine.ids);
  });

  it('go with a delete pushed through sync, in the same push; a refused delete changes nothing', async () => {
    const gone = await contractWithVersions(alice, 2);
    const kept = await contractWithVersions(alice, 1);
    // Bob's device pushing a delete of Alice's contract is refused and removes none of her versions.
    const foreign = await push(server, bob.token, 'contracts', [{ ...kept.contract, _deleted: true }]);
    expect(foreign.rejected).toEqual([expect.objectContaining({ message: 'This document cannot be saved' })]);
    expect(await storedVersionIds(kept.contract.id)).toEqual(kept.ids);

    const answer = await push(server, alice.token, 'contracts', [{ ...gone.contract, _deleted: true }]);
    expect(answer.rejected).toEqual([]);
    expect(await storedVersionIds(gone.contract.id)).toEqual([]);
    expect(await storedVersionIds(kept.contract.id)).toEqual(kept.ids);
  });

  it('a version pushed after its contract was deleted is not stored, and the push is not refused', async () => {
    const gone = await contractWithVersions(alice, 1);
    await push(server, alice.token, 'contracts', [{ ...gone.contract, _deleted: true }]);
    // Made offline on another device before it learnt of the delete.
    const late = versionDoc(gone.contract.id);
    expect(await push(server, alice.token, 'versions', [late])).toEqual({ conflicts: [], rejected: [] });
    expect(await storedVersionIds(gone.contract.id)).toEqual([]);
  });

  it('a contract deleted before the server ever saw it takes the versions that arrived first with it', async () => {
    const contract = contractDoc();
    const early = versionDoc(contract.id);
    await push(server, alice.token, 'versions', [early]);
    expect(await storedVersionIds(contract.id)).toEqual([early.id]);
    await push(server, alice.token, 'contracts', [{ ...contract, _deleted: true }]);
    expect(await storedVersionIds(contract.id)).toEqual([]);
  });
});

describe('versions, deleted accounts and restored backups agree', () => {
  it("an account deleted by the admin takes its versions with it, and nobody else's", async () => {
    const carol = await signUp(server);
    const hers = await contractWithVersions(carol, 2);
    const bobs = await contractWithVersions(bob, 1);
    const res = await server.request(`/api/admin/delete-user/${carol.user.id}`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(res.status, res.text).toBe(200);
    expect(await storedVersionIds(hers.contract.id)).toEqual([]);
    expect(await storedVersionIds(bobs.contract.id)).toEqual(bobs.ids);
  });

  it('a restore brings back no version of a contract deleted since the backup', async () => {
    const deletedSince = await contractWithVersions(alice, 2);
    const kept = await contractWithVersions(alice, 1);
    const created = await server.request('/api/admin/create-backup', {
      token: admin.token,
      body: { type: 'data' },
    });
    expect(created.status, created.text).toBe(200);
    const backupPath = z.object({ backup: z.object({ path: z.string() }) }).parse(created.body).backup.path;
    await server.request(`/api/contracts/${deletedSince.contract.id}`, {
      method: 'DELETE',
      token: alice.token,
    });

    const restored = await server.request('/api/admin/restore-backup', {
      token: admin.token,
      body: { backupPath, testMode: false, clearExisting: false, specificTables: ['contract_versions'] },
    });
    expect(restored.status, restored.text).toBe(200);
    expect(await storedVersionIds(deletedSince.contract.id)).toEqual([]);
    expect(await storedVersionIds(kept.contract.id)).toEqual(kept.ids);
  });
});
