import type { FactState, InterviewInput } from '@shared-schema';
import type { ContractTypeDef } from '../model';
import { resolveType } from '../conversation';
import { replayFacts, type ReplayResult } from '../replay';
import { completeFacts } from '../generate';
import { isNoneValue } from './none-values';
import { readingOf } from './currency';

// Each declared fact with its value and where the value came from, for the Details panel.

export function statesOf(
  type: ContractTypeDef,
  replay: Pick<ReplayResult, 'facts' | 'asked' | 'skipped'>,
  today?: string,
): FactState[] {
  const complete = completeFacts(type, replay.facts, today);
  return type.facts.map((fact) => {
    const given = (replay.facts[fact.key] ?? '').trim();
    const value = complete[fact.key] ?? '';
    if (given)
      return { key: fact.key, value: given, status: isNoneValue(fact.kind, given) ? 'none' : 'given' };
    if (value) return { key: fact.key, value, status: 'default' };
    const asked = replay.asked.has(fact.key) || replay.skipped.has(fact.key);
    return { key: fact.key, value: '', status: asked ? 'asked' : 'marker' };
  });
}

/** Every declared fact of the conversation's type with its value and status; [] before a type is known. */
export function factStates(input: InterviewInput): FactState[] {
  const userTexts = input.messages.filter((message) => message.role === 'user').map((m) => m.content);
  const type = resolveType(input.contractName, input.contractType, userTexts);
  if (!type) return [];
  return statesOf(type, replayFacts(type, input.messages, input.today, readingOf(input)), input.today);
}
