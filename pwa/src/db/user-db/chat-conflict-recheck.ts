import { z } from 'zod';
import { chatMessageSchema, type BatchMessage } from '@shared-schema';
import { apiFetch } from '../../lib/http';

/** How long after a chat push met a conflict its batch is read again: RxDB has settled the conflict by then. */
export const CHAT_RECHECK_DELAY_MS = 1_000;

/** Merges messages read from the server into a contract's local chat; writes nothing when none is new. */
export type MergeRemoteChat = (contractId: string, messages: BatchMessage[]) => Promise<void>;

/**
 * RxDB 17 can pass over a stream event that arrives while it settles a push conflict on the same document:
 * it writes the merged batch, then the server's answer as the assumed server state, and an event between the
 * two is taken for 'local changes still to push' and skipped, while no push follows. So after a chat push
 * met a conflict (another device wrote the same chat meanwhile), each such batch is read again from the
 * server a moment later and whatever this device lacks is merged in by the shared rule (a union).
 */
export function recheckChatBatches(
  contractIds: readonly string[],
  mergeRemote: MergeRemoteChat,
  delayMs = CHAT_RECHECK_DELAY_MS,
): void {
  if (contractIds.length === 0) return;
  setTimeout(() => {
    for (const id of contractIds)
      // Offline, signed out or the contract gone: the next sync catches up as before.
      recheck(id, mergeRemote).catch(() => undefined);
  }, delayMs);
}

async function recheck(contractId: string, mergeRemote: MergeRemoteChat): Promise<void> {
  const body = await apiFetch({ path: `/api/contracts/${encodeURIComponent(contractId)}/messages` });
  const messages = z.array(chatMessageSchema).parse(body);
  await mergeRemote(
    contractId,
    messages.map(({ id, role, content, timestamp }) => ({ id, role, content, timestamp, deleted: false })),
  );
}
