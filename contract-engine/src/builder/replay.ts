import { readFactAction, type InterviewMessage } from '@shared-schema';
import { isSkipAnswer } from './extract/answer';
import { detectSelfParty } from './extract/parties';
import { applyFactAction } from './facts/apply-action';
import { currencyCue, settleCurrency, type ReadingLocale } from './facts/currency';
import { keepReadDates } from './facts/kept-dates';
import { conversationDateOrder, numericDateOrder } from './facts/locale';
import type { NumericDateOrder } from '../language/dates';
import { noneReply } from './facts/none-answer';
import { settlePlaceCodes } from './facts/place-codes';
import { withJobNouns } from './facts/job-nouns';
import { impliedCountry } from '../language/country-hint';
import { selfFromAnswers } from './facts/self-from-answers';
import { splitRequests } from './facts/split-requests';
import { wantsContractNow } from './intent';
import type { ContractTypeDef } from './model';
import { DRAFT_MARKS } from './replies';
import { namesContractType } from './resolve-type';
import { askedFact, step, type StepInput, type StepResult } from './conversation';

// Replays the whole conversation, message by message, into the facts and document edits it holds.

export interface DocumentEditNote {
  kind: 'removed' | 'restored' | 'added' | 'no-such-section' | 'no-such-fact' | 'unread-value' | 'ask-value';
  text: string;
}

export interface FactChange {
  from: string;
  to: string;
}

export interface ReplayResult {
  facts: Record<string, string>;
  skipped: Set<string>;
  /** Facts learned from the latest user message. */
  latest: Record<string, string>;
  /** Facts the latest message changed from an earlier value. */
  changed: Record<string, FactChange>;
  /** Facts the latest message gave for the first time. */
  added: Record<string, string>;
  /** Section headings the user asked to remove, and terms the user asked to add. */
  removedSections: string[];
  addedTerms: string[];
  /** What the latest message did to the document beyond facts, for the reply. */
  documentEdits: DocumentEditNote[];
  /** Facts the assistant asked about at some point (for the panel's "asked" state). */
  asked: Set<string>;
  /** How many times the assistant asked each fact: it asks again at most once. */
  askCounts: Map<string, number>;
  /** The latest message answered the question asked with nothing readable: the fact it was. */
  unread?: string;
  /** Facts the latest message set from the Details panel (applied exactly, not re-read). */
  panelSet: boolean;
}

/** A message holding several requests ("change X to Y and add that ...") applies each in turn. */
function stepRequests(input: StepInput): StepResult[] {
  const pieces = splitRequests(input.text, input.type);
  if (pieces.length === 1) return [step(input)];
  const results: StepResult[] = [];
  let facts = { ...input.facts };
  for (const text of pieces) {
    const result = step({ ...input, text, asked: undefined, facts });
    results.push(result);
    facts = { ...facts, ...result.latest };
  }
  return results;
}

/** Amounts read from `text` in a written currency, once the contract's locale is known (decision 0320). */
function settleAmounts(
  type: ContractTypeDef,
  values: Record<string, string>,
  text: string,
  reading: ReadingLocale | undefined,
): Record<string, string> {
  if (!reading) return values;
  const cue = currencyCue(text);
  const out = { ...values };
  for (const fact of type.facts) {
    const value = out[fact.key];
    if (fact.kind === 'money' && value) out[fact.key] = settleCurrency(value, cue, fact.key, reading);
  }
  return out;
}

/**
 * The conversation's facts. "01/03/2027" is read in the contract's locale order (decision 0360); a contract with
 * no locale yet reads it in the order of the locale its own facts imply (its governing law, then its currency), as
 * its text is written (decision 0370): a conversation under English law is read day first throughout.
 */
export function replayFacts(
  type: ContractTypeDef,
  messages: readonly InterviewMessage[],
  today?: string,
  reading?: ReadingLocale,
): ReplayResult {
  if (reading) return replayInOrder(type, messages, today, reading, numericDateOrder(reading.locale));
  const first = replayInOrder(type, messages, today, reading, undefined);
  return conversationDateOrder(first.facts) === 'day-first'
    ? replayInOrder(type, messages, today, reading, 'day-first')
    : first;
}

function replayInOrder(
  declared: ContractTypeDef,
  messages: readonly InterviewMessage[],
  today: string | undefined,
  reading: ReadingLocale | undefined,
  dateOrder: NumericDateOrder | undefined,
): ReplayResult {
  const facts: Record<string, string> = {};
  const skipped = new Set<string>();
  let latest: Record<string, string> = {};
  let changed: Record<string, FactChange> = {};
  let addedFacts: Record<string, string> = {};
  const removed = new Set<string>();
  const added: string[] = [];
  let documentEdits: DocumentEditNote[] = [];
  const allUserText = messages
    .filter((message) => message.role === 'user')
    .map((message) => message.content)
    .join('\n');
  const selfParty = selfFromAnswers(declared, messages) ?? detectSelfParty(allUserText, declared.parties);
  const type = withJobNouns(declared, allUserText, selfParty);
  const country = impliedCountry(allUserText);
  let lastAssistant: string | undefined;
  let drafted = false;
  const asked = new Set<string>();
  const askCounts = new Map<string, number>();
  let panelSet = false;
  let unread: string | undefined;
  for (const message of messages) {
    if (message.role === 'assistant') {
      lastAssistant = message.content;
      const question = askedFact(message.content, type);
      if (question) {
        asked.add(question.key);
        askCounts.set(question.key, (askCounts.get(question.key) ?? 0) + 1);
      }
      drafted ||= DRAFT_MARKS.some((mark) => message.content.includes(mark));
      continue;
    }
    const action = readFactAction(message.content);
    panelSet = Boolean(action);
    unread = undefined;
    if (action) {
      // Set in the Details panel: applied exactly, and the pending question stays pending.
      const outcome = applyFactAction(type, action, today, dateOrder);
      latest = settleAmounts(type, outcome.set, action.action === 'set' ? action.value : '', reading);
      documentEdits = outcome.removeClause
        ? [{ kind: 'removed', text: outcome.removeClause }]
        : outcome.restoreClause
          ? [{ kind: 'restored', text: outcome.restoreClause }]
          : outcome.unknown
            ? [{ kind: 'no-such-section', text: outcome.unknown }]
            : [];
      if (outcome.removeClause) removed.add(outcome.removeClause);
      if (outcome.restoreClause) removed.delete(outcome.restoreClause);
    } else {
      // A request such as "just draft it now" is not an answer to the pending question.
      const asked = wantsContractNow(message.content) ? undefined : askedFact(lastAssistant, type);
      lastAssistant = undefined;
      if (asked && isSkipAnswer(message.content) && !noneReply(asked, message.content))
        skipped.add(asked.key);
      const results = stepRequests({
        type,
        text: message.content,
        asked,
        facts,
        selfParty,
        today,
        dateOrder,
        drafted,
      });
      latest = keepReadDates(
        type,
        settleAmounts(
          type,
          settlePlaceCodes(
            Object.assign({}, ...results.map((result) => result.latest)),
            message.content,
            country,
          ),
          message.content,
          reading,
        ),
        message.content,
        today,
        reading,
      );
      documentEdits = results.flatMap((result) => (result.documentEdit ? [result.documentEdit] : []));
      for (const result of results) {
        if (result.addTerm) added.push(result.addTerm);
        if (result.removeSection) removed.add(result.removeSection);
      }
      // Nothing readable in reply to a question: never refuse it twice; the fact's editor is shown
      // in the chat instead and the interview moves on.
      unread =
        asked &&
        Object.keys(latest).length === 0 &&
        documentEdits.length === 0 &&
        !skipped.has(asked.key) &&
        message.content.trim() &&
        !namesContractType(message.content)
          ? asked.key
          : undefined;
      // Never refused twice: after one unreadable reply the fact keeps its editor (inline, and in the Details
      // panel) and is not asked again; a later message may still give it.
      if (unread) skipped.add(unread);
    }
    changed = {};
    addedFacts = {};
    for (const [key, value] of Object.entries(latest)) {
      // A fact the template holds a usual value for (a notice period) changes from that value.
      const before = facts[key] || type.facts.find((fact) => fact.key === key)?.defaultValue;
      if (!before) {
        if (value) addedFacts[key] = value;
      } else if (before !== value) changed[key] = { from: before, to: value };
    }
    Object.assign(facts, latest);
    // A fact cleared in the panel goes back to its marker.
    for (const [key, value] of Object.entries(latest)) if (!value) delete facts[key];
  }
  return {
    facts,
    skipped,
    latest,
    changed,
    added: addedFacts,
    removedSections: [...removed],
    addedTerms: added,
    documentEdits,
    asked,
    askCounts,
    panelSet,
    ...(unread ? { unread } : {}),
  };
}
