import type { InterviewMessage } from '@shared-schema';
import { askedFact } from '../conversation';
import type { ContractTypeDef } from '../model';

// "Dana Whitfield, I'm a sole proprietor" or "me, Rosa Delgado" in reply to the question about one
// party: the person answering is that party. This outranks guessing the user's side from the
// type's default, so "I" in their later replies ("half when I start") is written as that party.

const SELF_ANSWER =
  /^(?:(?:me|myself|that's me|that is me|it's me|it is me)\b|[^.?!\n]{2,80}?,\s*(?:(?:and\s+)?(?:i'm|i am|im)\s+an?\s+[a-z]|(?:that's|it's)\s+me\b))/i;

export function selfFromAnswers(type: ContractTypeDef, messages: readonly InterviewMessage[]): string | null {
  let question: string | undefined;
  for (const message of messages) {
    if (message.role === 'assistant') {
      question = message.content;
      continue;
    }
    const fact = askedFact(question, type);
    question = undefined;
    const party = type.parties.find((candidate) => candidate.nameKey === fact?.key);
    if (!party || !SELF_ANSWER.test(message.content.trim())) continue;
    // "..., I'm the client": naming another party's role is not an answer about oneself.
    const rest = message.content.toLowerCase();
    const otherRole = type.parties.some(
      (other) =>
        other !== party &&
        other.cues.some((cue) => new RegExp(`\\b(?:i'm|i am|im)\\s+(?:the|a|an)\\s+${cue}\\b`).test(rest)),
    );
    if (!otherRole) return party.id;
  }
  return null;
}
