import type { KeyTermValue } from '@shared-schema';
import { extractParties } from '../extract/parties';
import { evidenceOf, type ContractDocument } from '../text/document';
import { findParties, onlyRoleWords } from './parties';

// The preamble scan (names with quoted defined terms, company names) first; where it finds fewer
// than two, the parties the side-aware review found in the other forms (hereinafter, heading
// lines, signature blocks), so the key terms and the side picker do not disagree.

export function partyKeyTerms(doc: ContractDocument): KeyTermValue[] {
  const scanned = extractParties(doc);
  if (scanned.length >= 2) return scanned;
  const parties = findParties(doc);
  if (parties.length < 2 || onlyRoleWords(parties)) return scanned;
  const text = doc.text.norm;
  const out: KeyTermValue[] = [];
  for (const value of parties.flatMap((p) => [p.name, ...p.aliases.filter((a) => a !== p.name)])) {
    const at = text.indexOf(value);
    if (at >= 0 && !out.some((v) => v.value === value))
      out.push({ value, evidence: evidenceOf(doc, at, at + value.length) });
  }
  return out;
}
