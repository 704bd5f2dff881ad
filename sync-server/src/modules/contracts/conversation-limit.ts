import { LIMITS } from '@shared-schema';
import { PayloadTooLargeError } from '../../errors';

/**
 * The engine reads the whole conversation on every turn, so its total size is bounded as each message is:
 * past the limit the caller gets 413 naming it, before any engine work.
 */
export function checkConversationSize(messages: ReadonlyArray<{ content: string }>): void {
  const total = messages.reduce((sum, m) => sum + m.content.length, 0);
  if (total > LIMITS.chatConversationMax)
    throw new PayloadTooLargeError(
      `This conversation is too long for the assistant: at most ${LIMITS.chatConversationMax} characters in all, and it has ${total}. Start a new contract to continue.`,
    );
}
