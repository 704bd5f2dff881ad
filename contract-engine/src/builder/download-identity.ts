import { findContractType } from './types/registry';

/**
 * What a paid contract download covers (decision 0120): the contract's type and its parties. Re-downloading the
 * same contract after edits that keep both is free; a change of type or of a party's name makes it another
 * contract, whose download costs again. The server applies this rule (it clears `downloadedAt` and charges); the
 * app reads `downloadedAt` and asks the server what the next download costs.
 */
export interface DownloadIdentity {
  type: string | null;
  /** Party-name facts, key -> name as compared (case, punctuation and spacing ignored). */
  parties: Record<string, string>;
}

export interface IdentitySource {
  type: string | null;
  placeholders: Readonly<Record<string, string>> | null;
}

/** A contract of a type the builder does not declare (another assistant wrote it): its *NAME* placeholders. */
const UNDECLARED_PARTY_KEY = /\bNAME\b/i;

function partyKeys(type: string | null, placeholders: Readonly<Record<string, string>>): string[] {
  const declared = findContractType(type);
  if (declared) return declared.facts.filter((fact) => fact.kind === 'party-name').map((fact) => fact.key);
  return Object.keys(placeholders).filter((key) => UNDECLARED_PARTY_KEY.test(key));
}

/** 'ACME, LLC.' and 'Acme LLC' name the same party; 'Acme Inc' does not. */
export function comparablePartyName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function downloadIdentity(contract: IdentitySource): DownloadIdentity {
  const placeholders = contract.placeholders ?? {};
  const parties: Record<string, string> = {};
  for (const key of partyKeys(contract.type, placeholders).sort()) {
    const name = comparablePartyName(placeholders[key] ?? '');
    if (name) parties[key] = name;
  }
  return { type: contract.type, parties };
}

/** One string per identity: equal strings, the same contract for downloading. */
export function downloadIdentityKey(contract: IdentitySource): string {
  const { type, parties } = downloadIdentity(contract);
  return JSON.stringify([type, Object.entries(parties)]);
}

/** Whether an edit from `before` to `after` makes another contract, whose download costs again. */
export function changesDownloadIdentity(before: IdentitySource, after: IdentitySource): boolean {
  return downloadIdentityKey(before) !== downloadIdentityKey(after);
}
