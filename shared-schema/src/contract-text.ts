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
