/** A signature block of a contract's text: the party heading above a 'Signature:' line and the name below it. */
export type SignatureBlock = { party: string; name: string; signatureLine: number };

const SIGNATURE_LINE = /^\s*Signature:\s*_*\s*$/i;
const NAME_LINE = /^\s*Name:\s*(.*)$/i;
const MARKER = /^\[INSERT ([A-Z0-9 ]+)\]$/;

/**
 * The signature blocks of a contract's (filled) text: each 'Signature: ____' line with the non-empty line
 * above it as the party and the 'Name:' value below it (a marker takes its value from `placeholders`, if any).
 * The signing form prefills its signers from them and the signed PDF writes each signature on its block.
 */
export function signatureBlocks(
  text: string,
  placeholders?: Record<string, string> | null,
): SignatureBlock[] {
  const lines = text.split(/\r?\n/);
  const blocks: SignatureBlock[] = [];
  lines.forEach((line, index) => {
    if (!SIGNATURE_LINE.test(line)) return;
    const party = (lines[index - 1] ?? '').trim();
    if (!party) return;
    const nameMatch = NAME_LINE.exec(lines[index + 1] ?? '');
    const written = (nameMatch?.[1] ?? '').trim();
    const marker = MARKER.exec(written);
    // An unfilled marker is no name, unless the user filled its value in since the text was generated.
    const name = marker ? (placeholders?.[marker[1] ?? '']?.trim() ?? '') : written;
    blocks.push({ party, name, signatureLine: index });
  });
  return blocks;
}

/** Whether a signer's party names this block (case and spacing do not matter). */
export function samePartyLabel(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}
