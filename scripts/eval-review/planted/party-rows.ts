import { analyzeContract } from '../../../contract-engine/src/review/index';
import type { FreshContract } from './fresh';

// Whether a review found a fresh contract's parties (every expected name, nothing else, never an
// address) and read it from the side the user asked for.

export interface PartyRow {
  readonly contract: string;
  readonly partiesRight: boolean;
  readonly sideHonoured: boolean;
  readonly found: string;
}

/** Parties right: every expected name found, nothing else; side honoured: the review reads as the requested role. */
export function partyRows(contracts: readonly FreshContract[]): PartyRow[] {
  return contracts.map((c) => {
    const r = analyzeContract(c.text, { party: c.userParty });
    const names = r.perspective?.parties.map((p) => p.name) ?? [];
    const partiesRight = names.length === c.parties.length && c.parties.every((n) => names.includes(n));
    const p = r.perspective;
    const sideHonoured =
      p !== undefined && p.chosenBy === 'user' && p.party.toLowerCase() === c.userParty.toLowerCase();
    return { contract: c.name, partiesRight, sideHonoured, found: names.join(' / ') };
  });
}
