import { hasLegalForm } from '../../language/legal-forms';
import { readName } from '../../language/names';
import { cuePattern } from '../extract/party-common';
import type { ContractTypeDef, PartySpec } from '../model';
import { plainWords, setPartyName } from './party-values';

// "The contractor is actually his company, Reed Joinery Ltd, not Sam himself", "the tenant will be her company
// now, Ivy Nails Ltd": a party named as a person before is replaced by the company the person signs through.
// The readers see a company with a legal form and may give it to another side or take the sentence as a task;
// this names the side the message's role word points at and drops what else the company's name was read as.

const OWNER_WORD = String.raw`(?:his|her|their|my|our|the|its|an?)`;
const COMPANY_WORD = String.raw`(?:limited\s+company|company|firm|business|corporation|corp|LLC|partnership)`;
// "is", "will now be", "should actually be", "is going to be": the verb with its fillers, in any order.
const VERB = String.raw`(?:(?:is|'s|will|should|must|shall|be|now|actually|really|instead|in\s+fact|going\s+to)\s+){1,5}`;
const FILLER = String.raw`(?:\s+(?:now|actually|really|instead|then))*`;

const companyCache = new WeakMap<PartySpec, RegExp>();

function companyPhrase(party: PartySpec): RegExp {
  let regex = companyCache.get(party);
  if (!regex) {
    const cues = cuePattern({ ...party, cues: [party.label.toLowerCase(), ...party.cues] });
    regex = new RegExp(
      String.raw`\bthe\s+(?:${cues})\s+${VERB}${OWNER_WORD}\s+(?:own\s+)?(?:new\s+)?${COMPANY_WORD}${FILLER}\s*[,:(–—-]?\s*`,
      'i',
    );
    companyCache.set(party, regex);
  }
  return regex;
}

/** The party whose role word the message names as signing through a company, with that company's name. */
export function companyForParty(
  type: ContractTypeDef,
  text: string,
): { party: PartySpec; name: string } | null {
  for (const party of type.parties) {
    const match = companyPhrase(party).exec(text);
    if (!match) continue;
    const name = readName(text, match.index + match[0].length, false)?.name.replace(/[,;]$/, '');
    if (name && hasLegalForm(name)) return { party, name };
  }
  return null;
}

/** Applies "the <role> is his company, <Name>" to the facts read from one message. */
export function settleCompanyForParty(
  type: ContractTypeDef,
  text: string,
  latest: Record<string, string>,
): void {
  const found = companyForParty(type, text);
  if (!found) return;
  const plain = plainWords(found.name);
  for (const party of type.parties)
    if (party !== found.party && plainWords(latest[party.nameKey] ?? '') === plain && party.typeKey)
      delete latest[party.typeKey];
  for (const fact of type.facts)
    if (latest[fact.key] && plainWords(latest[fact.key] ?? '').includes(plain)) delete latest[fact.key];
  setPartyName(found.party, found.name, latest);
}
