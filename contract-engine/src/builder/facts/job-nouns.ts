import type { ContractTypeDef, PartySpec } from '../model';

// "We're bringing on a freelance copy editor ... The editor is Maya Lind": the person names the side
// they engage by its job, a word no declaration can list. The job's noun becomes one more role word
// of that side for this conversation, so every reader that knows role words ("the X is", "X (the
// ...)", a reply to its question) knows it too.

// A verb of engaging someone, an article, up to three describing words and the job's noun.
const ENGAGES =
  /\b(?:hir(?:e|es|ed|ing)|engag(?:e|es|ed|ing)|bring(?:s|ing)?\s+on|brought\s+on|tak(?:e|es|ing)\s+on|took\s+on|need(?:s)?|looking\s+for|want(?:s)?\s+to\s+(?:hire|engage|use))\s+(?:a|an)\s+((?:[a-z][a-z-]*\s+){0,3}?[a-z][a-z-]*)(?=\s*(?:[,.;!?\n]|$|\s+(?:for|to|who|that|on|from|at|in|and|with|starting|next|this)\b))/gi;

// Nouns that name no job: the document, or someone not yet described.
const NOT_A_JOB = new Set([
  'agreement',
  'contract',
  'letter',
  'nda',
  'template',
  'document',
  'person',
  'someone',
  'somebody',
  'company',
  'business',
  'firm',
  'lease',
  'loan',
  'bit',
  'lot',
]);

/** The job nouns the person used for the side they engage ("editor", "walker"), lower case. */
export function jobNouns(text: string): string[] {
  const nouns = new Set<string>();
  for (const match of text.matchAll(ENGAGES)) {
    const noun = (match[1] ?? '').trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
    if (noun.length >= 3 && !NOT_A_JOB.has(noun)) nouns.add(noun);
  }
  return [...nouns];
}

/**
 * The type with the job nouns of `text` added to the role words of the side the person engages:
 * the one side that is not theirs in a two-party contract. The same type when there are none.
 */
export function withJobNouns(type: ContractTypeDef, text: string, selfParty: string | null): ContractTypeDef {
  if (type.parties.length !== 2 || !selfParty) return type;
  const known = new Set(type.parties.flatMap((party) => party.cues.map((cue) => cue.toLowerCase())));
  const nouns = jobNouns(text).filter((noun) => !known.has(noun) && !known.has(noun.replace(/s$/, '')));
  if (nouns.length === 0) return type;
  // The same type object for the same nouns, turn after turn: the party readers compile their
  // patterns once per party object.
  const key = `${type.id}|${selfParty}|${nouns.join(' ')}`;
  const cached = extended.get(key);
  if (cached) return cached;
  const parties = type.parties.map((party): PartySpec =>
    party.id === selfParty ? party : { ...party, cues: [...party.cues, ...nouns] },
  );
  const read = { ...type, parties };
  if (extended.size >= 200) extended.clear();
  extended.set(key, read);
  return read;
}

const extended = new Map<string, ContractTypeDef>();
