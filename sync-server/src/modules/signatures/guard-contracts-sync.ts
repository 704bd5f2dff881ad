import type { ContractDoc } from '@shared-schema';
import type { SyncCollectionDef } from '../sync/sync-collection';
import type { SignaturesRepository } from './signatures-repository';

const storedLive = (existing: unknown): boolean =>
  typeof existing === 'object' && existing !== null && 'deleted' in existing && existing.deleted === false;

/**
 * The contracts' sync definition with the signature rule added: a device's delete of a contract that is out
 * for signature or signed is rejected (the device gets the contract back), like the REST delete's 409. Content
 * edits need no guard: a finalized contract takes only a new name (contracts-sync), which is not in the hash.
 */
export function guardContractsSync(
  def: SyncCollectionDef<ContractDoc>,
  repo: SignaturesRepository,
): SyncCollectionDef<ContractDoc> {
  return {
    ...def,
    merge: async (existing, incoming, ctx) => {
      if (incoming._deleted && storedLive(existing) && (await repo.liveEnvelopeOf(incoming.id, ctx.trx)))
        return {
          kind: 'reject',
          message:
            'This contract is out for signature or signed. Void the signature request before deleting it.',
        };
      return def.merge(existing, incoming, ctx);
    },
  };
}
