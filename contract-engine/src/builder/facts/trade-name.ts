import type { ContractTypeDef } from '../model';

// "Partners are Aisha Bello and Tom Fry, trading as Bello & Fry Dental": the name reader keeps a trade name with
// the person before it ("Zoë Kowalczyk d/b/a ZK Design" signs so). Where the contract declares the business's own
// trading name (a partnership's name), that name is the business's, and the partner signs under their own name.

const TRADING_AS = /^(.*?),?\s+(?:trading as|t\/a|d\/b\/a|dba|doing business as)\s+(.+)$/i;

export function settleTradeName(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  latest: Record<string, string>,
): void {
  const trade = type.facts.find((fact) => fact.tradeName);
  if (!trade) return;
  for (const party of type.parties) {
    const split = TRADING_AS.exec(latest[party.nameKey] ?? '');
    if (!split?.[1] || !split[2]) continue;
    latest[party.nameKey] = split[1].trim();
    if (!facts[trade.key] && !latest[trade.key]) latest[trade.key] = split[2].trim();
  }
}
