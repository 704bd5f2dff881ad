import { LEGAL_FORM_WORDS } from '../../language/legal-forms';
import type { ContractDocument } from '../text/document';
import type { ReviewParty } from './parties';
import { plausibleName } from './party-forms';

// A contract written as a letter (an offer of employment, an engagement letter) names its reader
// in the greeting ('Dear Priya,') and speaks to them as 'you'; the sender speaks as 'we' or by its
// defined term and signs 'for and on behalf of' its company. The reader is a party known as 'you'
// and the sender the other party, so clauses in the second person are read for the right side.

const GREETING =
  /^\s*Dear\s+((?:(?:Mr|Mrs|Ms|Miss|Dr|Mx)\.?\s+)?[A-Z][A-Za-z'-]+(?:\s+[A-Z][A-Za-z'-]+)?)\s*[,:]?\s*$/m;
const SIGNED_FOR = /\bon behalf of\s+([^\n]{2,80}?)\s*$/im;
const COMPANY = new RegExp(String.raw`\b(?:${LEGAL_FORM_WORDS}|Company|Co)\.?$`);
/** A letter that offers a job: its reader is the employee, its sender the employer. */
const OFFERS_JOB =
  /\boffer you (?:employment|a position|the position|the role|a role|a job|a post)\b|\byour employment\b/i;

const count = (text: string, re: RegExp): number => text.match(re)?.length ?? 0;

/** The reader's full name: the greeting's name, or the line above it that starts with that first name. */
function readerName(head: string, greeted: string): string {
  const first = greeted.replace(/^(?:Mr|Mrs|Ms|Miss|Dr|Mx)\.?\s+/, '').split(/\s+/)[0] ?? greeted;
  const line = new RegExp(`^\\s*(${first}(?:\\s+[A-Z][A-Za-z'-]+){1,3})\\s*,?\\s*$`, 'm').exec(head);
  return line?.[1] ?? greeted;
}

/** The sender's company: the one it signs for, else a company name on a line of its own at the top. */
function senderName(text: string): string | null {
  const tail = text.slice(Math.max(0, text.length - 2500));
  const signed = SIGNED_FOR.exec(tail)?.[1]?.trim().replace(/[.,]$/, '');
  if (signed && plausibleName(signed)) return signed;
  const top = text
    .slice(0, 600)
    .split('\n')
    .map((l) => l.trim());
  return top.find((l) => COMPANY.test(l) && plausibleName(l)) ?? null;
}

const isReader = (p: ReviewParty): boolean => p.aliases.some((a) => a.toLowerCase() === 'you');
const withAliases = (p: ReviewParty, more: readonly string[]): ReviewParty => ({
  ...p,
  aliases: [...p.aliases, ...more.filter((a) => !p.aliases.includes(a))],
});

/**
 * The parties of a letter: the reader (alias 'you', and 'Employee' in a job offer) and the sender
 * (its defined term, 'we', and 'Employer' in a job offer). Not a letter: the parties unchanged.
 */
export function asLetter(doc: ContractDocument, parties: readonly ReviewParty[]): ReviewParty[] {
  const text = doc.text.original;
  const head = text.slice(0, 2000);
  const greeting = GREETING.exec(head);
  if (!greeting?.[1] || count(doc.text.norm, /\byou\b/gi) < 3) return [...parties];
  const job = OFFERS_JOB.test(doc.text.norm);
  const name = readerName(head.slice(0, greeting.index), greeting[1]);
  const readerRoles = [...(job ? ['Employee'] : []), 'you'];
  // 'Dear Customer,' greets the party the contract calls the Customer.
  const known = parties.find((p) => isReader(p) || p.name === name || p.aliases.includes(name));
  // A reader introduced as 'and you (the "Member")' has no name of its own there: the greeting gives it.
  const named = known && /["()]|\byou$/.test(known.name) ? { ...known, name } : known;
  const reader = named ? withAliases(named, readerRoles) : { name, aliases: readerRoles, jurisdiction: null };
  const others = parties.filter((p) => p !== known && !p.aliases.includes('Employee'));
  const we = count(doc.text.norm, /\bwe\b/gi) >= 2 ? ['we'] : [];
  const senderRoles = [...(job ? ['Employer'] : []), ...we];
  const sender = others[0] ?? fromSignature(text, doc.text.norm);
  if (!sender) return [...parties];
  return [withAliases(sender, senderRoles), reader, ...others.slice(1)];
}

function fromSignature(text: string, norm: string): ReviewParty | null {
  const name = senderName(text);
  if (!name) return null;
  const term = /\bthe Company\b/.test(norm) ? ['Company'] : [];
  return { name, aliases: term, jurisdiction: null };
}
