import type { FactSpec } from '../model';
import { escapeRegExp, type Mention } from '../../language/mention';

// Several facts can share a kind (rent and deposit are both money). Each mention goes to the
// fact whose cue words sit closest to it; mentions without cues go to the asked fact, then to
// facts still unknown, in the order the type declares them.

const WINDOW_BEFORE = 60;
const WINDOW_AFTER = 30;
const cueCache = new Map<string, RegExp>();

function cueRegex(cue: string): RegExp {
  let regex = cueCache.get(cue);
  if (!regex) {
    const body = escapeRegExp(cue).replace(/ /g, '\\s+');
    regex = new RegExp(`(?:^|[^\\w])${body}(?![\\w])`, 'gi');
    cueCache.set(cue, regex);
  }
  return regex;
}

function clauseBefore(text: string, mention: Mention, previousEnd: number): string {
  const from = Math.max(previousEnd, mention.start - WINDOW_BEFORE, 0);
  const slice = text.slice(from, mention.start);
  const boundary = Math.max(
    slice.lastIndexOf('.'),
    slice.lastIndexOf('?'),
    slice.lastIndexOf('!'),
    slice.lastIndexOf(';'),
    slice.lastIndexOf('\n'),
  );
  const clause = boundary >= 0 ? slice.slice(boundary + 1) : slice;
  // "$3,250 base rent, $6,500 deposit": what comes before a comma named the previous amount.
  return previousEnd > 0 && mentionBetween(clause) ? clause.slice(clause.lastIndexOf(',') + 1) : clause;
}

/** The clause holds a comma after some words: "base rent, " ends the previous item of a list. */
function mentionBetween(clause: string): boolean {
  const comma = clause.lastIndexOf(',');
  return comma > 0 && /\w/.test(clause.slice(0, comma));
}

function clauseAfter(text: string, mention: Mention, nextStart: number): string {
  const slice = text.slice(mention.end, Math.min(nextStart, mention.end + WINDOW_AFTER));
  const boundary = slice.search(/[.?!;\n]/);
  return boundary >= 0 ? slice.slice(0, boundary) : slice;
}

function score(fact: FactSpec, before: string, after: string): number {
  let best = 0;
  for (const cue of fact.cues ?? []) {
    const regex = cueRegex(cue);
    for (const match of before.matchAll(regex)) {
      const distance = before.length - (match.index + match[0].length);
      best = Math.max(best, 2 + cue.length / 20 + (1 - distance / WINDOW_BEFORE));
    }
    for (const match of after.matchAll(regex))
      best = Math.max(best, 1 + cue.length / 20 + 0.5 * (1 - match.index / WINDOW_AFTER));
  }
  return best;
}

export function assignMentions(
  text: string,
  mentions: readonly Mention[],
  facts: readonly FactSpec[],
  askedKey: string | undefined,
  known: ReadonlySet<string>,
): Map<string, Mention> {
  const result = new Map<string, Mention>();
  if (mentions.length === 0 || facts.length === 0) return result;
  const pairs: Array<{ mention: number; fact: FactSpec; score: number }> = [];
  mentions.forEach((mention, index) => {
    const before = clauseBefore(text, mention, mentions[index - 1]?.end ?? 0);
    const after = clauseAfter(text, mention, mentions[index + 1]?.start ?? text.length);
    for (const fact of facts) {
      const value = score(fact, before, after);
      if (value > 0) pairs.push({ mention: index, fact, score: value });
    }
  });
  pairs.sort((a, b) => b.score - a.score);
  const usedMentions = new Set<number>();
  for (const pair of pairs) {
    if (usedMentions.has(pair.mention) || result.has(pair.fact.key)) continue;
    const mention = mentions[pair.mention];
    if (!mention) continue;
    result.set(pair.fact.key, mention);
    usedMentions.add(pair.mention);
  }
  const fallbackOrder = [
    ...facts.filter((fact) => fact.key === askedKey),
    ...facts.filter((fact) => fact.key !== askedKey && !known.has(fact.key) && !fact.cuedOnly),
  ];
  mentions.forEach((mention, index) => {
    if (usedMentions.has(index)) return;
    // A lone fact of this kind takes a restated value even when it is known: that is a correction. A fact with
    // the template's usual value (a notice period) takes one only beside its cue, so it is not counted.
    const own = facts.filter((candidate) => !candidate.defaultValue);
    const fact =
      fallbackOrder.find((candidate) => !result.has(candidate.key)) ??
      (own.length === 1 && !result.size ? own[0] : undefined);
    if (!fact) return;
    result.set(fact.key, mention);
    usedMentions.add(index);
  });
  return result;
}
