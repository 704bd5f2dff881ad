import type { AssistantTurn, InterviewInput, InterviewMessage } from '@shared-schema';
import { runInterview } from '../interview';

// Plays a conversation turn by turn, as the chat does, for the behaviour tests.

export const TODAY = '2026-03-02';

export function chat(
  userTexts: readonly string[],
  base: Pick<InterviewInput, 'contractName' | 'contractType' | 'locale' | 'keptFacts'> = {},
): { turn: AssistantTurn; messages: InterviewMessage[]; turns: AssistantTurn[] } {
  const messages: InterviewMessage[] = [];
  const turns: AssistantTurn[] = [];
  let turn = runInterview({ ...base, messages, today: TODAY });
  messages.push({ role: 'assistant', content: turn.message });
  for (const text of userTexts) {
    messages.push({ role: 'user', content: text });
    turn = runInterview({ ...base, messages, today: TODAY });
    turns.push(turn);
    messages.push({ role: 'assistant', content: turn.message });
  }
  return { turn, messages, turns };
}

/** A service agreement already drafted, to edit. */
export const DRAFTED_SERVICE = [
  'I need a service agreement. I am Jordan Lee, a freelance designer, and my client is Acme LLC.',
  'I will design and build a five-page website for $3,000, paid half upfront and half on completion.',
  'Work starts on April 1, 2026 and ends on June 30, 2026. California law. Payment by bank transfer.',
  'Draft it now',
] as const;
