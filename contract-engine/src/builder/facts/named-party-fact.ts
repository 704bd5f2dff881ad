import type { ContractTypeDef, FactSpec } from '../model';

// "Change Raj's contribution to £25,000": a fact each side has its own of (a partner's contribution) is the one of
// the party whose name the request gives, not the first such fact its words match. A name shared by both sides
// (two Okonkwos) says nothing, and the words' own choice stands.

const POSSESSIVE = /([\p{L}][\p{L}'’-]*?)['’]s?(?=\s|$)/gu;

/** The part of a fact key that names its party ("PARTNER TWO " of "PARTNER TWO NAME"). */
function prefixOf(nameKey: string): string {
  return nameKey.replace(/NAME$/, '');
}

export function factOfNamedParty(
  fact: FactSpec,
  fieldWords: string,
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
): FactSpec {
  const owner = type.parties.find((party) => fact.key.startsWith(prefixOf(party.nameKey)));
  if (!owner || fact.key === owner.nameKey) return fact;
  for (const match of fieldWords.matchAll(POSSESSIVE)) {
    const word = (match[1] ?? '').toLowerCase();
    const named = type.parties.filter((party) =>
      (facts[party.nameKey] ?? '')
        .toLowerCase()
        .split(/[^\p{L}'’-]+/u)
        .includes(word),
    );
    const [party] = named;
    if (named.length !== 1 || !party) continue;
    const key = prefixOf(party.nameKey) + fact.key.slice(prefixOf(owner.nameKey).length);
    return type.facts.find((candidate) => candidate.key === key) ?? fact;
  }
  return fact;
}
