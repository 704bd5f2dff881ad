import type { ContractTypeDef, FactSpec } from '../model';
import { findContractType } from '../types/registry';
import { findAddresses } from '../../language/addresses';
import { bareAnswer, isSkipAnswer, stripLeadIn, withNounVerb } from './answer';
import { assignMentions } from './assign-mentions';
import type { NumericDateOrder } from '../../language/dates';
import { meantDates, withoutCorrected } from './corrected-mentions';
import { DESCRIPTION_PATTERNS, findDescription } from './description';
import { findDurations } from './duration';
import { findJurisdictions } from './jurisdiction';
import type { Mention } from '../../language/mention';
import { findMoney } from '../../language/money';
import { detectSelfParty, findParties } from './parties';
import { findPaymentMethod } from './payment-method';
import { findPaymentSchedule, instalmentSpan, leadingInstalment, splitPaymentSpan } from './payment-schedule';
import { findPercentages } from './percentage';
import { fillFromLabels } from './labelled-lines';
import { withSpouse } from './with-spouse';

const RENT_MEASURE =
  /\b(?:\d{1,2}|one|a|two|three|four|five|six|eight)\s+(?:weeks?|months?)(?:'s|’s|'|’)?\s+(?:of\s+)?rent\b/gi;

const WEAK_KINDS: ReadonlySet<FactSpec['kind']> = new Set([
  'payment-schedule',
  'payment-method',
  'party-type',
]);

export interface ExtractOptions {
  /** ISO date for relative dates ("next Monday"). */
  today?: string;
  /** How "01/03/2027" is read: the contract's locale's order (month first when it has none). */
  dateOrder?: NumericDateOrder;
  /** Keys already known from earlier messages: values without cues go to the still-missing facts. */
  known?: Iterable<string>;
  /** Party id of the user ("I", "my company"); detected from the text when omitted. */
  selfParty?: string | null;
  /** A draft exists: a new description ("She will develop ...") replaces the one in it. */
  reviseText?: boolean;
  /** The message corrects itself ("X, no, Y"): of several values of one kind, the last is meant. */
  correction?: boolean;
  /** The text is the value of one "Label: value" line (no labels inside it are read again). */
  labelled?: boolean;
}

function firstPatternMatch(text: string, fact: FactSpec): string | null {
  for (const pattern of fact.patterns ?? []) {
    const match = pattern.exec(text);
    if (match?.[1]) return match[1].trim();
  }
  return null;
}

function positional(
  text: string,
  type: ContractTypeDef,
  kind: FactSpec['kind'],
  mentions: readonly Mention[],
  askedKey: string | undefined,
  known: ReadonlySet<string>,
  out: Record<string, string>,
  decorate: (fact: FactSpec, mention: Mention) => string = (_fact, mention) => mention.value,
): void {
  const facts = type.facts.filter((fact) => fact.kind === kind && !out[fact.key]);
  if (facts.length === 0) return;
  for (const [key, mention] of assignMentions(text, mentions, facts, askedKey, known)) {
    const fact = facts.find((candidate) => candidate.key === key);
    if (fact) out[key] = decorate(fact, mention);
  }
}

/** "We'll each put in $10,000": one amount for every party's contribution still open. */
function eachContributes(text: string, type: ContractTypeDef, out: Record<string, string>): void {
  if (!/\b(?:each|both)\s+(?:of\s+us\s+)?(?:put|putting|contribut|invest|bring)\w*/i.test(text)) return;
  const amounts = findMoney(text);
  const shares = type.facts.filter((fact) => fact.kind === 'money' && /CONTRIBUTION/.test(fact.key));
  const [amount] = amounts;
  if (amounts.length !== 1 || !amount || shares.length < 2) return;
  for (const fact of shares) out[fact.key] ??= amount.value;
}

function single(
  type: ContractTypeDef,
  kind: FactSpec['kind'],
  value: string | null | undefined,
  askedKey: string | undefined,
  out: Record<string, string>,
): void {
  if (!value) return;
  const facts = type.facts.filter((fact) => fact.kind === kind);
  const target = facts.find((fact) => fact.key === askedKey) ?? facts[0];
  if (target && !out[target.key]) out[target.key] = value;
}

/** The date instalments start from ("starting jan 1st"), if the message names one. */
function startingDate(text: string, dates: readonly Mention[]): Mention | undefined {
  return dates.find((date) =>
    /\b(?:starting|beginning|from|commencing)\s+(?:on\s+)?$/i.test(
      text.slice(Math.max(0, date.start - 16), date.start),
    ),
  );
}

/** "3 years. oh wait, make that 2 years": with one fact of a kind, a self-correcting message means the last. */
function lastIfCorrected<T extends Mention>(
  mentions: readonly T[],
  type: ContractTypeDef,
  kind: FactSpec['kind'],
  options: ExtractOptions,
): readonly T[] {
  // A fact with the template's usual value (a notice period) takes a value only beside its cue: not counted.
  const single = type.facts.filter((fact) => fact.kind === kind && !fact.defaultValue).length === 1;
  const last = mentions.at(-1);
  return options.correction && single && last && mentions.length > 1 ? [last] : mentions;
}

/** The reply read as the kind of the fact asked, when no cue gave that fact a value. */
function readAskedAnswer(
  text: string,
  type: ContractTypeDef,
  asked: FactSpec,
  options: ExtractOptions,
  split: boolean,
  out: Record<string, string>,
): void {
  // A correction ("Sorry, it's $1,350 per week, not $1,200") restates a value; it is not free text.
  if (
    !out[asked.key] &&
    !(options.correction && (asked.kind === 'text' || asked.kind === 'payment-schedule'))
  ) {
    // One word such as "monthly" inside a described task is not a payment term of its own.
    const kindOf = (key: string) => type.facts.find((fact) => fact.key === key)?.kind;
    // A payment split into amounts ("$500 retainer on signing and the rest ...") is no passing word.
    const weak = Object.keys(out).filter(
      (key) => WEAK_KINDS.has(kindOf(key) ?? 'text') && !(kindOf(key) === 'payment-schedule' && split),
    );
    const strong = Object.keys(out).length - weak.length;
    // "zelle" typed when asked for a name or a schedule: the reply is another fact's whole value.
    const plain = (value: string) =>
      value
        .toLowerCase()
        .replace(/[^\p{L}\d]+/gu, ' ')
        .trim();
    // "cash when he picks it up": a reply that opens with how it is paid is about the payment.
    const opensWithMethod = findPaymentMethod(stripLeadIn(text))?.start === 0;
    const whole = opensWithMethod || weak.some((key) => plain(out[key] ?? '') === plain(stripLeadIn(text)));
    // "paid upfront" typed when asked for a start date: a reply that gave any other fact is no date.
    const timeKind = asked.kind === 'date' || asked.kind === 'duration';
    const freeText = timeKind ? Object.keys(out).length === 0 : strong === 0;
    const answer = whole ? {} : bareAnswer(text, asked, type.parties, freeText);
    if (asked.kind === 'text' && answer[asked.key]) for (const key of weak) delete out[key];
    for (const [key, value] of Object.entries(answer)) out[key] ??= value;
  }
}

export function extractFactsForType(
  text: string,
  type: ContractTypeDef,
  askedKey?: string,
  options: ExtractOptions = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  const known = new Set(options.known ?? []);
  const asked = type.facts.find((fact) => fact.key === askedKey);
  if (!text.trim() || (asked && isSkipAnswer(text))) return out;

  // Patterns written for one fact are the most specific evidence, so they go first.
  for (const fact of type.facts) {
    if (!fact.patterns) continue;
    const value = firstPatternMatch(text, fact);
    if (value)
      out[fact.key] = withNounVerb(
        fact,
        value.replace(/[\s,;:.!?]+$/, '').replace(/\s+(?:and|of|&|the)$/i, ''),
      );
  }

  const selfId = options.selfParty === undefined ? detectSelfParty(text, type.parties) : options.selfParty;
  const parties = findParties(text, type.parties, selfId);
  for (const party of type.parties) {
    const finding = parties[party.id];
    if (finding?.name && !out[party.nameKey]) out[party.nameKey] = finding.name;
    if (finding?.type && party.typeKey && !out[party.typeKey]) out[party.typeKey] = finding.type;
  }
  withSpouse(text, type, selfId, out);

  // "$2,200 fixed: $1,100 on approval and $1,100 on delivery": the parts belong to the schedule.
  const split = type.facts.some((fact) => fact.kind === 'payment-schedule') ? splitPaymentSpan(text) : null;
  // "$200 a month starting jan 1st" as the answer to how the money is paid back is the instalment.
  // Where a rate-keeping amount is still open, "$1,800 a month" is that amount (read by its kind).
  const openRate = type.facts.some((fact) => fact.kind === 'money' && fact.keepRate && !known.has(fact.key));
  const instalment = asked?.kind === 'payment-schedule' && !openRate ? leadingInstalment(text) : null;
  // "monthly instalments of $500": where every amount is a total, an instalment is none of them.
  const totalsOnly =
    type.facts.some((fact) => fact.kind === 'payment-schedule') &&
    type.facts.every((fact) => fact.kind !== 'money' || !fact.keepRate);
  const part = totalsOnly ? instalmentSpan(text) : null;
  const spans = [split, instalment, part].filter((span) => span !== null);
  const money = withoutCorrected(text, findMoney(text)).filter((mention) =>
    spans.every((span) => mention.start < span.start || mention.start >= span.end),
  );
  // "deposit is 5 weeks' rent, so £1,384": a measure of rent names no rent of its own, nor a term.
  const measures = [...text.matchAll(RENT_MEASURE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  const cueText = measures.reduce(
    (masked, span) =>
      masked.slice(0, span.start) + ' '.repeat(span.end - span.start) + masked.slice(span.end),
    text,
  );
  positional(cueText, type, 'money', money, askedKey, known, out, (fact, mention) =>
    fact.keepRate && 'rate' in mention && typeof mention.rate === 'string'
      ? `${mention.value}${mention.rate}`
      : mention.value,
  );
  eachContributes(text, type, out);
  positional(
    text,
    type,
    'percentage',
    lastIfCorrected(withoutCorrected(text, findPercentages(text)), type, 'percentage', options),
    askedKey,
    known,
    out,
  );
  const allDates = meantDates(text, options.today, options.dateOrder);
  const instalmentStart = instalment ? startingDate(text, allDates) : undefined;
  const dates = allDates.filter((date) => date !== instalmentStart);
  positional(text, type, 'date', dates, askedKey, known, out);
  // "in two weeks" is a date; the "two weeks" inside it is not a term.
  const durations = withoutCorrected(text, findDurations(text)).filter(
    (duration) =>
      ![...allDates, ...measures].some((span) => duration.start < span.end && span.start < duration.end),
  );
  // "one month" typed in answer to an amount question ("one month's rent") is not the term.
  if (!(asked?.kind === 'money' && !type.facts.some((fact) => fact.kind === 'money' && out[fact.key])))
    positional(
      text,
      type,
      'duration',
      lastIfCorrected(durations, type, 'duration', options),
      askedKey,
      known,
      out,
    );
  // "12 refurbished road bikes" answering what is sold: a lower-case number-and-words with no town or
  // unit, in reply to a description question, is the thing described, not an address.
  const addresses = findAddresses(text).filter(
    (address) => !(asked?.kind === 'text' && /^\d+[a-z\s'.-]+$/.test(address.value)),
  );
  positional(text, type, 'address', addresses, askedKey, known, out);
  single(
    type,
    'payment-schedule',
    instalment
      ? `${instalment.value}${instalmentStart ? `, starting ${instalmentStart.value}` : ''}`
      : findPaymentSchedule(text)?.value,
    askedKey,
    out,
  );
  single(type, 'payment-method', findPaymentMethod(text)?.value, askedKey, out);

  const places = findJurisdictions(text);
  // "Quebec law? no, Vermont law": in a message that corrects itself, the last place is meant.
  const place = options.correction
    ? places.at(-1)
    : (places.find((mention) => mention.explicit) ?? places[0]);
  single(type, 'jurisdiction', place?.value, askedKey, out);

  for (const fact of type.facts) {
    if (fact.kind !== 'text' || fact.patterns || out[fact.key]) continue;
    // Loose description phrasings only fill a gap; they never overwrite an earlier answer.
    if (known.has(fact.key) && fact.key !== askedKey && !options.reviseText) continue;
    const value = findDescription(text, DESCRIPTION_PATTERNS);
    if (value) out[fact.key] = value;
  }

  if (asked) readAskedAnswer(text, type, asked, options, split !== null, out);
  if (!options.labelled) fillFromLabels(extractFactsForType, text, type, out, options);
  return out;
}

/** Facts of contract type `typeId` stated in one message; `askedKey` is the question it answers. */
export function extractFacts(
  text: string,
  typeId: string,
  askedKey?: string,
  options: ExtractOptions = {},
): Record<string, string> {
  const type = findContractType(typeId);
  return type ? extractFactsForType(text, type, askedKey, options) : {};
}
