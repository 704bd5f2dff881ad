import { STOP_WORDS } from '../../language/names';
import { PLAIN_WORDS } from './unshout';

// Names typed in lower case ("landlord is me, gareth pryce", "tenant: amira haddad", "im laura
// bishop, selling ...") are capitalised where a name is expected: the extractors rely on capitals to
// tell names from ordinary words. Only a run of two to four words that sits in a name slot and ends
// at a boundary (punctuation, the end, or a joining word) counts, so "i'm putting in $500" or "the
// client is happy with it" stay as typed.

// Where a name follows: the user's own introduction, a pronoun's, a role label, an appositive.
const SLOT =
  /(?<=^|[\s(,;:])(?:(?:my|his|her|their)\s+(?:full\s+|legal\s+)?name(?:'s|’s|\s+is)|i'm|i’m|im|i\s+am|this\s+is|(?:he|she)(?:'s|’s|\s+is)|hes|shes|me\s*[,(:]|us\s*:|(?:my|our)\s+(?:company|business|firm)(?:\s+is)?|(?:the\s+|my\s+|our\s+)?(?:landlord|tenants?|owner|managers?|contractor|client|customer|buyer|seller|lender|borrower|employee|hire|consultant|partners?|renter|provider|recipient|discloser|worker|freelancer|candidate)\s*(?::|=|-|–|\s+is|\s+are|\s+will\s+be)(?:\s+me\s*,)?|(?:sell|sold|rent|leas|lend|lent|loan)\w*(?:\s+out)?\b[^.!?\n,]{0,60}?\s+to(?:\s+(?:an?|two|three|four|the|my|our)\s+(?:roommates?|students?|friends?|tenants?|nurses?|people|sisters?|brothers?|cousins?|neighbou?rs?|couple|colleagues?))?|offering|hiring|[\p{Lu}][\p{Ll}'’-]+\)?\s+(?:and|&))(?:\s+|(?<=[(:,])\s*)/giu;
const TITLE = /^(?:mr|mrs|ms|miss|dr|prof)\.?$/;
const CONNECTOR = /^(?:de|del|da|van|von|der|le|la|di|du|bin|al|&)$/;
const LEGAL_FORM = /^(?:llc|inc|ltd|co|corp|llp|lp|plc|gmbh|pty)\.?$/;
// The last word of a business's name without a legal form ("crestline property services").
const BUSINESS_END =
  /^(?:services|service|group|company|partners|associates|holdings|realty|properties|studio|studios|design|consulting|rentals|bakery|cafe|café)$/;
// Words a person's name is never made of, beyond the name reader's stop words.
const COMMON = new Set([
  'not',
  'now',
  'still',
  'very',
  'too',
  'ready',
  'happy',
  'fine',
  'new',
  'busy',
  'back',
  'done',
  'available',
  'open',
  'good',
  'great',
  'glad',
  'gonna',
  'going',
  'self',
  'one',
  'two',
  'all',
  'any',
  'some',
  'looking',
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'everyone',
  'always',
  'never',
  'soon',
  'right',
  'later',
  'about',
  'sole',
  'only',
  'full',
  'part',
  'time',
  'legal',
  'name',
]);
// Dictated messages have no punctuation: the next fact's own word ("... anjali mehta salary ...",
// "... brianna solis my name is ...") ends a name too.
const BOUNDARY =
  /^(?:$|[,.;:!?)]|\s+(?:and|&|for|from|at|as|who|with|the|to|on|in|is|will|would|he|she|they|we|i|im|i'm|selling|buying|renting|my|our|your|his|her|their|salary|rent|deposit|lease|price|fee|paid|pays|starts|starting|due)\b)/i;

function nameWord(word: string): boolean {
  const lower = word.toLowerCase().replace(/[.]$/, '');
  if (!/^\p{Ll}[\p{Ll}'’-]*\.?$/u.test(word)) return false;
  if (STOP_WORDS.has(lower) || PLAIN_WORDS.has(lower) || COMMON.has(lower)) return false;
  return !/(?:ing|ed|ly)$/.test(lower) || lower.length <= 4;
}

function capitalise(word: string): string {
  if (CONNECTOR.test(word)) return word;
  if (LEGAL_FORM.test(word)) {
    const bare = word.replace(/\.$/, '');
    if (/^(?:llc|llp|lp|plc)$/.test(bare)) return bare.toUpperCase();
    return bare === 'gmbh' ? 'GmbH' : `${bare.charAt(0).toUpperCase()}${bare.slice(1)}.`;
  }
  // "o'donnell-reyes" -> "O'Donnell-Reyes"
  return word.replace(
    /(^|['’-])(\p{Ll})/gu,
    (_match, mark: string, letter: string) => mark + letter.toUpperCase(),
  );
}

/** The lowercase name run at `from` in `text`, as [length, capitalised], or null. */
// After "hiring" or "offering" a person is named before their role or the job: "hiring ana ruiz as",
// "offering ellie marsh the job", not "hiring web developers for projects".
const ROLE_BOUNDARY = /^(?:\s*,|\s+(?:as|the|a|an)\b)/i;

function nameRun(text: string, from: number, strict = false): [number, string] | null {
  const rest = text.slice(from);
  const words = /^[\p{L}&'’.-]+(?: [\p{L}&'’.-]+){0,5}/u.exec(rest)?.[0].split(' ') ?? [];
  for (let count = Math.min(words.length, 6); count >= 1; count -= 1) {
    const run = words.slice(0, count);
    const last = (run.at(-1) ?? '').toLowerCase().replace(/\.$/, '');
    const company = count >= 2 && (LEGAL_FORM.test(last) || BUSINESS_END.test(last));
    const titled = count === 2 && TITLE.test((run[0] ?? '').toLowerCase());
    if (!company && !titled && (count < 2 || count > 4)) continue;
    const inner = company && LEGAL_FORM.test(last) ? run.slice(0, -1) : titled ? run.slice(1) : run;
    const ok = inner.every(
      (word, index) =>
        (index > 0 && index < inner.length - 1 && CONNECTOR.test(word)) ||
        nameWord(word) ||
        (company &&
          /^\p{Ll}[\p{Ll}'’-]*\.?$/u.test(word) &&
          (!STOP_WORDS.has(word.replace(/\.$/, '')) || BUSINESS_END.test(word.replace(/\.$/, '')))),
    );
    if (!ok) continue;
    const length = run.join(' ').length;
    const closed = /\.$/.test(run.at(-1) ?? '');
    const after = rest.slice(length);
    if (strict ? !ROLE_BOUNDARY.test(after) : !closed && !BOUNDARY.test(after.replace(/^\.(?=\s|$)/, '')))
      continue;
    return [length, run.map(capitalise).join(' ')];
  }
  return null;
}

/** The message with lowercase names in name slots capitalised; unchanged otherwise. */
export function capitaliseNameSlots(text: string): string {
  if (!/\p{Ll}/u.test(text)) return text;
  let out = text;
  for (let pass = 0; pass < 8; pass += 1) {
    let changed = false;
    for (const match of out.matchAll(SLOT)) {
      const from = match.index + match[0].length;
      const run = nameRun(out, from, /^(?:offering|hiring)\s+$/i.test(match[0]));
      if (!run) continue;
      out = out.slice(0, from) + run[1] + out.slice(from + run[0]);
      changed = true;
      break;
    }
    if (!changed) break;
  }
  return out;
}
