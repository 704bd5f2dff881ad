import {
  CONTRACT_EDITABLE_DECLARED,
  formatContractNumber,
  guestContractSchema,
  initialValues,
  type GuestData,
} from '@shared-schema';
import { readGuestData, saveGuestData } from '../../db/guest-store';

export type GuestContract = NonNullable<GuestData['contract']>;
export type GuestMessage = GuestData['messages'][number];

const EMPTY: GuestData = { messages: [], aiConfidence: null, contract: null, contractReview: null };

/** Read-modify-write of the guest record, so a slow reply never overwrites what was written meanwhile. */
export async function updateGuestData(
  guestId: string,
  change: (data: GuestData) => GuestData,
): Promise<GuestData> {
  const current = (await readGuestData(guestId)) ?? EMPTY;
  const next = change(current);
  await saveGuestData(guestId, next);
  return next;
}

/** A new guest draft (spec 000 section 3: userId 'guest', null type, content, confidence and placeholders) with the greeting. */
export function newGuestDraft(
  name: string,
  greeting: string,
  now: Date = new Date(),
): Pick<GuestData, 'contract' | 'messages' | 'aiConfidence'> {
  // Every declared user-editable field starts at its initial value (null type, content, confidence, ...).
  const contract: GuestContract = guestContractSchema.parse({
    ...initialValues(CONTRACT_EDITABLE_DECLARED),
    id: now.getTime(),
    userId: 'guest',
    contractNumber: formatContractNumber(now),
    name: name.trim(),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  return {
    contract,
    messages: [{ role: 'assistant', content: greeting, timestamp: now.toISOString() }],
    aiConfidence: null,
  };
}
