import type { ContractTypeDef } from '../model';

// "me and my wife linda are renting our house": the user's side is both of them, as the user named
// them ("George Tanaka and Linda"); no surname is invented for the spouse.
const WITH_SPOUSE =
  /\b(?:me|i)\s+and\s+my\s+(?:wife|husband|spouse|partner)\s+(\p{L}[\p{L}'’-]+)|\bmy\s+(?:wife|husband|spouse|partner)\s+(\p{L}[\p{L}'’-]+)\s+and\s+(?:i|me)\b/iu;

export function withSpouse(
  text: string,
  type: ContractTypeDef,
  selfId: string | null,
  out: Record<string, string>,
): void {
  const match = WITH_SPOUSE.exec(text);
  const party = type.parties.find((candidate) => candidate.id === selfId);
  const spouse = match?.[1] ?? match?.[2] ?? '';
  const name = party ? out[party.nameKey] : undefined;
  if (!party || !name || !spouse || /^(?:and|is|are|will)$/i.test(spouse)) return;
  if (name.toLowerCase().includes(spouse.toLowerCase())) return;
  out[party.nameKey] = `${name} and ${spouse.charAt(0).toUpperCase()}${spouse.slice(1)}`;
  if (party.typeKey) out[party.typeKey] = 'individual';
}
