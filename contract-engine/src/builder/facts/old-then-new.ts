import type { NumericDateOrder } from '../../language/dates';
import type { Mention } from '../../language/mention';
import { findMoney } from '../../language/money';
import { meantDates } from '../extract/corrected-mentions';
import { findDurations } from '../extract/duration';
import { findPercentages } from '../extract/percentage';
import type { ContractTypeDef, FactSpec } from '../model';

// "The rent of $1,650 is too high, make it $1,550", "start date April 1 is wrong, it should be April 8": in a
// message that corrects, a known value said first names its fact, and the one new value of that kind after it
// is that fact's new value. Restating a value is never an edit by itself.

function plain(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9%$£€.]/g, '');
}

function mentionsOf(
  kind: FactSpec['kind'],
  text: string,
  today?: string,
  order?: NumericDateOrder,
): Mention[] {
  switch (kind) {
    case 'money':
      return findMoney(text);
    case 'date':
      return meantDates(text, today, order);
    case 'duration':
      return findDurations(text);
    case 'percentage':
      return findPercentages(text);
    default:
      return [];
  }
}

/** Facts whose old value the message names before giving one new value of the same kind. */
export function oldThenNew(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  text: string,
  options: { today?: string; dateOrder?: NumericDateOrder },
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const kind of ['money', 'date', 'duration', 'percentage'] as const) {
    const known = type.facts.filter((fact) => fact.kind === kind && facts[fact.key]);
    if (known.length === 0) continue;
    const mentions = mentionsOf(kind, text, options.today, options.dateOrder);
    // Two facts holding "$1,650": the one whose name comes just before it ("the rent of $1,650").
    const holderOf = (mention: Mention) => {
      const holders = known.filter((fact) => plain(facts[fact.key] ?? '').startsWith(plain(mention.value)));
      const before = text.slice(Math.max(0, mention.start - 30), mention.start).toLowerCase();
      const named = holders.filter((fact) =>
        [fact.key, ...(fact.synonyms ?? [])].some((name) =>
          name
            .toLowerCase()
            .split(' ')
            .some((word) => word.length > 3 && before.includes(word)),
        ),
      );
      return holders.length > 1 && named.length === 1 ? named : holders;
    };
    const first = mentions.findIndex((mention) => holderOf(mention).length === 1);
    const holder = first >= 0 ? holderOf(mentions[first] ?? { value: '', start: 0, end: 0 })[0] : undefined;
    const fresh = mentions.slice(first + 1).filter((mention) => holderOf(mention).length === 0);
    const [only] = fresh;
    if (holder && only && fresh.length === 1) out[holder.key] = only.value;
  }
  return out;
}
