import {
  readFactAction,
  type AssistantTurn,
  type InterviewInput,
  type InterviewMessage,
} from '@shared-schema';
import { statesOf } from './facts/states';
import { computeConfidence, READY_CONFIDENCE } from './confidence';
import { askedFact, isFallbackType, resolveType } from './conversation';
import { replayFacts } from './replay';
import { readingOf } from './facts/currency';
import { isSkipAnswer } from './extract/answer';
import { unshout } from './extract/unshout';
import { untext } from './extract/texting';
import { capitaliseNameSlots } from './extract/lowercase-names';
import { completeFacts, generateContract } from './generate';
import type { ContractTypeDef, FactSpec } from './model';
import { wantsContractNow } from './intent';
import { DETECTION_THRESHOLD, scoreContractTypes } from './detect-type';
import {
  acknowledge,
  DRAFT_MARKS,
  documentEditMessage,
  draftOnRequestMessage,
  GREETING,
  notUnderstood,
  readyMessage,
  SKIPPED,
  TYPE_QUESTION,
  typeIntro,
  fallbackIntro,
  unreadMessage,
  updatedMessage,
} from './replies';

// The stateless interview: every turn is computed from the whole conversation, which keeps the
// browser (offline) and the server in agreement without storing interview state anywhere.

/** Missing facts, most important first: required before optional, then by importance. */
export function orderMissing(type: ContractTypeDef, facts: Readonly<Record<string, string>>): FactSpec[] {
  return type.facts
    .filter((fact) => !facts[fact.key])
    .map((fact, index) => ({ fact, index }))
    .sort(
      (a, b) =>
        Number(b.fact.required) - Number(a.fact.required) ||
        b.fact.importance - a.fact.importance ||
        a.index - b.index,
    )
    .map(({ fact }) => fact);
}

function cleanMessages(messages: readonly InterviewMessage[]): InterviewMessage[] {
  return messages
    .filter(
      (message) =>
        (message.role === 'user' || message.role === 'assistant') && typeof message.content === 'string',
    )
    .map((message) =>
      // A Details-panel message is applied exactly; its tail must not be respelled.
      message.role === 'user' && !readFactAction(message.content)
        ? { ...message, content: capitaliseNameSlots(unshout(untext(message.content))) }
        : message,
    );
}

function withoutType(messages: readonly InterviewMessage[]): AssistantTurn {
  const userCount = messages.filter((message) => message.role === 'user').length;
  const message =
    userCount === 0
      ? `${GREETING} ${TYPE_QUESTION}`
      : `I'm not sure yet which contract fits best. ${TYPE_QUESTION}`;
  return {
    message,
    confidence: 0,
    contractType: null,
    facts: {},
    missingFacts: [],
    readyToGenerate: false,
    contract: null,
  };
}

export function runInterview(input: InterviewInput): AssistantTurn {
  const messages = cleanMessages(input.messages);
  const userTexts = messages.filter((message) => message.role === 'user').map((message) => message.content);
  const type = resolveType(input.contractName, input.contractType, userTexts);
  if (!type) return withoutType(messages);

  const replay = replayFacts(type, messages, input.today, readingOf(input));
  const { skipped, latest, changed } = replay;
  const facts = completeFacts(type, replay.facts, input.today);
  const missing = orderMissing(type, facts);
  const confidence = computeConfidence(type, facts);
  const readyToGenerate = confidence >= READY_CONFIDENCE;
  // A Details-panel change is not a chat request ("draft it now") nor an answer to skip.
  const lastUser = replay.panelSet ? '' : (userTexts.at(-1) ?? '');
  const askNow = wantsContractNow(lastUser);
  // Once a draft exists, every later turn redrafts it, so a correction always reaches the document.
  const draftedBefore = messages.some(
    (message) => message.role === 'assistant' && DRAFT_MARKS.some((mark) => message.content.includes(mark)),
  );
  const documentEdits = {
    ...(replay.removedSections.length ? { removedSections: replay.removedSections } : {}),
    ...(replay.addedTerms.length ? { addedTerms: replay.addedTerms } : {}),
  };
  const contract =
    readyToGenerate || askNow || draftedBefore
      ? generateContract(type.id, facts, { today: input.today, locale: input.locale, ...documentEdits })
      : null;
  // Never a fact that is set, one the person skipped or could not answer, or one asked twice.
  // A fact just answered with nothing readable waits: the next question is another one.
  const next = missing.find(
    (fact) =>
      !skipped.has(fact.key) && fact.key !== replay.unread && (replay.askCounts.get(fact.key) ?? 0) < 2,
  );
  const unreadFact = replay.unread ? type.facts.find((fact) => fact.key === replay.unread) : undefined;

  const parts: string[] = [];
  const typeIsNew =
    userTexts.length <= 1 ||
    resolveType(input.contractName, input.contractType, userTexts.slice(0, -1))?.id !== type.id;
  const lastAssistant = messages.filter((message) => message.role === 'assistant').at(-1)?.content;
  const previouslyAsked = askedFact(lastAssistant, type);
  if (typeIsNew)
    parts.push(
      isFallbackType(input.contractName, input.contractType, userTexts)
        ? fallbackIntro(type)
        : typeIntro(type),
    );
  parts.push(updatedMessage(changed));
  parts.push(acknowledge(replay.added));
  parts.push(...replay.documentEdits.map((edit) => documentEditMessage(edit, type)));
  if (replay.documentEdits.length > 0) parts.push('');
  else if (unreadFact) parts.push(unreadMessage(type, unreadFact, lastUser));
  else if (previouslyAsked && isSkipAnswer(lastUser)) parts.push(SKIPPED);
  else if (
    !typeIsNew &&
    userTexts.length > 1 &&
    Object.keys(latest).length === 0 &&
    lastUser.trim() &&
    !askNow &&
    (scoreContractTypes(lastUser)[0]?.score ?? 0) < DETECTION_THRESHOLD
  )
    parts.push(notUnderstood(lastUser, previouslyAsked));

  // Asking for a new value: that question ends the reply, so the answer is read as that fact.
  const askingValue = replay.documentEdits.some((edit) => edit.kind === 'ask-value');
  if (askingValue) parts.push('');
  else if (contract && draftedBefore && !askNow)
    parts.push(next ? `Anything else? ${next.question}` : "Tell me if you'd like to change anything else.");
  else if (contract && readyToGenerate) parts.push(readyMessage(type, next, missing));
  else if (contract)
    parts.push(
      draftOnRequestMessage(
        type,
        missing.filter((fact) => fact.required).map((fact) => fact.key),
        next,
        missing.filter((fact) => !fact.required).map((fact) => fact.key),
      ),
    );
  else if (next) parts.push(next.question);
  else parts.push('Tell me when you would like me to draft the contract.');

  const changedFacts = [...Object.keys(replay.added), ...Object.keys(changed)];
  return {
    message: parts.filter(Boolean).join(' '),
    confidence,
    contractType: type.id,
    facts,
    missingFacts: missing.map((fact) => fact.key),
    readyToGenerate,
    contract,
    ...(changedFacts.length ? { changedFacts } : {}),
    ...(Object.keys(documentEdits).length ? { documentEdits } : {}),
    factStates: statesOf(type, replay, input.today),
    ...(unreadFact ? { inlineEditor: unreadFact.key } : {}),
  };
}
