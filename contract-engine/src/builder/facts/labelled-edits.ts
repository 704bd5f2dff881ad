import { findMoney } from '../../language/money';
import type { ContractTypeDef, FactSpec } from '../model';

// After the draft, a change is often said without a verb: "so end date monday the 30th", "deposit
// $500 now", "the fee is now $900". A clause that opens with a fact's own label (its key's last
// words, its panel label or a declared synonym) and goes on with a value of that fact's kind
// changes that fact; and "so $450 total" restates the contract's main amount.

const VALUE_KINDS: ReadonlySet<FactSpec['kind']> = new Set(['money', 'date', 'duration', 'percentage']);
const LEAD = /^(?:(?:so|and|then|also|now|ok|okay|oh|actually|plus|but)[,]?\s+)+/i;
const LINK = /^(?:is\s+now|is|should\s+be|becomes|now|to|of|on|:|=)\s*/i;
const CLAUSES = /[,;.!?](?:\s+|$)|\s+and\s+|\s+but\s+/i;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** The one value fact a label names: "end date" is the only key ending so; undefined when none or several. */
export function labelledFact(label: string, type: ContractTypeDef): FactSpec | undefined {
  const said = words(label.replace(/^the\s+/i, '')).join(' ');
  if (!said) return undefined;
  const names = (fact: FactSpec) => [
    words(fact.key).join(' '),
    ...(fact.label ? [words(fact.label).join(' ')] : []),
    ...(fact.synonyms ?? []).map((synonym) => words(synonym).join(' ')),
  ];
  const candidates = type.facts.filter((fact) => VALUE_KINDS.has(fact.kind));
  const exact = candidates.filter((fact) => names(fact).includes(said));
  if (exact.length === 1) return exact[0];
  const tail = candidates.filter((fact) => names(fact).some((name) => name.endsWith(` ${said}`)));
  return exact.length === 0 && tail.length === 1 ? tail[0] : undefined;
}

type Reader = (fact: FactSpec, value: string) => Record<string, string>;

/** Facts changed by labelled clauses ("end date monday the 30th") in a message after the draft. */
export function labelledEdits(
  text: string,
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  read: Reader,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const piece of text.split(CLAUSES)) {
    const clause = piece.trim().replace(LEAD, '');
    const tokens = clause.split(/\s+/);
    for (let length = Math.min(4, tokens.length - 1); length >= 1; length -= 1) {
      const fact = labelledFact(tokens.slice(0, length).join(' '), type);
      if (!fact) continue;
      const value = tokens.slice(length).join(' ').replace(LINK, '');
      const read_ = value ? read(fact, value) : {};
      // "lease term 12 months is too long": the value it holds, said again, changes nothing.
      if (read_[fact.key] && read_[fact.key] !== facts[fact.key]) out[fact.key] = read_[fact.key] ?? '';
      break;
    }
  }
  return out;
}

const TOTAL_AFTER = /^\s*(?:in\s+)?(?:total|altogether|all in|all up|overall)\b/i;
const TOTAL_BEFORE = /\b(?:total(?:\s+(?:of|is|comes to))?|comes to|altogether)\s*$/i;

/**
 * "add $100 for the extra day so $450 total": an amount called the total is the contract's main
 * amount (its most important known money fact), never a deposit beside it.
 */
export function restatedTotal(
  text: string,
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
): Record<string, string> {
  const total = findMoney(text).find(
    (mention) =>
      TOTAL_AFTER.test(text.slice(mention.end)) ||
      TOTAL_BEFORE.test(text.slice(Math.max(0, mention.start - 20), mention.start)),
  );
  const main = type.facts
    .filter((fact) => fact.kind === 'money' && facts[fact.key] && !fact.defaultValue && !fact.cuedOnly)
    .sort((a, b) => b.importance - a.importance)[0];
  return total && main ? { [main.key]: total.value } : {};
}

/** Sets the labelled values in `latest`; a value another fact took from the same words moves here. */
export function applyLabelled(
  latest: Record<string, string>,
  labelled: Readonly<Record<string, string>>,
): void {
  for (const [key, value] of Object.entries(labelled)) {
    for (const other of Object.keys(latest))
      if (other !== key && latest[other] === value) delete latest[other];
    latest[key] = value;
  }
}
