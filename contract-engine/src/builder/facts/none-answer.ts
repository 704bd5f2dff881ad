import type { ContractTypeDef, FactSpec } from '../model';
import { factLabel } from './declare';
import { NONE_VALUES } from './none-values';

// "There is none" for the facts that may be absent: 'none', 'no deposit', 'n/a', 'no end date',
// 'ongoing'. Which facts may be none, and the words naming them, come from the declaration.

const END_WORDS = /\b(?:END|EXPIR\w*|TERM)\b/;

/** An optional fact of a kind that has a "none" value; an end date or term even when required. */
export function allowsNone(fact: FactSpec): boolean {
  if (!NONE_VALUES[fact.kind] || fact.kind === 'text') return false;
  if (fact.kind === 'date' || fact.kind === 'duration') return END_WORDS.test(fact.key);
  return !fact.required || fact.kind === 'money';
}

const NONE_REPLY =
  /^(?:(?:well|oh|ok|okay|actually|sorry)[,!]?\s+)?(?:none|no|nope|nil|nothing|zero|n\/?a|not applicable|there (?:is|are)n'?t (?:one|any)|there(?:'s| is| are| will be) (?:none|no\s+[\w\s-]{1,30})|(?:we |i )?(?:don'?t|won'?t) (?:need|have|want) (?:one|any|an?\s+[\w\s-]{1,30})|no\s+[\w\s-]{1,30})\s*[.!]?$/i;

// No end: an agreement that runs until someone ends it.
export const ONGOING =
  /\b(?:no (?:fixed |set |specific )?end(?: date)?|(?:on an? )?ongoing(?:\s+basis)?(?=\s*(?:[.,;!?)]|$|and\b|with\b))|indefinite(?:ly)?|open[- ]ended|until (?:further notice|terminated|cancell?ed|(?:either|one) (?:party|of us) (?:ends|terminates|cancels) it)|no (?:fixed |set )?term)\b/i;

/** The none value when a reply to `fact`'s question says there is none, else null. */
export function noneReply(fact: FactSpec, reply: string): string | null {
  if (!allowsNone(fact)) return null;
  const none = NONE_VALUES[fact.kind];
  if (!none) return null;
  const text = reply.trim();
  if (fact.kind === 'date' || fact.kind === 'duration') {
    const ongoing = ONGOING.exec(text);
    return ongoing && text.length - ongoing[0].length < 25
      ? none.value
      : NONE_REPLY.test(text)
        ? none.value
        : null;
  }
  return NONE_REPLY.test(text) ? none.value : null;
}

function escaped(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Facts a message says there is none of, unasked: "there is no end date", "no deposit needed",
 * "it's ongoing". Names come from the fact's label and synonyms.
 */
interface NoneReader {
  key: string;
  value: string;
  said: RegExp | null;
  endish: boolean;
}

const READERS = new Map<string, NoneReader[]>();

/** Built once per type: the regular expressions come from the declaration, not per message. */
function readersOf(type: ContractTypeDef): NoneReader[] {
  const cached = READERS.get(type.id);
  if (cached) return cached;
  const readers: NoneReader[] = [];
  for (const fact of type.facts) {
    const none = NONE_VALUES[fact.kind];
    if (!none || !allowsNone(fact)) continue;
    const names = [factLabel(type, fact), ...(fact.synonyms ?? []), fact.key.split(' ').at(-1) ?? '']
      .map((name) => name.toLowerCase().trim())
      .filter((name) => name.length > 2 && name !== 'date' && name !== 'amount');
    const said = names.length
      ? new RegExp(
          `\\b(?:no|without(?: an?| any)?|there(?:'s| is| will be) no|(?:don'?t|won'?t) (?:need|have|want) (?:an?|any))\\s+(?:${names.map(escaped).join('|')})\\b(?!\\s+(?:of|is|was|will|should)\\b)`,
          'i',
        )
      : null;
    const endish = (fact.kind === 'date' || fact.kind === 'duration') && END_WORDS.test(fact.key);
    readers.push({ key: fact.key, value: none.value, said, endish });
  }
  READERS.set(type.id, readers);
  return readers;
}

export function statedNone(type: ContractTypeDef, text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const reader of readersOf(type))
    if (reader.said?.test(text) || (reader.endish && ONGOING.test(text))) out[reader.key] = reader.value;
  return out;
}
