// Text rules shared by the engine that drafts a contract, the preview that shows it and the Word
// file that downloads it, so the three never disagree.

/**
 * A value as it reads before the text that follows it: "Acme Ltd." before a sentence's full stop
 * loses its own, so a contract never reads "Acme Ltd..".
 */
export function fitValue(value: string, following: string): string {
  return /\.$/.test(value) && following.startsWith('.') && !following.startsWith('...')
    ? value.slice(0, -1)
    : value;
}

const FILLABLE_MARKER = /\[INSERT ([A-Z0-9]+(?: [A-Z0-9]+)*)\]/g;

/**
 * Replaces `[INSERT KEY]` with placeholders[KEY] when that is a non-empty string (spec 000 section 2): the
 * text as it reads, for the Word file and for comparing two versions.
 */
export function fillPlaceholders(
  content: string,
  placeholders: Readonly<Record<string, string>> | null | undefined,
): string {
  if (!placeholders) return content;
  return content.replace(FILLABLE_MARKER, (whole: string, key: string, offset: number) => {
    const value = placeholders[key];
    return typeof value === 'string' && value.trim() !== ''
      ? fitValue(value, content.slice(offset + whole.length))
      : whole;
  });
}
