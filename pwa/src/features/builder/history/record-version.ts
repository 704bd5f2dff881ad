import { v7 as uuidv7 } from 'uuid';
import { newVersion, type NewVersionInput } from '@contract-engine/redline';
import type { UserDocuments } from '../../../db/user-db/user-documents';
import type { LocalContract } from '../../../db/user-db/user-db-types';
import { deviceId } from '../../../lib/device-id';

type Edit = Parameters<UserDocuments['updateContract']>[1];
type How = Pick<NewVersionInput, 'authorKind' | 'cause' | 'restoredFrom' | 'restoredLabel'>;

/**
 * A change to a contract on this device and the version it makes (when its text or a filled-in value changed),
 * compared with the contract as stored when the change is written: the offline chat, the Details panel offline
 * and a restore. Online chat turns get their version from the server,
 * in the same transaction as the change.
 */
export async function changeWithVersion(
  documents: UserDocuments,
  contract: LocalContract,
  edit: Edit,
  how: How,
): Promise<void> {
  await documents.updateContract(contract.id, edit, (before) => {
    const version = newVersion({
      ...how,
      id: uuidv7(),
      contractId: contract.id,
      deviceId: deviceId(),
      before,
      after: {
        content: edit.content !== undefined ? edit.content : before.content,
        placeholders: edit.placeholders !== undefined ? edit.placeholders : before.placeholders,
      },
      createdAt: new Date(),
    });
    if (!version) return null;
    const { _deleted: _, ...local } = version;
    return local;
  });
}
