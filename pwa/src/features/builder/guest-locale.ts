import { browserContractLocale, type ContractLocale } from '@shared-schema';
import { loadEngine } from './builder-engine';
import { updateGuestData, type GuestContract } from './guest-draft';
import { rewriteForLocale } from './locale-rewrite';

/** The locale a guest draft is written for: a draft saved before drafts had one takes the browser's (decision 0321). */
export function guestDraftLocale(contract: Pick<GuestContract, 'locale'>): ContractLocale {
  return contract.locale ?? browserContractLocale();
}

/**
 * The guest's locale select: stores the new locale with the draft in this browser and rewrites the draft for it at
 * once, offline too, by the signed-in builder's rule (locale-rewrite.ts). The rewrite runs inside the guest record's
 * read-modify-write, on the draft and chat as stored then, so a reply that landed meanwhile is not overwritten.
 */
export async function changeGuestLocale(guestId: string, locale: ContractLocale): Promise<void> {
  const engine = await loadEngine();
  await updateGuestData(guestId, (current) => {
    const contract = current.contract;
    if (!contract) return current;
    const patch = rewriteForLocale(
      engine,
      { ...contract, locale: guestDraftLocale(contract) },
      current.messages,
      locale,
    );
    return { ...current, contract: { ...contract, ...patch, updatedAt: new Date().toISOString() } };
  });
}
