import { hasLegalForm } from '../../language/legal-forms';
import { readName } from '../../language/names';
import type { PartySpec } from '../model';
import { Collector, assign } from './party-common';

// "Ryan Cole and Anita Shah here, we want to go into partnership": when both sides hold the same
// role (the declaration gives them one label, as partners), two people named together as the
// speakers are the two sides, in the order the person gave them.

// The pair speaks or is introduced: "X and Y here", "X and Y are ...", "X and Y, we ...".
const PAIR_SPEAKS =
  /^\s*(?:here\b|are\b|want\b|will\b|would\b|plan\b|have\b|both\b|\(|,\s*(?:we|both|us)\b)/i;
const PAIR_INTRODUCED = /\b(?:we are|we're|it's|it is|this is|us:|we:)\s*$/i;

// "We'Ll Sell": a contraction is no part of a person's name (a title-cased sentence is not a name).
function person(name: string | undefined): boolean {
  return Boolean(name && name.split(' ').length >= 2 && !hasLegalForm(name) && !/['’]\p{Lu}/u.test(name));
}

export function speakingPair(collector: Collector, text: string, parties: readonly PartySpec[]): void {
  const [first, second] = parties;
  if (!first || !second || parties.length !== 2 || first.label !== second.label) return;
  for (const start of text.matchAll(/(?:^|[\s,;:(])(?=\p{Lu})/gu)) {
    const from = start.index + start[0].length;
    const one = readName(text, from, false);
    if (!one || !person(one.name)) continue;
    const joiner = /^\s*(?:and|&)\s+/i.exec(text.slice(one.end));
    if (!joiner) continue;
    const secondFrom = one.end + joiner[0].length;
    const two = readName(text, secondFrom, false);
    if (!two || !person(two.name)) continue;
    if (!PAIR_SPEAKS.test(text.slice(two.end)) && !PAIR_INTRODUCED.test(text.slice(0, from))) continue;
    assign(collector, text, first, from, true);
    assign(collector, text, second, secondFrom, true);
    return;
  }
}
