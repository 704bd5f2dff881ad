import { diffArrays, diffWordsWithSpace } from 'diff';

/** One run of a redline: text both versions share, or text only the later (inserted) or earlier (deleted) one has. */
export interface RedlinePart {
  kind: 'same' | 'inserted' | 'deleted';
  text: string;
}

/**
 * Compares two versions of a text word by word, the way a redline shows them.
 *
 * Paragraphs are matched first and only the paragraphs that differ are compared word by word: a contract of 15,000
 * words with a few changed clauses costs a paragraph diff plus a few small word diffs, instead of one word diff whose
 * cost grows with the whole text times the number of changes. Runs of the same kind are merged, and the parts
 * concatenate back to exactly `before` (same and deleted) and `after` (same and inserted).
 */
export function compareTexts(before: string, after: string): RedlinePart[] {
  const parts: RedlinePart[] = [];
  const chunks = diffArrays(paragraphs(before), paragraphs(after));
  for (let i = 0; i < chunks.length; i += 1) {
    const chunk = chunks[i];
    if (!chunk) continue;
    const next = chunks[i + 1];
    if (chunk.removed && next?.added) {
      for (const change of diffWordsWithSpace(chunk.value.join(''), next.value.join(''))) {
        push(parts, change.added ? 'inserted' : change.removed ? 'deleted' : 'same', change.value);
      }
      i += 1;
    } else {
      push(parts, chunk.added ? 'inserted' : chunk.removed ? 'deleted' : 'same', chunk.value.join(''));
    }
  }
  return parts;
}

/** True when the two texts differ at all (a redline with something to show). */
export function hasChanges(parts: readonly RedlinePart[]): boolean {
  return parts.some((part) => part.kind !== 'same');
}

/** Splits a text into paragraphs that keep their line break, so joining them gives the text back. */
function paragraphs(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

function push(parts: RedlinePart[], kind: RedlinePart['kind'], text: string): void {
  if (text === '') return;
  const last = parts[parts.length - 1];
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * A redline of one passage replaced by another (an edit suggestion): word by word while the two still share most
 * of their words, otherwise the whole passage deleted and the new one inserted. A rewritten sentence shown as a
 * dozen interleaved word changes is harder to read (and to accept or reject) than one deletion and one insertion.
 * `minShared` is the share of the earlier passage's non-blank characters that must survive for a word-level redline.
 */
export function compareReplacement(before: string, after: string, minShared = 0.5): RedlinePart[] {
  const parts = compareTexts(before, after);
  const solid = (text: string) => text.replace(/\s+/g, '').length;
  const shared = parts.filter((part) => part.kind === 'same').reduce((n, part) => n + solid(part.text), 0);
  if (shared >= minShared * solid(before)) return parts;
  return [
    ...(before ? [{ kind: 'deleted' as const, text: before }] : []),
    ...(after ? [{ kind: 'inserted' as const, text: after }] : []),
  ];
}
