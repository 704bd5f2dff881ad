/** A signature block of a contract's text: the party heading above a 'Signature:' line and the name below it. */
export type SignatureBlock = { party: string; name: string; signatureLine: number };

const SIGNATURE_LINE = /^\s*Signature:\s*_*\s*$/i;
const NAME_LINE = /^\s*Name:\s*(.*)$/i;
const MARKER = /^\[INSERT [A-Z0-9 ]+\]$/;

/**
 * The signature blocks of a contract's (filled) text: each 'Signature: ____' line with the non-empty line
 * above it as the party and the 'Name:' value below it (an unfilled [INSERT ...] marker counts as no name).
 * The signing form prefills its signers from them and the signed PDF writes each signature on its block.
 */
export function signatureBlocks(text: string): SignatureBlock[] {
  const lines = text.split(/\r?\n/);
  const blocks: SignatureBlock[] = [];
  lines.forEach((line, index) => {
    if (!SIGNATURE_LINE.test(line)) return;
    const party = (lines[index - 1] ?? '').trim();
    if (!party) return;
    const nameMatch = NAME_LINE.exec(lines[index + 1] ?? '');
    const name = (nameMatch?.[1] ?? '').trim();
    blocks.push({ party, name: MARKER.test(name) ? '' : name, signatureLine: index });
  });
  return blocks;
}

/** Whether a signer's party names this block (case and spacing do not matter). */
export function samePartyLabel(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}
