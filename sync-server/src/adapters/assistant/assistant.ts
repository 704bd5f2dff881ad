import type { AssistantTurn, InterviewInput } from '@shared-schema';
import { AppError } from '../../errors';

/**
 * The contract assistant behind the chat endpoints: the built-in engine or an external provider.
 * Input is the whole conversation (the interview is stateless); the answer is one validated turn.
 */
export interface Assistant {
  readonly name: string;
  reply(input: InterviewInput): Promise<AssistantTurn>;
}

/** The provider did not answer in time or could not be reached (503). */
export class AssistantUnavailableError extends AppError {
  constructor(message = 'The assistant is not available right now. Please try again in a moment.') {
    super(503, 'assistant-unavailable', message);
  }
}

/** The provider answered, but not with something usable (502). */
export class AssistantBadResponseError extends AppError {
  constructor(message = 'The assistant returned an unusable answer. Please try again.') {
    super(502, 'assistant-bad-response', message);
  }
}

export function isAssistantError(
  error: unknown,
): error is AssistantUnavailableError | AssistantBadResponseError {
  return error instanceof AssistantUnavailableError || error instanceof AssistantBadResponseError;
}
