import type { ContractTypeDef, FactSpec } from './model';
import { describeFacts, factLabel } from './facts/declare';

function removableClauses(type: ContractTypeDef): string[] {
  return (describeFacts(type.id)?.clauses ?? [])
    .filter((clause) => clause.removable)
    .map((clause) => clause.title.toLowerCase());
}

// Wording of the assistant's replies: short, friendly, one question at a time.

export const TYPE_QUESTION =
  'What kind of contract do you need? For example a service agreement, independent contractor or consulting agreement, an NDA (mutual or one-way), a residential or commercial lease, a property management agreement, an employment offer letter, a sale of goods agreement, a partnership agreement, a promissory note or an equipment rental agreement.';

export const GREETING =
  "Hi! I'm your contract assistant. Tell me about the deal in your own words and I'll draft the contract as we go.";

export function describeFact(key: string): string {
  return key.toLowerCase();
}

const ACKNOWLEDGED = 12;

export function acknowledge(latest: Readonly<Record<string, string>>): string {
  const entries = Object.entries(latest);
  if (entries.length === 0) return '';
  // Every value is echoed (dates as calendar dates), so the user can catch a misreading at once.
  const shown = entries.slice(0, ACKNOWLEDGED).map(([key, value]) => `${describeFact(key)}: ${value}`);
  const more = entries.length > ACKNOWLEDGED ? ` (and ${entries.length - ACKNOWLEDGED} more)` : '';
  return `Got it: ${shown.join('; ')}${more}.`.replace(/\.\.$/, '.');
}

export function typeIntro(type: ContractTypeDef): string {
  return `Great, let's build your ${type.title}.`;
}

export function fallbackIntro(type: ContractTypeDef): string {
  return `None of my contract types fits this exactly, so I'll use a ${type.title}, the closest general agreement; tell me if you need another kind.`;
}

/** Phrases only the assistant's drafting replies contain: a draft exists from then on. */
export const DRAFT_MARKS = ["so I've drafted your", "Here's a draft of your"] as const;

export function readyMessage(
  type: ContractTypeDef,
  nextOptional: FactSpec | undefined,
  missing: readonly FactSpec[] = [],
): string {
  const head = `I have everything I need, so I've drafted your ${type.title}; it's in the preview.`;
  const markers = missing.map((fact) => `[INSERT ${fact.key}]`).join(', ');
  const gaps = markers
    ? ` Optional details you haven't given yet stay as fill-in markers (${markers}) so you can complete them later.`
    : '';
  return nextOptional
    ? `${head}${gaps} To make it even more complete: ${nextOptional.question}`
    : `${head} Tell me if you'd like to change anything.`;
}

export function updatedMessage(changed: Readonly<Record<string, { from: string; to: string }>>): string {
  const entries = Object.entries(changed);
  if (entries.length === 0) return '';
  const shown = entries.map(
    ([key, change]) => `${describeFact(key)} is now ${change.to} (was ${change.from})`,
  );
  return `Updated: ${shown.join('; ')}.`;
}

/** A reply that could not be read as the fact asked: the editor opens in the chat and we move on. */
export function unreadMessage(type: ContractTypeDef, fact: FactSpec, text: string): string {
  const label = factLabel(type, fact).toLowerCase();
  const snippet = text.trim().length > 60 ? `${text.trim().slice(0, 57)}...` : text.trim();
  const question = /\?\s*$/.test(text) ? ` ${examplesFor(fact)}` : '';
  return `I couldn't read the ${label} from "${snippet}".${question} You can fill it in below (or in the Details panel) whenever you like; until then it stays as a fill-in marker.`;
}

/** Help for a reply that asks a question back: the usual choices for the fact. */
function examplesFor(fact: FactSpec): string {
  const example = /\(([^)]*(?:for example|e\.g\.)[^)]*)\)|(?:for example|e\.g\.)\s+([^?.]+)/i.exec(
    fact.question,
  );
  const text = example?.[1] ?? example?.[2];
  return text ? `Common answers: ${text.replace(/^(?:for example|e\.g\.)\s*/i, '')}.` : '';
}

export function documentEditMessage(edit: { kind: string; text: string }, type?: ContractTypeDef): string {
  switch (edit.kind) {
    case 'removed':
      return `Done: I removed the ${edit.text.toLowerCase()} section from the contract.`;
    case 'restored':
      return `Done: I put the ${edit.text.toLowerCase()} section back in the contract.`;
    case 'added':
      return `Done: I added this to the contract's additional terms: "${edit.text}"`;
    case 'no-such-section': {
      const removable = type ? removableClauses(type) : [];
      return `This contract has no ${edit.text} clause, so there is nothing to remove.${
        removable.length ? ` Clauses you can remove: ${removable.join(', ')}.` : ''
      }`;
    }
    case 'no-such-fact': {
      const labels = type
        ? (describeFacts(type.id)?.facts ?? []).map((fact) => fact.label.toLowerCase())
        : [];
      const clauses = type ? removableClauses(type) : [];
      return `I couldn't match "${edit.text}" to anything in this contract, so I changed nothing. You can change: ${labels.join(', ')}${
        clauses.length ? `; and remove these clauses: ${clauses.join(', ')}` : ''
      }.`;
    }
    case 'ask-value': {
      // The fact's own question, last in the reply, so the next message is read as its new value.
      const [key = '', current = ''] = edit.text.split('|');
      const fact = type?.facts.find((candidate) => candidate.key === key);
      if (!fact || !type) return '';
      const label = factLabel(type, fact).toLowerCase();
      return `Sure. The ${label} is ${current ? `currently ${current}` : 'not set yet'}. ${fact.question}`;
    }
    default: {
      const [field, value] = edit.text.split('|');
      return `I understood that you want to change the ${field ?? 'detail'}, but I couldn't read a value from "${value ?? ''}". Could you say it again, for example with the exact amount or date?`;
    }
  }
}

export function notUnderstood(text: string, asked: FactSpec | undefined): string {
  const snippet = text.trim().length > 60 ? `${text.trim().slice(0, 57)}...` : text.trim();
  return asked
    ? `I couldn't find the ${describeFact(asked.key)} in "${snippet}".`
    : `I couldn't find a contract detail I can use in "${snippet}".`;
}

export function draftOnRequestMessage(
  type: ContractTypeDef,
  missingRequired: readonly string[],
  next: FactSpec | undefined,
  missingOptional: readonly string[] = [],
): string {
  const markers = missingRequired.map((key) => `[INSERT ${key}]`).join(', ');
  const optional = missingOptional.map((key) => `[INSERT ${key}]`).join(', ');
  const head = `Here's a draft of your ${type.title}.`;
  const gaps =
    (missingRequired.length > 0
      ? ` The details I don't have yet are left as fill-in markers: ${markers}.`
      : '') + (optional ? ` Optional details also left as markers until you give them: ${optional}.` : '');
  return `${head}${gaps}${next ? ` Whenever you're ready: ${next.question}` : ''}`;
}

export const SKIPPED = "No problem, I'll leave that as a fill-in marker for now.";
