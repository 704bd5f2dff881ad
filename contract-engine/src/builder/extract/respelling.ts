import type { ContractTypeDef } from '../model';

// "sorry its Katharine with an a", "it's Jon, no h", "Aaron with two a's": a message that only spells
// a name again corrects the known party name with the closest word, not any fact of its own; and a
// name set against a known one ("X, not Y") replaces it.

const RESPELLING =
  /^\s*(?:(?:[Ss]orry|[Oo]ops|[Aa]ctually|[Ww]ait|[Nn]o|[Oo]h|[Aa]nd|[Aa]lso|[Oo]k(?:ay)?)[,!.]?\s+)*(?:(?:(?:it'?s|its|it is|that'?s|thats)(?:\s+(?:spelt|spel+ed))?|(?:[Hh]is|[Hh]er|[Tt]heir|[Tt]he|[Mm]y|[Oo]ur)\s+(?:(?:last|first|family|given|middle|sur)\s*)?name\s+(?:is|should be)(?:\s+(?:spelt|spel+ed))?|name'?s)\s+)?(\p{Lu}[\p{L}'’-]+)(?:\s+(\p{Lu}[\p{L}'’-]+))?\s*,?\s+(?:with\s+(?:an?|two|double)\s+\S+|spel+ed\b|not\s+\S+|no\s+\S+)[^\n]{0,40}$/u;

// "Her last name is spelled Kowalski.": the spelling is the whole message.
const SPELLED_AS =
  /^\s*(?:(?:[Ss]orry|[Oo]ops|[Aa]ctually|[Ww]ait|[Nn]o|[Oo]h|[Aa]nd|[Aa]lso|[Oo]k(?:ay)?)[,!.]?\s+)*(?:[Hh]is|[Hh]er|[Tt]heir|[Tt]he|[Mm]y|[Oo]ur)\s+(?:(?:last|first|family|given|middle|sur)\s*)?name\s+(?:is|should be)\s+(?:spelt|spel+ed)\s+(\p{Lu}[\p{L}'’-]+)(?:\s+(\p{Lu}[\p{L}'’-]+))?\s*[.!]?\s*$/u;

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j] ?? 0;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

// "the other party is called Benjamin Ashworth-Lowe, not Ben Ashworth": a new name set against a
// known one replaces it.
const RENAME =
  /(\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|de|van|von|la|del|da|&))*)\s*,?\s+(?:and\s+)?not\s+([^,;!?\n]+?)\s*[.!]?\s*$/u;

function renamed(
  text: string,
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
): Record<string, string> | null {
  const match = RENAME.exec(text);
  if (!match) return null;
  const plain = (value: string) =>
    value
      .toLowerCase()
      .replace(/[^\p{L}\d]+/gu, ' ')
      .trim();
  const old = plain(match[2] ?? '');
  const fact = type.facts.find(
    (candidate) => candidate.kind === 'party-name' && plain(facts[candidate.key] ?? '') === old,
  );
  return fact && old ? { [fact.key]: (match[1] ?? '').trim() } : null;
}

/** The party names the message respells, with the closest word replaced; null when it is no respelling. */
export function respelledNames(
  text: string,
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
): Record<string, string> | null {
  const renaming = renamed(text, type, facts);
  if (renaming) return renaming;
  const match = RESPELLING.exec(text) ?? SPELLED_AS.exec(text);
  if (!match) return null;
  const spelled = [match[1], match[2]].filter((word): word is string => Boolean(word));
  const changes: Record<string, string> = {};
  for (const fact of type.facts) {
    if (fact.kind !== 'party-name' || !facts[fact.key]) continue;
    const words = (facts[fact.key] ?? '').split(' ');
    let changed = false;
    for (const word of spelled) {
      const index = words.findIndex((known) => {
        const gap = distance(known.toLowerCase(), word.toLowerCase());
        return gap > 0 && gap <= 2 && known.length > 2;
      });
      if (index >= 0) {
        words[index] = word;
        changed = true;
      }
    }
    if (changed) changes[fact.key] = words.join(' ');
  }
  return Object.keys(changes).length === 1 ? changes : null;
}
