import { useCallback } from 'react';
import type { ContractLocale } from '@shared-schema';
import type { UserDbValue } from '../../db/user-db/user-db-context';
import type { UserDocuments } from '../../db/user-db/user-documents';
import type { LocalContract, LocalMessage } from '../../db/user-db/user-db-types';
import { loadEngine, todayIso } from './builder-engine';

type Conversation = readonly Pick<LocalMessage, 'role' | 'content'>[];

/**
 * Stores a contract's new locale and rewrites its draft for it at once, on this device and offline too: the same
 * facts (the contract's placeholders, kept as the person gave them) and the same removed sections and added terms
 * (read from the conversation), with dates and amounts written the locale's way. Amounts keep their meaning
 * (decision 0320): a plain "$" kept under the old locale is first written as the dollar it meant there, and the
 * amounts already kept are the ones later turns read the conversation's bare amounts as. Without a draft only
 * the locale is stored; the first draft is then written for it.
 */
export async function changeContractLocale(
  documents: Pick<UserDocuments, 'updateContract'>,
  contract: LocalContract,
  messages: Conversation,
  locale: ContractLocale,
): Promise<void> {
  const patch: Partial<Pick<LocalContract, 'locale' | 'content' | 'placeholders'>> = { locale };
  if (contract.content && contract.type) {
    const engine = await loadEngine();
    const before = engine.runInterview({
      contractName: contract.name,
      contractType: contract.type,
      messages: messages.map(({ role, content }) => ({ role, content })),
      today: todayIso(),
      locale: contract.locale,
      ...(contract.placeholders ? { keptFacts: contract.placeholders } : {}),
    });
    const kept = engine.pinAmounts(contract.type, contract.placeholders ?? before.facts, contract.locale);
    const written = engine.generateContract(contract.type, kept, {
      locale,
      today: todayIso(),
      ...before.documentEdits,
    });
    if (written.content !== contract.content) patch.content = written.content;
    // Only the dollars pinned: the facts are otherwise kept as they were (no agreement date filled in).
    if (contract.placeholders && JSON.stringify(kept) !== JSON.stringify(contract.placeholders))
      patch.placeholders = kept;
  }
  await documents.updateContract(contract.id, patch);
}

/** The builder's locale select: changeContractLocale for the open contract. */
export function useLocaleChange(
  value: UserDbValue,
  contract: LocalContract,
  messages: Conversation,
): (locale: ContractLocale) => Promise<void> {
  return useCallback(
    (locale: ContractLocale) => changeContractLocale(value.documents, contract, messages, locale),
    [value, contract, messages],
  );
}
