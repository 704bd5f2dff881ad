import { noneReply, statedNone } from './facts/none-answer';
import { invoiceTermsWithSplit, restatedBareNumber } from './value-merges';
import { monthsOfRent } from './months-of-rent';
import { bareAnswer } from './extract/answer';
import { cleanDescription, DESCRIPTION_PATTERNS, findDescription } from './extract/description';
import { findMoney } from '../language/money';
import { periodEnd, type NumericDateOrder } from '../language/dates';
import { findDurations } from './extract/duration';
import { retractedAmounts } from './retracted-amount';
import {
  factNamed,
  readEditIntent,
  sectionNamed,
  termSentence,
  toThirdPerson,
  type EditIntent,
} from './edit-intent';
import { extractFactsForType } from './extract/extract-facts';
import { respelledNames } from './extract/respelling';
import { settleCompanyForParty } from './facts/company-for-party';
import { amountChangedBy } from './facts/amount-delta';
import { applyLabelled, labelledEdits, restatedTotal } from './facts/labelled-edits';
import { includedInText } from './facts/included-in-text';
import { factOfNamedParty } from './facts/named-party-fact';
import { oldThenNew } from './facts/old-then-new';
import { restatedQuantities } from './facts/restated-quantity';
import { settleMessageFacts } from './facts/settle-message';
import type { ContractTypeDef, FactSpec } from './model';
import type { DocumentEditNote } from './replay';

// Rebuilds the interview state from the conversation alone, so any device holding the same
// messages (offline or after sync) reaches the same facts.

export { GENERAL_TYPE_ID, isFallbackType, resolveType } from './resolve-type';

/** The fact whose question an assistant message asked (the last one it contains). */
export function askedFact(message: string | undefined, type: ContractTypeDef): FactSpec | undefined {
  if (!message) return undefined;
  let best: { fact: FactSpec; index: number } | undefined;
  for (const fact of type.facts) {
    const index = message.lastIndexOf(fact.question);
    if (index >= 0 && (!best || index > best.index)) best = { fact, index };
  }
  return best?.fact;
}

function normalised(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9%$.]/g, '');
}

/** The new value of an edited field, read with the extractor of the field's kind. */
function editedValue(
  type: ContractTypeDef,
  fact: FactSpec,
  value: string,
  options: { today?: string; dateOrder?: NumericDateOrder; selfParty: string | null },
): Record<string, string> {
  const none = noneReply(fact, value);
  if (none) return { [fact.key]: none };
  if (fact.kind === 'text') {
    const text = cleanDescription(value.slice(0, 400), !fact.patterns);
    return text ? { [fact.key]: toThirdPerson(text, type, options.selfParty) } : {};
  }
  // "the other party is called Benjamin Ashworth-Lowe": the name follows "called".
  if (fact.kind === 'party-name') value = value.replace(/^\s*(?:called|named|now|actually)\s+/i, '');
  const others = type.facts.filter((other) => other.key !== fact.key).map((other) => other.key);
  const found = extractFactsForType(value, type, fact.key, { ...options, known: others });
  if (found[fact.key]) {
    const party = type.parties.find((candidate) => candidate.nameKey === fact.key);
    const extra =
      party?.typeKey && found[party.typeKey] ? { [party.typeKey]: found[party.typeKey] ?? '' } : {};
    return { [fact.key]: found[fact.key] ?? '', ...extra };
  }
  return bareAnswer(value, fact, type.parties, true);
}

/**
 * "Start December 1 and run for 12 months" in a contract that has an end date but no term: the end
 * date is the last day of that period, echoed back as a calendar date.
 */
function endFromLength(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  text: string,
  latest: Record<string, string>,
): void {
  // A term fact takes the length itself; a notice period (read only beside its cue) is no term.
  if (type.facts.some((fact) => fact.kind === 'duration' && !fact.cuedOnly)) return;
  const end = type.facts.find((fact) => fact.kind === 'date' && /\bEND DATE$/.test(fact.key));
  const start = type.facts.find((fact) => fact.kind === 'date' && /\bSTART DATE$/.test(fact.key));
  if (!end || !start || latest[end.key]) return;
  const startValue = latest[start.key] ?? facts[start.key];
  const length = findDurations(text).find((mention) =>
    /\b(?:for|run(?:s)? for|last(?:s)?|lasting|term of|period of)\s*(?:a\s+|an\s+)?$/i.test(
      text.slice(Math.max(0, mention.start - 16), mention.start),
    ),
  );
  const value = startValue && length ? periodEnd(startValue, length.value) : null;
  if (value) latest[end.key] = value;
}

/**
 * "Actually make it $65 per day" when rent and deposit are both known: the amount goes to the known
 * amount with the same rate ("$75 per day"), if exactly one has it.
 */
function restatedAmount(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  text: string,
  latest: Record<string, string>,
): void {
  const taken = new Set(Object.values(latest));
  for (const mention of findMoney(text)) {
    const full = `${mention.value}${mention.rate}`;
    if (!mention.rate || taken.has(full) || taken.has(mention.value)) continue;
    const candidates = type.facts.filter(
      (fact) => fact.kind === 'money' && !latest[fact.key] && (facts[fact.key] ?? '').endsWith(mention.rate),
    );
    const [only] = candidates;
    if (only && candidates.length === 1) latest[only.key] = only.keepRate ? full : mention.value;
  }
  restatedBareNumber(type, facts, text, latest);
}

/**
 * "I walk dogs for a living", then "I walk her two dogs every weekday": the same task told again
 * with more detail (same first verb, longer) replaces the shorter description.
 */
function restatedTask(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  text: string,
  latest: Record<string, string>,
): void {
  const fact = type.facts.find(
    (candidate) => candidate.kind === 'text' && !candidate.patterns && facts[candidate.key],
  );
  if (!fact || latest[fact.key]) return;
  const known = facts[fact.key] ?? '';
  const told = findDescription(text, DESCRIPTION_PATTERNS);
  const verb = (value: string) => value.toLowerCase().split(/\s+/)[0] ?? '';
  if (told && verb(told) === verb(known) && told.length > known.length) latest[fact.key] = told;
}

/** "PARTNER TWO CONTRIBUTION" belongs to "PARTNER TWO NAME"; true when the text names that party. */
function namesItsParty(fact: FactSpec, facts: Readonly<Record<string, string>>, text: string): boolean {
  const prefix = fact.key.split(' ').slice(0, -1).join(' ');
  const name = facts[`${prefix} NAME`] ?? '';
  const lower = text.toLowerCase();
  return name.split(/\s+/).some((word) => word.length > 2 && lower.includes(word.toLowerCase()));
}

/** "Actually $950, not $800": the new value goes to the fact that held the negated one. */
function redirectCorrections(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  intent: EditIntent,
  latest: Record<string, string>,
): void {
  for (const old of intent.negated) {
    const holders = type.facts.filter(
      (fact) =>
        facts[fact.key] && normalised(old) && normalised(facts[fact.key] ?? '').includes(normalised(old)),
    );
    // Two facts held "$5,000": the one whose party the message names ("Arjun is putting in ...").
    const target = holders.find((fact) => namesItsParty(fact, facts, intent.text)) ?? holders[0];
    if (!target || latest[target.key]) continue;
    const moved = Object.keys(latest).find(
      (key) => key !== target.key && type.facts.find((fact) => fact.key === key)?.kind === target.kind,
    );
    if (moved) {
      latest[target.key] = latest[moved] ?? '';
      delete latest[moved];
      continue;
    }
    // No fact took the new value (every fact of its kind was known): read it as the answer for the
    // fact that held the old value.
    const others = type.facts.filter((fact) => fact.key !== target.key).map((fact) => fact.key);
    const value = extractFactsForType(intent.text, type, target.key, { known: others })[target.key];
    if (value && normalised(value) !== normalised(old)) latest[target.key] = value;
  }
}

/**
 * "$65 per hour, capped at 20 hours", then "actually make it $70": a bare amount restates the number,
 * so the rate and cap the user gave before stay.
 */
function keepRateOfRestated(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  text: string,
  latest: Record<string, string>,
): void {
  for (const fact of type.facts) {
    const value = latest[fact.key];
    const old = facts[fact.key] ?? '';
    if (fact.kind !== 'money' || !fact.keepRate || !value || !/^[$€£][\d,.]+$/.test(value)) continue;
    const rest = /^[$€£][\d,.]+(\s+per\s.*)$/.exec(old)?.[1];
    const mention = findMoney(text).find((candidate) => candidate.value === value);
    if (rest && mention && !mention.rate) latest[fact.key] = `${value}${rest}`;
  }
}

export interface StepResult {
  latest: Record<string, string>;
  documentEdit?: DocumentEditNote;
  addTerm?: string;
  removeSection?: string;
}

// Every turn replays the whole conversation; an earlier message with the same state before it gives
// the same result, so steps are remembered (bounded) and a turn costs about one message's work.
const STEP_CACHE_LIMIT = 2_000;
const stepCache = new Map<string, StepResult>();

export interface StepInput {
  type: ContractTypeDef;
  text: string;
  asked: FactSpec | undefined;
  /** Facts known before this message. */
  facts: Readonly<Record<string, string>>;
  selfParty: string | null;
  today: string | undefined;
  /** How an all-numeric date is read (the contract's locale's order); month first when omitted. */
  dateOrder?: NumericDateOrder;
  /** A draft existed before this message. */
  drafted: boolean;
}

export function step(input: StepInput): StepResult {
  const { type, text, asked, facts, selfParty, today, dateOrder, drafted } = input;
  const cacheKey = JSON.stringify([
    type.id,
    // A conversation's job nouns add role words to the type (facts/job-nouns.ts).
    type.parties.map((party) => party.cues.length),
    text,
    asked?.key ?? '',
    facts,
    selfParty,
    today ?? '',
    dateOrder ?? '',
    drafted,
  ]);
  const cached = stepCache.get(cacheKey);
  if (cached) return cached;
  const result = computeStep(input);
  if (stepCache.size >= STEP_CACHE_LIMIT) stepCache.delete(stepCache.keys().next().value ?? '');
  stepCache.set(cacheKey, result);
  return result;
}

function computeStep(input: StepInput): StepResult {
  const { type, text, asked, facts, selfParty, today, dateOrder, drafted } = input;
  const intent = readEditIntent(text, type, selfParty);
  if (intent.add) {
    const sentence = termSentence(intent.add, type, selfParty);
    return { latest: {}, addTerm: sentence, documentEdit: { kind: 'added', text: sentence } };
  }
  if (intent.remove) {
    const heading = sectionNamed(intent.remove, type);
    if (heading)
      return { latest: {}, removeSection: heading, documentEdit: { kind: 'removed', text: heading } };
    // "Remove the deposit", "drop the end date": a fact that may be none becomes none.
    const fact = factNamed(intent.remove, type);
    const none = fact ? noneReply(fact, 'none') : null;
    return fact && none
      ? { latest: { [fact.key]: none } }
      : { latest: {}, documentEdit: { kind: 'no-such-section', text: intent.remove } };
  }
  if (intent.askFor && drafted) {
    const current = facts[intent.askFor.key] ?? intent.askFor.defaultValue ?? '';
    return { latest: {}, documentEdit: { kind: 'ask-value', text: `${intent.askFor.key}|${current}` } };
  }
  if (intent.unknownField && drafted)
    return { latest: {}, documentEdit: { kind: 'no-such-fact', text: intent.unknownField } };
  // "None", "no deposit", "n/a", "no end date" in reply to an optional fact: there is none.
  const none = asked ? noneReply(asked, text) : null;
  if (asked && none) return { latest: { [asked.key]: none } };
  const changedBy = amountChangedBy(text, type, facts);
  if (changedBy) return { latest: changedBy };
  const respelled = respelledNames(text, type, facts);
  if (respelled) return { latest: respelled };
  let latest: Record<string, string>;
  let documentEdit: DocumentEditNote | undefined;
  if (intent.field) {
    // "Actually Arjun puts in $7,500, not $5,000, and the split should be 45/55": both parts count.
    const before = intent.text.slice(0, intent.field.start);
    const earlier = /[\p{L}\d]{3}/u.test(before)
      ? extractFactsForType(before, type, undefined, {
          today,
          dateOrder,
          known: Object.keys(facts),
          selfParty,
        })
      : {};
    if (intent.correction) redirectCorrections(type, facts, intent, earlier);
    // "Change Raj's contribution": the fact of the side the name belongs to.
    const fieldFact = factOfNamedParty(intent.field.fact, intent.field.field, type, facts);
    const edited =
      includedInText(type, fieldFact, facts, intent.field.value, selfParty) ??
      editedValue(type, fieldFact, intent.field.value, { today, dateOrder, selfParty });
    latest = { ...earlier, ...edited };
    if (!edited[fieldFact.key])
      documentEdit = { kind: 'unread-value', text: `${intent.field.field}|${intent.field.value}` };
  } else {
    latest = extractFactsForType(intent.text, type, asked?.key, {
      today,
      dateOrder,
      known: Object.keys(facts),
      selfParty,
      correction: intent.correction,
      reviseText: drafted,
    });
    if (intent.correction) redirectCorrections(type, facts, intent, latest);
    if (intent.correction) applyLabelled(latest, oldThenNew(type, facts, intent.text, { today, dateOrder }));
    if (drafted || intent.correction) {
      const read = (fact: FactSpec, value: string) =>
        editedValue(type, fact, value, { today, dateOrder, selfParty });
      applyLabelled(latest, {
        ...restatedTotal(intent.text, type, facts),
        ...labelledEdits(intent.text, type, facts, read),
      });
      // A count restated inside a description wins over a shorter "description" read from the same words.
      for (const [key, value] of Object.entries(restatedQuantities(type, facts, intent.text)))
        if ((latest[key] ?? '').length < (facts[key] ?? '').length) latest[key] = value;
    }
    if (intent.correction && intent.negated.length === 0) restatedAmount(type, facts, intent.text, latest);
    if (intent.correction) retractedAmounts(type, facts, intent.text, latest);
    monthsOfRent(type, facts, asked, intent.text, latest);
    if (!intent.correction) invoiceTermsWithSplit(type, facts, latest);
    restatedTask(type, facts, intent.text, latest);
    settleMessageFacts(
      { type, facts, text: intent.text, selfParty, askedKey: asked?.key, today, dateOrder },
      latest,
    );
    endFromLength(type, facts, intent.text, latest);
    for (const [key, value] of Object.entries(statedNone(type, intent.text))) latest[key] ??= value;
  }
  settleCompanyForParty(type, intent.text, latest);
  keepRateOfRestated(type, facts, text, latest);
  for (const fact of type.facts)
    if ((fact.kind === 'text' || fact.kind === 'payment-schedule') && latest[fact.key])
      latest[fact.key] = toThirdPerson(latest[fact.key] ?? '', type, selfParty);
  return documentEdit ? { latest, documentEdit } : { latest };
}
