import { withoutAddress, withoutTradingName } from '../extract/parties';
import { ROLE_SOURCE, ROLE_WORDS, isRoleWord } from '../reading/roles';
import type { ContractDocument } from '../text/document';
import type { ReviewParty } from './parties';

// Ways a contract introduces its parties besides 'Acme Ltd ("Client")': 'Acme Ltd, hereinafter the
// Landlord', 'Acme Ltd (Landlord)', heading lines ('Employer: Acme Ltd, 4 High St'), signature
// blocks ('BORROWER / Name: Ana Ruiz'), and, when no name is given anywhere, the role words the
// text uses ('the Landlord', 'the Tenant'). A party is never an address nor a heading.

const ADDRESS =
  /^\d|\b(?:road|street|st|avenue|ave|lane|court|drive|suite|floor|boulevard|blvd|way|close|place|square|unit|p\.?o\.? box)\b.*|\b[A-Z]{1,2}\d{1,2}[A-Z]? ?\d[A-Z]{2}\b|\b\d{5}(?:-\d{4})?$/i;
const NOT_A_NAME =
  /^(?:agreement|contract|lease|the parties|parties|signature|signed|name|address|date|by|title|witness)\b/i;

/** Whether a piece of text is a plausible party name: capitalised, short, not an address or a heading. */
export function plausibleName(text: string): boolean {
  const t = text.trim();
  if (t.length < 2 || t.length > 80 || !/^[A-Z]/.test(t) || NOT_A_NAME.test(t) || t.includes(':'))
    return false;
  if (ADDRESS.test(t) && /\d/.test(t)) return false;
  // A heading line is all capitals and has no legal form: 'RESIDENTIAL TENANCY AGREEMENT'.
  if (t === t.toUpperCase() && !/\b(?:LLC|LTD|INC|PLC|LLP|CO)\b/.test(t)) return false;
  return !isRoleWord(t) && t.split(/\s+/).length <= 8;
}

/**
 * The name in a stretch of text before a role marker: the first comma-separated piece that is a
 * name, never a piece after an address (the town and state of '4 Oak Road, Dayton, Ohio').
 */
function nameIn(stretch: string): string | null {
  const cleaned = stretch
    .replace(/^.*?\b(?:between|among|by)\s+/is, '')
    .replace(/^[\s,]*(?:and|with)\s+/i, '')
    .replace(/\s*\((?:together|jointly)[^)]*\)\s*$/i, '')
    // A name on a labelled line ('PARTIES / Owner: Ana Ruiz of ...') is read after its label.
    .replace(/^[\s\S]*\n\s*(?:[A-Z][A-Za-z]*\s*){1,3}:\s*/, '');
  for (const piece of cleaned.split(',')) {
    const trimmed = piece.trim();
    const name = withoutTradingName(withoutAddress(trimmed));
    if (plausibleName(name)) return name;
    // After an address ('Ana Ruiz of 12 Oak Grove, Box Hill') come its town and state, never a name.
    if ((ADDRESS.test(name) && /\d/.test(name)) || name !== trimmed) return null;
  }
  return null;
}

const ROLE = `(${ROLE_SOURCE})`;
const HEREINAFTER = new RegExp(
  `,?\\s*\\(?\\s*(?:hereinafter|hereafter|herein ?after)\\s+(?:(?:referred to|called|known)\\s+as\\s+)?(?:the\\s+)?["“]?${ROLE}["”]?\\s*\\)?`,
  'g',
);
const PAREN_ROLE = new RegExp(
  `\\s*\\((?:(?:together|jointly|collectively|each|as),?\\s+)?(?:the\\s+)?["“]?${ROLE}["”]?\\)`,
  'g',
);

function fromMarkers(block: string, marker: RegExp): ReviewParty[] {
  const out: ReviewParty[] = [];
  let prev = 0;
  for (const m of block.matchAll(marker)) {
    const at = m.index ?? 0;
    const role = m[1];
    const name = nameIn(block.slice(prev, at));
    prev = at + m[0].length;
    if (role && name) out.push({ name, aliases: [role], jurisdiction: null });
  }
  return out;
}

const HEADING_LINE = new RegExp(`^\\s*${ROLE}\\s*:\\s*(.+)$`, 'gm');
const SIGNATURE_ROLE = new RegExp(`^\\s*(?:for (?:the )?)?${ROLE}\\s*:?\\s*$`, 'gim');
const SIGNATURE_NAME = /^\s*(?:print(?:ed)? )?name\s*:\s*(.+)$/im;

function fromHeadingLines(head: string): ReviewParty[] {
  const out: ReviewParty[] = [];
  for (const m of head.matchAll(HEADING_LINE)) {
    const name = m[2] ? nameIn(m[2]) : null;
    if (m[1] && name) out.push({ name, aliases: [m[1]], jurisdiction: null });
  }
  return out;
}

function fromSignatureBlocks(tail: string): ReviewParty[] {
  const out: ReviewParty[] = [];
  for (const m of tail.matchAll(SIGNATURE_ROLE)) {
    const role = m[1];
    const after = tail.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 240);
    const name = SIGNATURE_NAME.exec(after)?.[1]?.trim();
    const canonical = ROLE_WORDS.find((r) => r.toLowerCase() === role?.toLowerCase());
    if (canonical && name && plausibleName(name))
      out.push({ name, aliases: [canonical], jurisdiction: null });
  }
  return out;
}

/** Role words the body uses as defined terms ('the Landlord shall'), most used first, two at most. */
export function roleWordParties(doc: ContractDocument): ReviewParty[] {
  const counts = new Map<string, number>();
  // 'the landlord' in a preamble counts as much as 'the Landlord shall' in the body.
  const re = new RegExp(`\\b${ROLE}\\b`, 'gi');
  for (const m of doc.text.norm.matchAll(re)) {
    const role = ROLE_WORDS.find((r) => r.toLowerCase() === m[1]?.toLowerCase());
    if (role) counts.set(role, (counts.get(role) ?? 0) + 1);
  }
  return [...counts.entries()]
    .filter(([role, n]) => n >= 2 && role !== 'Guarantor')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([role]) => ({ name: role, aliases: [role], jurisdiction: null }));
}

/** Parties introduced in the other ways, in the order the contract names them, one per role. */
export function otherPartyForms(doc: ContractDocument, block: string): ReviewParty[] {
  // Heading lines and signature blocks are line-shaped: read them in the text as pasted, before
  // short lines are joined.
  const text = doc.text.original;
  const head = text.slice(0, 1500);
  const tail = text.slice(Math.max(0, text.length - 2000));
  const found = [
    ...fromMarkers(block, HEREINAFTER),
    ...fromMarkers(block, PAREN_ROLE),
    ...fromHeadingLines(head),
    ...fromSignatureBlocks(tail),
    ...fromMarkers(tail, PAREN_ROLE),
  ];
  const out: ReviewParty[] = [];
  for (const p of found)
    if (!out.some((q) => q.aliases[0] === p.aliases[0] || q.name === p.name)) out.push(p);
  return out;
}
