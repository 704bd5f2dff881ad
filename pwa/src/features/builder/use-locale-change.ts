import { useCallback } from 'react';
import type { ContractLocale } from '@shared-schema';
import type { UserDbValue } from '../../db/user-db/user-db-context';
import type { UserDocuments } from '../../db/user-db/user-documents';
import type { LocalContract, LocalMessage } from '../../db/user-db/user-db-types';
import { localePatch } from './locale-rewrite';

type Conversation = readonly Pick<LocalMessage, 'role' | 'content'>[];

/**
 * Stores a contract's new locale and rewrites its draft for it at once, on this device and offline too
 * (locale-rewrite.ts, shared with the guest builder). Without a draft only the locale is stored.
 */
export async function changeContractLocale(
  documents: Pick<UserDocuments, 'updateContract'>,
  contract: LocalContract,
  messages: Conversation,
  locale: ContractLocale,
): Promise<void> {
  await documents.updateContract(contract.id, await localePatch(contract, messages, locale));
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
