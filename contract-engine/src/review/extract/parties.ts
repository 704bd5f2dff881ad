import type { KeyTermValue } from '@shared-schema';
import { LEGAL_FORM_WORDS } from '../../language/legal-forms';
import { evidenceOf, type ContractDocument } from '../text/document';

// Parties are read from the party block of the preamble (from "between" to the recitals or the
// first numbered clause): names followed by a defined alias ("Acme Corp., a Delaware corporation
// ("Acme")"), or company names with a legal-form suffix. Role words used as aliases ("Company",
// "Consultant") are kept: they are how the rest of the contract names the party. Defined terms
// of the body ('(the "Project")' in clause 1.1) are not parties, so the scan stops where the
// party block does.

const PREAMBLE = 4000;
const MAX_PARTIES = 8;

const ALIAS =
  /([A-Z][A-Za-z0-9&.,'\- ]{1,160}?)(?:,? (?:a|an) [^()"]{0,160}?)?,? ?\((?:(?:the|each|hereinafter|collectively|individually|jointly|together)(?: referred to)?(?: as)?,? )*(?:the )?"([^"]{1,40})"/g;
// Legal forms as the language layer lists them, with the kinds of company contracts add.
const ENTITY = new RegExp(
  String.raw`\b((?:[A-Z][A-Za-z0-9&'-]*,? ){1,6}(?:${LEGAL_FORM_WORDS}|Co|Company|N\.V|B\.V|Holdings|Trust|Bank)(?![\w])\.?)`,
  'g',
);
// Words that open a preamble sentence rather than a name.
const LEAD =
  /^(?:.*\b(?:between|among|by and between|and|with|by|to|is|made|entered into|executed|dated)\b,? )/i;
const NOT_A_PARTY =
  /^(?:agreement|this agreement|effective date|term|parties|party|the parties|confidential information|services|products?|territory|exhibit|schedule|recitals?|whereas|deliverables|work product|project|premises|property|goods|software|website)$/i;

// Where the party block ends: recitals, the operative words, or the first numbered clause.
const BLOCK_END =
  /\n\s*(?:whereas|recitals?|background|witnesseth|definitions?\b|(?:section|article|clause)\s+(?:1|i)\b|1\.(?:1)?\s+[A-Z])|\b(?:now,? therefore|agree as follows|it is (?:hereby )?agreed|the parties agree)\b/i;
const BETWEEN = /\b(?:between|among|by and between)\b/i;
// The first numbered clause: a 'between' after it ('access between 7 am and 5 pm', 'the entire
// agreement between the Member and the Club') does not introduce the parties.
const FIRST_CLAUSE = /\n\s*(?:(?:section|article|clause)\s+(?:1|i)\b|1\.(?:1)?\s+[A-Z])/i;
// A registration number in brackets after a name ('Acme Ltd (company number 0123)', '(ABN 41 ...)'):
// blanked so the name before it still reaches its defined term.
const REGISTRATION =
  /\((?:ACN|ABN|ARBN|CRN|EIN|(?:company )?(?:registration|registered) (?:no\.?|number)|company (?:no\.?|number))\b[^()]*\)/gi;

/** The text with bracketed registration numbers blanked to spaces (offsets are kept). */
export function blankRegistrations(text: string): string {
  return text.replace(REGISTRATION, (m) => ' '.repeat(m.length));
}

/**
 * The part of the preamble that introduces the parties: from "between" (or the start) to the
 * recitals, the operative words or the first numbered clause; when the "between" sentence itself
 * names two parties with defined terms, to the end of that sentence.
 */
export function partyBlock(doc: ContractDocument): { readonly start: number; readonly text: string } {
  const head = doc.text.norm.slice(0, PREAMBLE);
  const betweenAt = head.search(BETWEEN);
  const firstClause = head.search(FIRST_CLAUSE);
  const start = betweenAt >= 0 && (firstClause < 0 || betweenAt < firstClause) ? betweenAt : 0;
  let end = head.length;
  // A numbered line that itself introduces a party ('1. Acme Inc. (the "Company")') is part of the block.
  const re = new RegExp(BLOCK_END.source, 'gi');
  re.lastIndex = start + 8;
  for (let m = re.exec(head); m; m = re.exec(head)) {
    const lineEnd = head.indexOf('\n', m.index + 1);
    const line = head.slice(m.index, lineEnd < 0 ? head.length : lineEnd);
    if (/^\s*\d/.test(line.replace(/^\n/, '')) && /\((?:the )?"[^"]{1,40}"\)/.test(line)) continue;
    end = m.index;
    break;
  }
  const sentence = doc.sentences.find((s) => s.start <= start && start < s.end);
  if (sentence && sentence.end < end) {
    const inSentence = head.slice(start, sentence.end).match(/\("[^"]{1,40}"\)|\(the "[^"]{1,40}"\)/g);
    if ((inSentence?.length ?? 0) >= 2) end = sentence.end;
  }
  return { start, text: blankRegistrations(head.slice(start, Math.max(start, end))) };
}

/** Whether a name read before a defined term looks like a party (not "Schedule A" or "the website"). */
export function looksLikePartyName(name: string): boolean {
  if (name.length < 2 || name.length > 100 || !/^[A-Z0-9]/.test(name) || NOT_A_PARTY.test(name)) return false;
  // A street address is never a party: '14 Fenwick Road', 'Suite 200'.
  if (
    /^\d+\s+[A-Z]|\b(?:Road|Street|Avenue|Lane|Suite|Boulevard|Drive)\b.*\d|\d.*\b(?:Road|Street|Avenue|Lane|Boulevard|Drive)\b/.test(
      name,
    )
  )
    return false;
  return !/^(?:schedule|exhibit|annex|appendix|section|clause|article|attachment|the )\b/i.test(name);
}

/**
 * A name without the address or registration number written after it: 'Ana Ruiz of 4 Oak Court,
 * Dayton' is Ana Ruiz, 'Acme Pty Ltd ACN 123 456 789 of 2 Bay Road, Hamilton' is Acme Pty Ltd. The
 * address is cut at 'of', 'at' or 'whose office is' followed by a number, a unit or a PO box, so a
 * town of the address is never read as a party.
 */
export function withoutAddress(name: string): string {
  return name
    .replace(
      /,?\s+(?:of|at|residing at|located at|whose (?:registered )?(?:office|address|place of business) is(?: at)?)\s+(?:\d|(?:unit|suite|flat|apartment|level|p\.?o\.? box)\b).*$/is,
      '',
    )
    .replace(
      /,?\s+\(?(?:ACN|ABN|ARBN|CRN|EIN|company (?:no\.?|number)|registration (?:no\.?|number))\b.*$/is,
      '',
    )
    .trim();
}

/**
 * A name without what follows it about who runs it or what it trades as: 'Acme LLC, doing business as
 * Acme Gym' is Acme LLC (the name the contract binds); 'Acme, owned by ...' is Acme.
 */
export function withoutTradingName(name: string): string {
  return (
    name
      // A title line joined to the name ('STORAGE AGREEMENT Keepsafe Storage, LLC') is not part of it.
      .replace(/^[A-Z\s&'-]*\b(?:AGREEMENT|CONTRACT|TERMS|LEASE|DEED)\s+(?=[A-Z][a-z])/, '')
      .replace(/,?\s+(?:doing business as|trading as|t\/a|d\/b\/a)\b.*$/is, '')
      .replace(/,\s+(?:owned|operated|run|represented)\s+by\b.*$/s, '')
  );
}

function cleanName(raw: string): string {
  const owned = withoutTradingName(withoutAddress(raw));
  // 'Leah and Sam Carter' is one party (a couple); 'made between Acme' loses its lead words.
  const lead = LEAD.exec(owned)?.[0] ?? '';
  let name = (/^[A-Z][a-z]+ and $/.test(lead) ? owned : owned.replace(LEAD, '')).trim();
  name = name
    .replace(/^(?:the|this|that|by|and|between|of)\s+/i, '')
    .replace(/[,; ]+$/, '')
    .trim();
  return name;
}

export function extractParties(doc: ContractDocument): KeyTermValue[] {
  const found: KeyTermValue[] = [];
  const seen = new Set<string>();
  const add = (value: string, start: number): void => {
    const key = value.toLowerCase();
    if (value.length < 2 || value.length > 100 || seen.has(key) || NOT_A_PARTY.test(value)) return;
    seen.add(key);
    found.push({ value, evidence: evidenceOf(doc, start, start + value.length) });
  };
  const { start: scanFrom, text: region } = partyBlock(doc);
  for (const m of region.matchAll(ALIAS)) {
    if (found.length >= MAX_PARTIES) break;
    const raw = m[1];
    const alias = m[2];
    if (raw === undefined || alias === undefined) continue;
    const base = scanFrom + (m.index ?? 0);
    const name = cleanName(raw);
    if (!looksLikePartyName(name)) continue;
    add(name, base + m[0].indexOf(name));
    if (!/\b(?:agreement|effective date|date)\b/i.test(alias))
      add(alias.trim(), base + m[0].lastIndexOf(alias));
  }
  if (found.length < 2) {
    for (const m of region.matchAll(ENTITY)) {
      if (found.length >= MAX_PARTIES) break;
      const raw = m[1];
      if (raw === undefined) continue;
      const name = cleanName(raw);
      add(name, scanFrom + (m.index ?? 0) + m[0].indexOf(name));
    }
  }
  return found;
}
