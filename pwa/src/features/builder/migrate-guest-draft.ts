import { CONTRACT_EDITABLE_FIELDS, pickFields, type GuestData } from '@shared-schema';
import { readGuestData } from '../../db/guest-store';
import type { UserDocuments } from '../../db/user-db/user-documents';
import { clearGuestSession, readGuestId, GUEST_TRANSFER_FLAG } from '../auth';

/** How long to let a sign-in transfer that is already under way finish before migrating here. */
const TRANSFER_GRACE_MS = 4_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function guestDraft(): Promise<GuestData | null> {
  const guestId = readGuestId();
  const data = guestId ? await readGuestData(guestId) : null;
  return data?.contract ? data : null;
}

/**
 * ?migrate=true (spec 000 section 4): creates the contract with the draft's data, replays the guest
 * messages onto it and removes the local guest data; answers the new contract id, or null when there
 * is no draft. The sign-in transfer does the same through the server; the session flag makes sure only
 * one of the two runs, and a transfer already started gets a moment to finish (and navigate) first.
 */
export async function migrateGuestDraft(documents: UserDocuments): Promise<string | null> {
  if (sessionStorage.getItem(GUEST_TRANSFER_FLAG)) {
    const deadline = Date.now() + TRANSFER_GRACE_MS;
    while (Date.now() < deadline && (await guestDraft())) await sleep(250);
  }
  sessionStorage.setItem(GUEST_TRANSFER_FLAG, 'true');
  const data = await guestDraft();
  const draft = data?.contract;
  if (!data || !draft) return null;
  const created = await documents.createContract({
    // Every user-editable field of the draft comes along (a field the draft lacks takes its initial value).
    ...pickFields(draft, CONTRACT_EDITABLE_FIELDS),
    name: draft.name,
    // A guest cannot finalize; anything else keeps its status.
    status: draft.status === 'finalized' ? 'in-progress' : draft.status,
    aiConfidence: draft.aiConfidence ?? data.aiConfidence ?? null,
  });
  const start = Date.now() - data.messages.length;
  for (const [index, message] of data.messages.entries()) {
    if (message.content.trim() === '') continue;
    await documents.addMessage(created.id, message.role, message.content, new Date(start + index));
  }
  await clearGuestSession();
  return created.id;
}
