/**
 * A download's file name from a document's name: characters no file system accepts are dropped, at most 100
 * characters; `fallback` when nothing is left.
 */
export function documentFileName(name: string, extension: string, fallback: string): string {
  const base = Array.from(name, (char) =>
    char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 || '\\/:*?"<>|'.includes(char) ? ' ' : char,
  )
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 100)
    .trim();
  return base ? `${base}${extension}` : fallback;
}
