import type { KeyTermValue } from '@shared-schema';
import { evidenceOf, type ContractDocument } from '../text/document';

// Parties are read from the preamble: names followed by a defined alias ("Acme Corp., a Delaware
// corporation ("Acme")"), or company names with a legal-form suffix. Role words used as aliases
// ("Company", "Consultant") are kept: they are how the rest of the contract names the party.

const PREAMBLE = 4000;
const MAX_PARTIES = 8;

const ALIAS =
  /([A-Z][A-Za-z0-9&.,'\- ]{1,90}?)(?:,? (?:a|an) [^()"]{0,160}?)?,? ?\((?:(?:the|each|hereinafter|collectively|individually|jointly)(?: referred to)?(?: as)?,? )*(?:the )?"([^"]{1,40})"/g;
const ENTITY =
  /\b((?:[A-Z][A-Za-z0-9&'-]*,? ){1,6}(?:Inc|Corp|Corporation|LLC|L\.L\.C|Ltd|Limited|LP|L\.P|LLP|GmbH|S\.A|PLC|plc|Co|Company|N\.V|B\.V|AG|Holdings|Trust|Bank)\b\.?)/g;
// Words that open a preamble sentence rather than a name.
const LEAD =
  /^(?:.*\b(?:between|among|by and between|and|with|by|to|is|made|entered into|executed|dated)\b,? )/i;
const NOT_A_PARTY =
  /^(?:agreement|this agreement|effective date|term|parties|party|the parties|confidential information|services|products?|territory|exhibit|schedule|recitals?|whereas)$/i;

function cleanName(raw: string): string {
  let name = raw.replace(LEAD, '').trim();
  name = name
    .replace(/^(?:the|this|that|by|and|between|of)\s+/i, '')
    .replace(/[,; ]+$/, '')
    .trim();
  return name;
}

export function extractParties(doc: ContractDocument): KeyTermValue[] {
  const head = doc.text.norm.slice(0, PREAMBLE);
  const found: KeyTermValue[] = [];
  const seen = new Set<string>();
  const add = (value: string, start: number): void => {
    const key = value.toLowerCase();
    if (value.length < 2 || value.length > 100 || seen.has(key) || NOT_A_PARTY.test(value)) return;
    seen.add(key);
    found.push({ value, evidence: evidenceOf(doc, start, start + value.length) });
  };
  const betweenAt = head.search(/\b(?:between|among|by and between)\b/i);
  const scanFrom = betweenAt >= 0 ? betweenAt : 0;
  const region = head.slice(scanFrom);
  for (const m of region.matchAll(ALIAS)) {
    if (found.length >= MAX_PARTIES) break;
    const raw = m[1];
    const alias = m[2];
    if (raw === undefined || alias === undefined) continue;
    const base = scanFrom + (m.index ?? 0);
    const name = cleanName(raw);
    if (name.length > 0 && /^[A-Z0-9]/.test(name)) add(name, base + m[0].indexOf(name));
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
