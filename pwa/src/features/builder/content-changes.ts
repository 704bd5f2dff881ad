// What changed between two versions of a contract's text, by paragraph, so the preview can flash
// what an edit or correction added or changed and say where a section was removed.

export interface ContentChanges {
  /** Indexes (in the new text's paragraphs) of paragraphs that are new or reworded. */
  changed: ReadonlySet<number>;
  /** Removed section headings, each with the index of the paragraph now standing in its place. */
  removed: ReadonlyArray<{ at: number; heading: string }>;
}

export const NO_CHANGES: ContentChanges = { changed: new Set(), removed: [] };

/** The text's paragraphs, as the preview shows them. */
export function contentBlocks(content: string | null | undefined): string[] {
  return content ? content.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/) : [];
}

// Section numbers shift when a section is removed or added; the paragraph itself did not change.
const SECTION_NUMBER = /^\s*\d{1,3}\.\s+/;
const HEADING = /^\s*\d{1,3}\.\s+([^a-z\n]+)$/;

function key(block: string): string {
  return block.replace(SECTION_NUMBER, '').replace(/\s+/g, ' ').trim();
}

export function contentChanges(
  before: string | null | undefined,
  after: string | null | undefined,
): ContentChanges {
  const old = contentBlocks(before);
  const next = contentBlocks(after);
  // The first draft appearing is not an edit: nothing flashes.
  if (old.length === 0 || next.length === 0) return NO_CHANGES;
  const oldKeys = new Set(old.map(key));
  const nextKeys = new Set(next.map(key));
  const changed = new Set<number>();
  next.forEach((block, index) => {
    if (!oldKeys.has(key(block))) changed.add(index);
  });
  const removed: Array<{ at: number; heading: string }> = [];
  old.forEach((block, index) => {
    const heading = HEADING.exec(block.split('\n')[0] ?? '')?.[1]?.trim();
    if (!heading || nextKeys.has(key(block))) return;
    // The note stands where the section was: before the first later paragraph that is still there.
    const survivor = old.slice(index + 1).find((later) => nextKeys.has(key(later)));
    const at =
      survivor === undefined ? next.length : next.findIndex((candidate) => key(candidate) === key(survivor));
    removed.push({ at, heading });
  });
  return { changed, removed };
}
