import { toThirdPerson } from '../edit-intent';
import { cleanDescription } from '../extract/description';
import type { ContractTypeDef, FactSpec } from '../model';

// "update the scope to include a logo": what the description already says stays, the new part is added.
const INCLUDE =
  /^(?:also\s+)?(?:include|includes|including|add|adding|cover|covering)\s+(?:also\s+)?(.{3,300})$/i;

/** The description with the part a change adds; undefined when the change does not add to a known description. */
export function includedInText(
  type: ContractTypeDef,
  fact: FactSpec,
  facts: Readonly<Record<string, string>>,
  value: string,
  selfParty: string | null,
): Record<string, string> | undefined {
  const known = facts[fact.key];
  const added = INCLUDE.exec(value.trim())?.[1];
  if (fact.kind !== 'text' || !known || !added) return undefined;
  const part = toThirdPerson(cleanDescription(added), type, selfParty);
  return { [fact.key]: `${known}, including ${part}` };
}
