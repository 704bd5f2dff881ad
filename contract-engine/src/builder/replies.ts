import type { ContractTypeDef, FactSpec } from './model';

// Wording of the assistant's replies: short, friendly, one question at a time.

export const TYPE_QUESTION =
  'What kind of contract do you need? For example a service agreement, independent contractor or consulting agreement, an NDA (mutual or one-way), a residential or commercial lease, a property management agreement, an employment offer letter, a sale of goods agreement, a partnership agreement, a promissory note or an equipment rental agreement.';

export const GREETING =
  "Hi! I'm your contract assistant. Tell me about the deal in your own words and I'll draft the contract as we go.";

export function describeFact(key: string): string {
  return key.toLowerCase();
}

export function acknowledge(latest: Readonly<Record<string, string>>): string {
  const entries = Object.entries(latest);
  if (entries.length === 0) return '';
  const shown = entries.slice(0, 4).map(([key, value]) => `${describeFact(key)}: ${value}`);
  const more = entries.length > 4 ? ` (and ${entries.length - 4} more)` : '';
  return `Got it: ${shown.join('; ')}${more}.`;
}

export function typeIntro(type: ContractTypeDef): string {
  return `Great, let's build your ${type.title}.`;
}

export function readyMessage(type: ContractTypeDef, nextOptional: FactSpec | undefined): string {
  const head = `I have everything I need, so I've drafted your ${type.title}; it's in the preview.`;
  return nextOptional
    ? `${head} To make it even more complete, one optional detail: ${nextOptional.question}`
    : `${head} Tell me if you'd like to change anything.`;
}

export function draftOnRequestMessage(
  type: ContractTypeDef,
  missingRequired: readonly string[],
  next: FactSpec | undefined,
): string {
  const markers = missingRequired.map((key) => `[INSERT ${key}]`).join(', ');
  const head = `Here's a draft of your ${type.title}.`;
  const gaps =
    missingRequired.length > 0
      ? ` The details I don't have yet are left as fill-in markers: ${markers}.`
      : '';
  return `${head}${gaps}${next ? ` Whenever you're ready: ${next.question}` : ''}`;
}

export const NOT_UNDERSTOOD = "Sorry, I didn't quite catch that.";
export const SKIPPED = "No problem, I'll leave that as a fill-in marker for now.";
