/** JSON.parse that answers undefined for malformed text, so zod reports it as a bad event rather than a 500. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
