import { findAddresses } from './addresses';
import { hasLegalForm } from './legal-forms';
import type { Mention } from './mention';
import { looksGeneric, readName } from './names';

// People and organisations named anywhere in a text, for readers that have no cue word to start
// from: "Sarah Lee hires Brightside Media LLC". A name with a legal form is an organisation; a run of
// two to four capitalised words is a person. One capitalised word alone ("May", "Client") is too
// often an ordinary word at the start of a sentence to be read as a name. Lowercase names are for
// the caller to capitalise where its context expects one (the builder's name slots).

const TITLE = /^(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?\s+/;
const WORD_START = /(?<![\p{L}\p{N}&'’.-])\p{Lu}/gu;

export interface ProperNames {
  readonly people: Mention[];
  readonly organisations: Mention[];
}

function isPerson(name: string): boolean {
  const words = name.split(/\s+/);
  if (words.length < 2 || words.length > 4 || /\d/.test(name) || looksGeneric(name)) return false;
  // "Sydney NSW", "Brisbane QLD": a state code is no surname.
  return words.every((word) => /\p{Ll}/u.test(word) || /^(?:&|[a-z]+)$/.test(word));
}

export function findProperNames(text: string): ProperNames {
  const people: Mention[] = [];
  const organisations: Mention[] = [];
  const addresses = findAddresses(text);
  let from = 0;
  for (const match of text.matchAll(WORD_START)) {
    if (match.index < from) continue;
    const found = readName(text, match.index, false);
    if (!found) continue;
    from = found.end;
    const start = match.index;
    if (addresses.some((a) => start < a.end && a.start < found.end)) continue;
    if (hasLegalForm(found.name)) organisations.push({ value: found.name, start, end: found.end });
    else {
      const name = found.name.replace(TITLE, '');
      if (isPerson(name)) people.push({ value: name, start, end: found.end });
    }
  }
  return { people, organisations };
}
