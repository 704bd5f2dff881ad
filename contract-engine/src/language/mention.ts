// A value found in a message, with its position so nearby cue words can tie it to a fact.
export interface Mention {
  value: string;
  start: number;
  end: number;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Removes mentions that overlap an earlier (or longer) one, keeping text order. */
export function dropOverlaps(mentions: Mention[]): Mention[] {
  const sorted = [...mentions].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Mention[] = [];
  for (const mention of sorted) {
    const last = kept.at(-1);
    if (!last || mention.start >= last.end) kept.push(mention);
  }
  return kept;
}
