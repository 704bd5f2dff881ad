// The scripted guest chat of spec 000 section 4, used when the guest endpoint is unreachable.

const EARLY_TRIGGER = /price|payment|service|freelance|\$/i;

/**
 * Generate after the 4th user message, or already after the 3rd when the conversation so far
 * mentions price, payment, service, freelance or a dollar sign (the spec's "earlier messages" read
 * as every message up to the generation point).
 */
export function guestShouldGenerate(userMessages: readonly string[]): boolean {
  const count = userMessages.length;
  if (count >= 4) return true;
  return count === 3 && userMessages.some((message) => EARLY_TRIGGER.test(message));
}

export function simulatedConfidence(userMessageCount: number): number {
  const table: Record<number, number> = { 1: 15, 2: 35, 3: 55 };
  if (userMessageCount >= 4) return 85;
  return table[userMessageCount] ?? Math.min(100, Math.max(0, 20 * userMessageCount));
}
