import {
  blankRegistrations,
  looksLikePartyName,
  partyBlock,
  withoutAddress,
  withoutTradingName,
} from '../extract/parties';
import { LEGAL_FORM_WORDS } from '../../language/legal-forms';
import { isRoleWord } from '../reading/roles';
import { asLetter } from './letter-parties';
import { otherPartyForms, roleWordParties } from './party-forms';
import type { ContractDocument } from '../text/document';

// The parties as the contract names them: the full name, the defined terms the rest of the text
// uses for it ('the Company', 'Contractor'), and where it is based when the preamble says so.

export interface ReviewParty {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly jurisdiction: string | null;
}

// 'Name (the "X")', 'Name, a Texas company, (hereinafter "X")', 'you, Name (the "Employee", also referred
// to as "you")', 'the Company (also referred to as the "Employer")'. The name part may carry a long
// description ('incorporated and registered in England and Wales with company number ..., whose
// registered office is at ...'), cut afterwards.
const ALIASED =
  /([A-Z][A-Za-z0-9&.,'\- ]{1,280}?)((?:,? (?:a|an) [^()"]{0,200}?)?),? ?\((?:(?:the|each|hereinafter|collectively|individually|jointly|together|also)(?: referred to| known)?(?: as)?,? )*(?:the )?"([^"]{1,40})"(?:,? (?:or|and|also(?: referred to| known)? as) (?:the )?"([^"]{1,40})")?\)/g;
const LEAD =
  /^(?:.*\b(?:between|among|by and between|and|with|by|to|is|made|entered into|executed|dated)\b,? )/i;
const JURISDICTION = [
  /\b(?:a|an)\s+(?:[a-z]+\s+)?((?:State of )?[A-Z][a-zA-Z]+(?: [A-Z][a-zA-Z]+)?)\s+(?:corporation|limited liability company|company|limited partnership|partnership|LLC|nonprofit|general partnership|limited company|public company)/,
  // "residing in Austin, Texas": the state after the city is where the party is based; "a company
  // registered in Scotland" is based in Scotland.
  /\b(?:under the laws of|resident of|residing in|located in|based in|organized in|incorporated in|registered in)\s+(?:the\s+(?:State|Commonwealth|Province)\s+of\s+)?([A-Z][a-zA-Z]+(?: [A-Z][a-zA-Z]+)?)(?:,\s+(?!United States|USA|U\.S\.|America\b)([A-Z][a-zA-Z]+(?: [A-Z][a-zA-Z]+)?))?/,
  // A US address: 'at 12 Main Street, Madison, Wisconsin 53703' is based in Wisconsin.
  /,\s+[A-Z][a-zA-Z]+(?: [A-Z][a-zA-Z]+)?,\s+([A-Z][a-zA-Z]+(?: [A-Z][a-zA-Z]+)?)\s+\d{5}(?:-\d{4})?\b/,
];

/** What a preamble says about a company after its name ('NAME, incorporated in ...', ', whose office is ...'). */
const DESCRIPTION =
  /,\s+(?:incorporated|registered|a (?:company|corporation|limited)|whose|with (?:company|registration)|currently|trading)\b.*$/is;

function cleanName(raw: string): string {
  const name = withoutTradingName(withoutAddress(raw.replace(DESCRIPTION, '')));
  // 'Leah and Sam Carter' is one party (a couple); 'made between Acme' loses its lead words.
  const lead = LEAD.exec(name)?.[0] ?? '';
  return (/^[A-Z][a-z]+ and $/.test(lead) ? name : name.replace(LEAD, ''))
    .trim()
    .replace(/^(?:the|this|that|by|and|between|of)\s+/i, '')
    .replace(/[,; ]+$/, '')
    .trim();
}

/**
 * The parties: named with a quoted defined term in the preamble, else introduced in the other ways
 * a contract does it (see party-forms), else the role words the text uses for them.
 */
export function findParties(doc: ContractDocument): ReviewParty[] {
  return asLetter(doc, partiesIn(doc));
}

function partiesIn(doc: ContractDocument): ReviewParty[] {
  const block = partyBlock(doc);
  const region = block.text;
  let quoted = quotedParties(region);
  // A party defined before the 'between' line ('Acme Ltd (the "Company") is pleased to offer you ...
  // This agreement is between you, Ana Ruiz (the "Employee"), and the Company').
  // A one-word name ('the Cafe (also referred to as the "Employer")') is a term defined earlier.
  if (block.start > 0 && (quoted.length < 2 || quoted.some((p) => isRoleWord(p.name) || !/\s/.test(p.name))))
    quoted = quotedParties(`${blankRegistrations(doc.text.norm.slice(0, block.start))} ${region}`);
  if (quoted.length >= 2) return quoted;
  const merged = [...quoted];
  for (const p of otherPartyForms(doc, region))
    if (!merged.some((q) => q.aliases.includes(p.aliases[0] ?? '') || q.name === p.name)) merged.push(p);
  if (merged.length >= 2) return merged.slice(0, 4);
  const roles = roleWordParties(doc);
  // A single named party keeps its name; the other side is known by its role word.
  for (const r of roles) if (!merged.some((q) => q.aliases.includes(r.name))) merged.push(r);
  return merged.slice(0, 4);
}

/** Whether the parties were only known by their role words (no names in the contract). */
export function onlyRoleWords(parties: readonly ReviewParty[]): boolean {
  return parties.length > 0 && parties.every((p) => p.aliases.length === 1 && p.aliases[0] === p.name);
}

/** Defined terms of things, not parties: '(the "Premises")', '(the "Effective Date")'. */
const NOT_A_PARTY_TERM =
  /\b(?:agreement|date|premises|property|services?|project|goods|products?|software|website|territory|term|deliverables?|work|confidential information|equipment|vehicle|loan|fees?|unit|site|centre)\b/i;

function quotedParties(region: string): ReviewParty[] {
  const parties: ReviewParty[] = [];
  for (const m of region.matchAll(ALIASED)) {
    const name = nameBefore(m[1] ?? '');
    // '("the Provider")' defines 'Provider', as '(the "Provider")' does.
    const aliases = [m[3], m[4]].flatMap((a) =>
      a && !NOT_A_PARTY_TERM.test(a) ? [a.trim().replace(/^the\s+/i, '')] : [],
    );
    if (aliases.length === 0 || !looksLikePartyName(name)) continue;
    if (parties.some((p) => p.aliases.some((a) => aliases.includes(a)))) continue;
    // 'the Company (also referred to as the "Employer")': a second defined term of a party already named.
    const same = parties.findIndex((p) => p.aliases.includes(name));
    const known = parties[same];
    if (known) {
      parties[same] = { ...known, aliases: [...known.aliases, ...aliases] };
      continue;
    }
    // The address may sit inside the name part ('X LLC, which runs the shop at 2 Main St, Madison, Wisconsin 53703').
    const described = `${m[1] ?? ''}; ${m[2] ?? ''}`;
    const jurisdiction =
      JURISDICTION.map((re) => {
        // The state after a city ("Austin, Texas") when there is one, else the place itself.
        const place = re.exec(described);
        return place?.[2] ?? place?.[1] ?? null;
      }).find((j) => j) ?? null;
    parties.push({ name, aliases, jurisdiction });
    if (parties.length >= 4) break;
  }
  return parties;
}

/**
 * The name before a defined term. Lines joined into one ('Ana Ruiz 4 Oak St Dayton Dear Ana, Acme
 * Ltd of 2 Bay Rd (the "Company")') or an address written after the name ('Acme Inc., Bay House,
 * Quay Street, St Helier') put more than a name there: then the comma piece that is a company name
 * with its legal form is the name, and without one nothing is guessed (a town is never a party).
 */
function nameBefore(raw: string): string {
  // 'between you, Ana Ruiz (the "Employee")': a letter names its reader after 'you'.
  const name = cleanName(raw).replace(/^you,\s+/i, '');
  if (looksLikePartyName(name) || !name.includes(',')) return name;
  const company = name
    .split(',')
    .map((piece) => cleanName(piece))
    .find((piece) => WITH_FORM.test(piece) && looksLikePartyName(piece));
  return company ?? name;
}

const WITH_FORM = new RegExp(String.raw`^[A-Z][\w&'.-]*(?: [\w&'.-]+)*? (?:${LEGAL_FORM_WORDS})$`);

/** Whether a user's choice ("Contractor", "the company", "Acme Ltd") names this party. */
export function namesParty(party: ReviewParty, choice: string): boolean {
  const want = choice
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '');
  return (
    want !== '' && [party.name, ...party.aliases].some((n) => n.toLowerCase().replace(/^the\s+/, '') === want)
  );
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern source matching how the text refers to the party: its defined terms or its name. */
export function partyTerm(party: ReviewParty): string {
  const names = [...party.aliases, party.name].sort((a, b) => b.length - a.length).map(escape);
  return `(?:the\\s+)?(?:${names.join('|')})`;
}
