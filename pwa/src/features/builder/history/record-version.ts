import { v7 as uuidv7 } from 'uuid';
import { newVersion, type NewVersionInput } from '@contract-engine/redline';
import type { UserDocuments } from '../../../db/user-db/user-documents';
import type { LocalContract } from '../../../db/user-db/user-db-types';
import { deviceId } from '../../../lib/device-id';

type Edit = Parameters<UserDocuments['updateContract']>[1];
type How = Pick<NewVersionInput, 'authorKind' | 'cause' | 'restoredFrom' | 'restoredLabel'>;

/**
 * A change to a contract on this device and the version it makes (when its text or a filled-in value changed):
 * the offline chat, the Details panel offline and a restore. Online chat turns get their version from the server,
 * in the same transaction as the change.
 */
export async function changeWithVersion(
  documents: UserDocuments,
  contract: LocalContract,
  edit: Edit,
  how: How,
): Promise<void> {
  await documents.updateContract(contract.id, edit);
  const version = newVersion({
    ...how,
    id: uuidv7(),
    contractId: contract.id,
    deviceId: deviceId(),
    before: contract,
    after: {
      content: edit.content !== undefined ? edit.content : contract.content,
      placeholders: edit.placeholders !== undefined ? edit.placeholders : contract.placeholders,
    },
    createdAt: new Date(),
  });
  if (version) {
    const { _deleted: _, ...local } = version;
    await documents.addVersion(local);
  }
}
