import type { InterviewMessage } from '@shared-schema';
import { detectContractType, DETECTION_THRESHOLD, scoreContractTypes } from './detect-type';
import { isSkipAnswer } from './extract/answer';
import { wantsContractNow } from './intent';
import { extractFactsForType } from './extract/extract-facts';
import { detectSelfParty } from './extract/parties';
import type { ContractTypeDef, FactSpec } from './model';
import { findContractType } from './types/registry';

// Rebuilds the interview state from the conversation alone, so any device holding the same
// messages (offline or after sync) reaches the same facts.

const SWITCH_WORDS = /\b(?:actually|instead|rather|change|switch|make it|i meant|not an?|wrong)\b/i;

/** Type fixed by the first messages that make it clear; later messages switch it only explicitly. */
export function resolveType(
  contractName: string | undefined,
  contractType: string | null | undefined,
  userTexts: readonly string[],
): ContractTypeDef | undefined {
  const explicit = findContractType(contractType);
  if (explicit) return explicit;
  let current = detectContractType(contractName ?? '');
  let accumulated = contractName ?? '';
  for (const text of userTexts) {
    accumulated = `${accumulated}\n${text}`;
    if (!current) {
      current = detectContractType(accumulated);
      continue;
    }
    const [best] = scoreContractTypes(text);
    if (best && best.typeId !== current && best.score >= DETECTION_THRESHOLD * 2 && SWITCH_WORDS.test(text))
      current = best.typeId;
  }
  return findContractType(current);
}

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

export interface ReplayResult {
  facts: Record<string, string>;
  skipped: Set<string>;
  /** Facts learned from the latest user message. */
  latest: Record<string, string>;
}

export function replayFacts(
  type: ContractTypeDef,
  messages: readonly InterviewMessage[],
  today?: string,
): ReplayResult {
  const facts: Record<string, string> = {};
  const skipped = new Set<string>();
  let latest: Record<string, string> = {};
  const allUserText = messages
    .filter((message) => message.role === 'user')
    .map((message) => message.content)
    .join('\n');
  const selfParty = detectSelfParty(allUserText, type.parties);
  let lastAssistant: string | undefined;
  for (const message of messages) {
    if (message.role === 'assistant') {
      lastAssistant = message.content;
      continue;
    }
    // A request such as "just draft it now" is not an answer to the pending question.
    const asked = wantsContractNow(message.content) ? undefined : askedFact(lastAssistant, type);
    if (asked && isSkipAnswer(message.content)) skipped.add(asked.key);
    latest = extractFactsForType(message.content, type, asked?.key, {
      today,
      known: Object.keys(facts),
      selfParty,
    });
    Object.assign(facts, latest);
    lastAssistant = undefined;
  }
  return { facts, skipped, latest };
}
