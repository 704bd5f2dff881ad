import type { PartySpec } from '../model';
import { entityTypeFromName, hasLegalForm } from '../../language/legal-forms';
import { looksGeneric, readName } from '../../language/names';
import { Collector, assign } from './party-common';
// Party readers by what a party does: verbs, 'for', 'at', and who hires the user.

export function verbForms(verb: string): string {
  const [head = '', ...rest] = verb.split(' ');
  const tail = rest.length ? `\\s+${rest.join('\\s+')}` : '';
  const stem = head.replace(/e$/, '');
  return `(?:${head}|${head}s|${head}es|${head}d|${stem}ing|${stem}ed)${tail}`;
}

export const verbCache = new WeakMap<PartySpec, RegExp | null>();
export function verbRegex(party: PartySpec): RegExp | null {
  if (verbCache.has(party)) return verbCache.get(party) ?? null;
  const verbs = party.verbs ?? [];
  // Longer verbs first, so "rent out" wins over "rent".
  const sorted = [...verbs].sort((a, b) => b.length - a.length).map(verbForms);
  const regex = sorted.length
    ? new RegExp(
        `^\\s*,?\\s*(?:will\\s+|is\\s+|are\\s+|would\\s+|wants\\s+to\\s+|agrees\\s+to\\s+)?(?:${sorted.join('|')})\\b`,
        'i',
      )
    : null;
  verbCache.set(party, regex);
  return regex;
}

/** "Lumen Health Inc. discloses ...", "Jane Doe rents ...": the subject of a party's verb. */
export function byVerb(collector: Collector, text: string, parties: readonly PartySpec[]): void {
  const withVerbs = parties
    .map((party) => ({ party, regex: verbRegex(party) }))
    .filter((entry) => entry.regex !== null);
  if (withVerbs.length === 0) return;
  let readUpTo = 0;
  for (const start of text.matchAll(/(?:^|[\s,;:(])(?=\p{Lu})/gu)) {
    const position = start.index + start[0].length;
    if (position < readUpTo) continue;
    const found = readName(text, position);
    if (!found) continue;
    readUpTo = found.end;
    // A lone capitalised word ("Base rent is ...") is a sentence start, not a party.
    const plausible = entityTypeFromName(found.name) || found.name.split(' ').length >= 2;
    if (!plausible || (looksGeneric(found.name) && !hasLegalForm(found.name))) continue;
    const after = text.slice(found.end, found.end + 40);
    // The longest matching verb decides ("rents out" is the landlord, "rents" the tenant).
    let best: { party: PartySpec; length: number; verb: string } | undefined;
    for (const { party, regex } of withVerbs) {
      const match = regex?.exec(after);
      if (match && (!best || match[0].length > best.length))
        best = { party, length: match[0].length, verb: match[0] };
    }
    if (!best) continue;
    // "I'm a consultant for Acme Labs LLC, advising on pricing": a participle after a comma tells
    // what the sentence's subject does, not what the name before the comma does.
    if (/^\s*,\s*\w+ing\b/i.test(best.verb)) continue;
    const sentence = text.slice(found.end + best.length).split(/[.!?\n]/)[0] ?? '';
    // "X is renting a digger to Y": the one renting something to someone is the owner, who is
    // the giving party (first in every type).
    const giver = parties.length === 2 ? parties[0] : undefined;
    if (
      /\b(?:rent|leas|hir)\w*$/i.test(best.verb.trim()) &&
      /\bto\s+(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d)\p{Lu}/u.test(sentence)
    ) {
      if (giver && giver !== best.party) assign(collector, text, giver, position);
      continue;
    }
    assign(collector, text, best.party, position);
  }
}

/** "Acme Robotics Corp. is hiring me": the named party is the other side of the user. */
export function hirerOfSelf(
  collector: Collector,
  text: string,
  parties: readonly PartySpec[],
  selfId: string | null,
): void {
  const other = parties.find((party) => party.id !== selfId);
  if (!other || parties.length !== 2) return;
  for (const start of text.matchAll(/(?:^|[\s,;(])(?=\p{Lu})/gu)) {
    const position = start.index + start[0].length;
    const found = readName(text, position);
    if (!found) continue;
    const after = text.slice(found.end, found.end + 40);
    if (
      /^\s*,?\s*(?:is|are|has|have)?\s*(?:hiring|engaging|retaining|hires|hired|engages|engaged|retains|retained|wants to hire)\s+(?:me|us)\b/i.test(
        after,
      )
    )
      assign(collector, text, other, position);
  }
}

/** "as Senior Analyst at Corvid Analytics Inc.": the company the role is at. */
export function atPreposition(collector: Collector, text: string, parties: readonly PartySpec[]): void {
  const target = parties.find((party) => party.atPrep);
  if (!target) return;
  for (const match of text.matchAll(/\b(?:at|join|joining|work for|working for)\s+(?=\p{Lu})/gu)) {
    const found = readName(text, match.index + match[0].length);
    if (found && hasLegalForm(found.name)) assign(collector, text, target, match.index + match[0].length);
  }
}

// "moving them over to Google Workspace", "migrating the clinic to a new system": after a verb of moving
// or switching, what follows "to" is where things go (a product, a place), not whom the work is for.
const MOVING =
  /\b(?:over|across|back|up|onto|mov(?:e|es|ed|ing)|migrat\w*|switch\w*|upgrad\w*|transfer\w*|convert\w*|port(?:s|ed|ing)?)\b[^.!?;\n]{0,40}$/i;

function movesTo(before: string): boolean {
  return MOVING.test(before.replace(/\s+$/, ''));
}

export function forPreposition(collector: Collector, text: string, parties: readonly PartySpec[]): void {
  const target = parties.find((party) => party.forPrep);
  if (!target) return;
  // "to a potential investor, Katherine Moreau": a name set after its role is the one meant.
  for (const match of text.matchAll(
    /(?:\b(?:for|with|to)|\bw\/)\s+(?:an?\s+(?:[a-z-]+\s+){0,2}[a-z-]+,\s+)?(?=[A-Z])/g,
  )) {
    if (/^to\b/i.test(match[0]) && movesTo(text.slice(0, match.index))) continue;
    const found = readName(text, match.index + match[0].length);
    if (!found || (looksGeneric(found.name) && !hasLegalForm(found.name))) continue;
    const words = found.name.split(' ').length;
    if (entityTypeFromName(found.name) || (words >= 2 && words <= 4))
      assign(collector, text, target, match.index + match[0].length);
  }
}
